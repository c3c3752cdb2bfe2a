import type { CollabRequests } from '@common/collab';
import type { Db } from '../../../db/connection';
import { presentCollabRequest } from '../presenter';
import { collabRequestRows } from '../queries';

/** The requests a user received and sent (the latest 100 of each), newest first, whatever their status. */
export async function listCollabRequests(db: Db, userId: number): Promise<CollabRequests> {
  const [incoming, outgoing] = await Promise.all([
    collabRequestRows(db, (query) => query.where('r.toUserId', '=', userId)),
    collabRequestRows(db, (query) => query.where('r.fromUserId', '=', userId)),
  ]);
  return { incoming: incoming.map(presentCollabRequest), outgoing: outgoing.map(presentCollabRequest) };
}
