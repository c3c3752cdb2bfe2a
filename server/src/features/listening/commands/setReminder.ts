import { BLOCK_MESSAGES } from '@common/blocks';
import { PARTY_MESSAGES, type ReminderState } from '@common/listening';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { conflict, forbidden, notFound } from '../../../lib/errors';
import { hasBlocked } from '../../blocks';
import { partyLiveState } from '../liveState';

/** Sets or removes the user's reminder for a party; idempotent either way. */
export async function setReminder(
  db: Db,
  user: UserRow,
  partyId: number,
  wanted: boolean,
  now: number = Date.now(),
): Promise<ReminderState> {
  const party = await db
    .selectFrom('listeningParties')
    .select(['id', 'hostId', 'status', 'scheduledAt', 'roomId'])
    .where('id', '=', partyId)
    .executeTakeFirst();
  if (!party) throw notFound(PARTY_MESSAGES.partyNotFound);
  if (wanted) {
    if (await hasBlocked(db, party.hostId, user.id)) throw forbidden(BLOCK_MESSAGES.joinParty);
    // The room it was started in may still be open, which only the listing can tell: refuse only what is surely over.
    if (partyLiveState(party, party.roomId ?? undefined, now).phase === 'ended') {
      throw conflict(PARTY_MESSAGES.partyOver);
    }
    await db
      .insertInto('partyReminders')
      .values({ userId: user.id, partyId, createdAt: new Date(now).toISOString() })
      .onConflict((oc) => oc.columns(['userId', 'partyId']).doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('partyReminders')
      .where('userId', '=', user.id)
      .where('partyId', '=', partyId)
      .execute();
  }
  const { n } = await db
    .selectFrom('partyReminders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('partyId', '=', partyId)
    .executeTakeFirstOrThrow();
  return { partyId, reminderSet: wanted, reminderCount: Number(n) };
}
