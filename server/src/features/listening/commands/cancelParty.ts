import { PARTY_MESSAGES } from '@common/listening';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { forbidden, notFound } from '../../../lib/errors';
import { hostsParty } from '../policies';

/** The host cancels a party: it leaves both tabs and its reminders go with it. */
export async function cancelParty(db: Db, user: UserRow, id: number): Promise<void> {
  const party = await db
    .selectFrom('listeningParties')
    .select('hostId')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!party) throw notFound(PARTY_MESSAGES.partyNotFound);
  if (!hostsParty(user, party)) throw forbidden(PARTY_MESSAGES.hostOnlyCancel);
  await db.deleteFrom('listeningParties').where('id', '=', id).where('hostId', '=', user.id).execute();
}
