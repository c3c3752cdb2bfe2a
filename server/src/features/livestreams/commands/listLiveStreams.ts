import type { LiveStream } from '@common/livestreams';
import type { Db } from '../../../db/connection';
import type { ListeningRoomLookup } from '../listeningRooms';
import { presentLiveStream } from '../presenter';

/** Active live streams, most viewers first, with the host, their DJ profile and listening room. */
export async function listLiveStreams(
  db: Db,
  viewerId: number | null,
  findRooms: ListeningRoomLookup,
): Promise<LiveStream[]> {
  const rows = await db
    .selectFrom('liveStreams')
    .leftJoin('users', 'users.id', 'liveStreams.userId')
    .select((eb) => [
      'liveStreams.id',
      'liveStreams.title',
      'liveStreams.description',
      'liveStreams.thumbnailUrl',
      'liveStreams.startTime',
      'liveStreams.viewerCount',
      'liveStreams.isActive',
      'liveStreams.userId',
      'users.username as hostUsername',
      'users.displayName as hostDisplayName',
      eb
        .selectFrom('djProfiles')
        .select((inner) => inner.fn.min('djProfiles.id').as('id'))
        .whereRef('djProfiles.userId', '=', 'liveStreams.userId')
        .as('djProfileId'),
      eb
        .selectFrom('djProfiles')
        .select('djProfiles.djName')
        .whereRef('djProfiles.userId', '=', 'liveStreams.userId')
        .orderBy('djProfiles.id')
        .limit(1)
        .as('djName'),
    ])
    .where('liveStreams.isActive', '=', true)
    .where((eb) =>
      eb.or([
        eb('liveStreams.endTime', 'is', null),
        eb('liveStreams.endTime', '>', new Date().toISOString()),
      ]),
    )
    .orderBy('liveStreams.viewerCount', 'desc')
    .orderBy('liveStreams.id', 'desc')
    .limit(50)
    .execute();

  const hostIds = [...new Set(rows.map((r) => r.userId).filter((id): id is number => id !== null))];
  const followed = new Set<number>();
  if (viewerId !== null && hostIds.length > 0) {
    const follows = await db
      .selectFrom('follows')
      .select('followeeId')
      .where('followerId', '=', viewerId)
      .where('followeeId', 'in', hostIds)
      .execute();
    for (const f of follows) followed.add(f.followeeId);
  }
  const rooms = hostIds.length > 0 ? await findRooms(hostIds) : new Map<number, string>();

  return rows.map((row) =>
    presentLiveStream(row, {
      followedByMe: row.userId !== null && followed.has(row.userId),
      roomId: row.userId === null ? null : (rooms.get(row.userId) ?? null),
    }),
  );
}
