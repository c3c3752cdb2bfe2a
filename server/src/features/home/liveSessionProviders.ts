import { LIVE_SESSIONS_LIMIT, type LiveSession } from '@common/home';
import type { Db } from '../../db/connection';

/**
 * A source of live sessions for Home. Each module with something live to show (DJ live streams today,
 * listening rooms once their module stores them) contributes one provider; listLiveSessions merges them.
 */
export type LiveSessionProvider = (db: Db, now: Date) => Promise<LiveSession[]>;

/**
 * DJ live streams: active ones (live), and ones scheduled to start later that have not ended (upcoming).
 */
export const liveStreamSessions: LiveSessionProvider = async (db, now) => {
  const rows = await db
    .selectFrom('liveStreams')
    .leftJoin('users', 'users.id', 'liveStreams.userId')
    .select([
      'liveStreams.id',
      'liveStreams.userId',
      'liveStreams.title',
      'liveStreams.thumbnailUrl',
      'liveStreams.viewerCount',
      'liveStreams.isActive',
      'liveStreams.startTime',
      'users.username',
      'users.displayName',
    ])
    .where((eb) =>
      eb.or([
        eb('liveStreams.isActive', '=', true),
        eb.and([eb('liveStreams.startTime', '>', now.toISOString()), eb('liveStreams.endTime', 'is', null)]),
      ]),
    )
    .orderBy('liveStreams.viewerCount', 'desc')
    .orderBy('liveStreams.id', 'desc')
    .limit(LIVE_SESSIONS_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: `stream-${row.id}`,
    kind: 'stream' as const,
    title: row.title,
    host: row.displayName || row.username || 'Panda Nation DJ',
    hostId: row.userId,
    thumbnail: row.thumbnailUrl,
    viewers: Number(row.viewerCount) || 0,
    // SQLite answers 0/1 for a boolean selected through a join: convert it here.
    isLive: Boolean(row.isActive),
    startsAt: row.startTime,
    href: `/spinroom?stream=${row.id}#live-zone`,
  }));
};

/**
 * The providers Home asks, in order. Listening rooms join this list with a provider reading the rooms
 * store (kind 'room', href '/listening?room=<id>') once that module exists.
 */
export const LIVE_SESSION_PROVIDERS: readonly LiveSessionProvider[] = [liveStreamSessions];
