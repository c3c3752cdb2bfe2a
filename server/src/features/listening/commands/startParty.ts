import { type Party, PARTY_MESSAGES } from '@common/listening';
import type { UserRow } from '../../../db/schema';
import { conflict, forbidden, notFound } from '../../../lib/errors';
import { partyLiveState } from '../liveState';
import { hostsParty } from '../policies';
import type { ListeningContext } from './context';
import { getParty } from './getParty';
import { notifyPartyReminders } from './notifyPartyReminders';
import { notifyPartyStarting } from './notifyPartyStarting';

/**
 * The host has opened a room for their party: the party is live in that room from now on, and the
 * first start (not a later change of room) sends the reminders.
 */
export async function startParty(
  ctx: ListeningContext,
  user: UserRow,
  id: number,
  roomId: string,
  now: number = Date.now(),
): Promise<Party> {
  const { db } = ctx.database;
  const party = await db
    .selectFrom('listeningParties')
    .select(['id', 'hostId', 'status', 'scheduledAt', 'roomId'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!party) throw notFound(PARTY_MESSAGES.partyNotFound);
  if (!hostsParty(user, party)) throw forbidden(PARTY_MESSAGES.hostOnlyStart);
  if (ctx.realtime) {
    const rooms = await ctx.realtime.roomsHostedBy([user.id]);
    if (rooms.get(user.id) !== roomId) throw conflict(PARTY_MESSAGES.roomNotOpen);
  }
  if (partyLiveState(party, roomId, now).phase === 'ended') throw conflict(PARTY_MESSAGES.partyOver);

  const claimed = await db
    .updateTable('listeningParties')
    .set({ status: 'live', roomId })
    .where('id', '=', id)
    .where('status', '=', 'scheduled')
    .returning('id')
    .executeTakeFirst();
  if (claimed) {
    await notifyPartyReminders(db, [id]);
    await notifyPartyStarting(ctx, [id]);
  } else {
    await db.updateTable('listeningParties').set({ roomId }).where('id', '=', id).execute();
  }
  return getParty(ctx, id, user.id, now);
}
