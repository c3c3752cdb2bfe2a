import type { Db } from '../../../db/connection';
import { notify } from '../../notifications';

/**
 * A notification for everyone who set a reminder of these parties, as they start (decision 0060: following a
 * party means asking to be reminded of it). Called once per party, by whoever moved it to live.
 */
export async function notifyPartyReminders(db: Db, partyIds: number[]): Promise<void> {
  if (partyIds.length === 0) return;
  const rows = await db
    .selectFrom('partyReminders as r')
    .innerJoin('listeningParties as p', 'p.id', 'r.partyId')
    .select(['r.userId', 'p.id', 'p.title', 'p.hostId'])
    .where('r.partyId', 'in', partyIds)
    .execute();
  for (const row of rows) {
    await notify(db, {
      recipientId: row.userId,
      kind: 'party_starting',
      actorId: row.hostId,
      subjectType: 'party',
      subjectId: row.id,
      data: { title: row.title },
    });
  }
}
