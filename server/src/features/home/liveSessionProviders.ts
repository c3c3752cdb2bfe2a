import { LIVE_SESSIONS_LIMIT, type LiveSession } from '@common/home';
import { PARTY_LIMITS } from '@common/listening';
import { publicName } from '@common/people';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection';
import { joinedName } from '../../lib/people';
import type { RealtimeHub } from '../../realtime/hub';
import { partyLiveState } from '../listening';
import { listedTrack } from '../../db/listing';

/** Where live sessions come from: the database, and the real-time layer when one is attached. */
export interface LiveSessionSources {
  db: Db;
  realtime?: RealtimeHub;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * A source of live sessions for Home. Each module with something live to show (DJ live streams, open
 * listening rooms, scheduled parties that have started) contributes one provider; listLiveSessions merges them.
 */
export type LiveSessionProvider = (sources: LiveSessionSources, now: Date) => Promise<LiveSession[]>;

/**
 * DJ live streams: active ones (live), and ones scheduled to start later that have not ended (upcoming).
 */
export const liveStreamSessions: LiveSessionProvider = async ({ db }, now) => {
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
    host: joinedName(row, 'Panda Nation DJ'),
    hostId: row.userId,
    thumbnail: row.thumbnailUrl,
    viewers: Number(row.viewerCount) || 0,
    isLive: row.isActive,
    startsAt: row.startTime,
    href: `/spinroom?stream=${row.id}#live-zone`,
  }));
};

/** Open listening rooms (every process): live, their participants as viewers, Watch Live opens the room. */
export const listeningRoomSessions: LiveSessionProvider = async ({ realtime, log }) => {
  if (!realtime) return [];
  let rooms: Awaited<ReturnType<RealtimeHub['listRooms']>>;
  try {
    rooms = await realtime.listRooms();
  } catch (error) {
    log?.warn({ err: error }, 'listing open rooms for Home failed');
    return [];
  }
  return rooms.map((room) => ({
    id: `room-${room.id}`,
    kind: 'room' as const,
    title: room.name,
    host: room.hostName,
    hostId: null,
    thumbnail: room.track?.coverArt ?? null,
    viewers: room.participantCount,
    isLive: true,
    startsAt: null,
    href: `/listening?room=${encodeURIComponent(room.id)}`,
  }));
};

/**
 * Scheduled parties whose time has come while their host has no room open yet (a party with an open room
 * shows as that room). Watch Live leads to the Featured tab, where the party waits for its host.
 */
export const startedPartySessions: LiveSessionProvider = async ({ db, realtime, log }, now) => {
  const windowStart = new Date(now.getTime() - PARTY_LIMITS.liveWindowMs).toISOString();
  const rows = await db
    .selectFrom('listeningParties as p')
    .innerJoin('users as h', 'h.id', 'p.hostId')
    .leftJoin('tracks as t', (join) => join.onRef('t.id', '=', 'p.trackId').on(listedTrack('t')))
    .select([
      'p.id',
      'p.hostId',
      'p.title',
      'p.status',
      'p.scheduledAt',
      'p.roomId',
      'p.coverArt',
      't.coverArt as trackCoverArt',
      'h.username',
      'h.displayName',
    ])
    .where((eb) =>
      eb.or([
        eb('p.status', '=', 'live'),
        eb.and([
          eb('p.status', '=', 'scheduled'),
          eb('p.scheduledAt', '<=', now.toISOString()),
          eb('p.scheduledAt', '>', windowStart),
        ]),
      ]),
    )
    .orderBy('p.isFeatured', 'desc')
    .orderBy('p.scheduledAt', 'desc')
    .limit(LIVE_SESSIONS_LIMIT)
    .execute();
  let hosted = new Map<number, string>();
  if (realtime && rows.length > 0) {
    try {
      hosted = await realtime.roomsHostedBy([...new Set(rows.map((r) => r.hostId))]);
    } catch (error) {
      log?.warn({ err: error }, 'open rooms lookup for Home failed');
    }
  }
  return rows
    .filter((row) => !hosted.has(row.hostId))
    .filter((row) => partyLiveState(row, undefined, now.getTime()).phase === 'live')
    .map((row) => ({
      id: `party-${row.id}`,
      kind: 'room' as const,
      title: row.title,
      host: publicName(row),
      hostId: row.hostId,
      thumbnail: row.coverArt ?? row.trackCoverArt ?? null,
      viewers: 0,
      isLive: true,
      startsAt: row.scheduledAt,
      href: '/listening?tab=featured',
    }));
};

/** The providers Home asks, in order. */
export const LIVE_SESSION_PROVIDERS: readonly LiveSessionProvider[] = [
  liveStreamSessions,
  listeningRoomSessions,
  startedPartySessions,
];
