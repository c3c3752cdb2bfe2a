import type { ReceivedDropRequest } from '@common/spinroom';
import type { Db } from '../../../db/connection';
import { presentReceivedDropRequest } from '../presenter';

/** The drop requests an artist received, newest first (at most 100). */
export async function listReceivedDropRequests(db: Db, artistId: number): Promise<ReceivedDropRequest[]> {
  const rows = await db
    .selectFrom('dropRequests')
    .innerJoin('tracks', 'tracks.id', 'dropRequests.trackId')
    .innerJoin('users', 'users.id', 'dropRequests.requesterId')
    .select([
      'dropRequests.id',
      'dropRequests.trackId',
      'tracks.title as trackTitle',
      'dropRequests.requesterId',
      'users.username as requesterUsername',
      'users.displayName as requesterDisplayName',
      'dropRequests.message',
      'dropRequests.status',
      'dropRequests.createdAt',
    ])
    .where('dropRequests.artistId', '=', artistId)
    .orderBy('dropRequests.createdAt', 'desc')
    .orderBy('dropRequests.id', 'desc')
    .limit(100)
    .execute();
  return rows.map(presentReceivedDropRequest);
}
