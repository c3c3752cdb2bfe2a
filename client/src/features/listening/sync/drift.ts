import { ROOM_SYNC } from '@common/rooms';

/** Where a room's playback stands: `currentTime` (s) holds at server time `serverTime` (ms). */
export interface RoomClock {
  isPlaying: boolean;
  currentTime: number;
  serverTime: number;
  /** The track's length (s) when known: a playing room stays at the end once there. */
  duration?: number | null;
}

/** A room's clock, with its track's length: where a playing room stops. */
export function roomClock(
  room: Omit<RoomClock, 'duration'> & { track?: { duration?: number | null } | null },
): RoomClock {
  const { isPlaying, currentTime, serverTime } = room;
  return { isPlaying, currentTime, serverTime, duration: room.track?.duration ?? null };
}

/** Thresholds of the sync loop (ms) and the largest playbackRate nudge (ROOM_SYNC, shared with the server). */
export const SYNC_TUNING = {
  /** Drift below this is left alone once corrected (hysteresis with `nudgeFromMs`). */
  settleMs: 1,
  /**
   * Corrections follow the median of this many latest measurements, so one late reading on a busy page does not
   * start a nudge (a drift past `seekFromMs` still seeks at once).
   */
  filterSize: 3,
  /** Drift from which playbackRate is nudged. */
  nudgeFromMs: ROOM_SYNC.nudgeFromMs,
  /** Drift from which the audio seeks instead (Jellyfin SyncPlay seeks from 400 ms). */
  seekFromMs: ROOM_SYNC.seekFromMs,
  /** Largest change of playbackRate (5%: inaudible on music). */
  maxRateDelta: ROOM_SYNC.maxRateNudge,
  /** The nudge closes the drift over about this long (ms): rate = 1 - drift / horizon. */
  rateHorizonMs: 1500,
  /** Indicator: 'In sync' up to this drift. */
  inSyncMs: 40,
} as const;

/**
 * The room position (s) at server time `serverNow`: while playing it advances with the server clock,
 * so a room plays on without messages. Before a scheduled start (serverNow < serverTime) it is earlier
 * than `currentTime`, which a caller reads as "not started yet".
 */
export function expectedPosition(clock: RoomClock, serverNow: number): number {
  if (!clock.isPlaying) return clock.currentTime;
  const position = clock.currentTime + (serverNow - clock.serverTime) / 1000;
  return clock.duration != null ? Math.min(position, clock.duration) : position;
}

/** Whether a playing room has reached the end of its track (nothing left to play or correct). */
export function isFinished(clock: RoomClock, serverNow: number): boolean {
  return clock.duration != null && expectedPosition(clock, serverNow) >= clock.duration - 0.05;
}

/** Milliseconds until a playing room reaches the end of its track (0 once there); null when it never will. */
export function msUntilFinished(clock: RoomClock, serverNow: number): number | null {
  if (!clock.isPlaying || clock.duration == null) return null;
  return Math.max(0, (clock.duration - 0.05 - expectedPosition(clock, serverNow)) * 1000);
}

/** Milliseconds until a scheduled start, or 0 when it is due. */
export function msUntilStart(clock: RoomClock, serverNow: number): number {
  return clock.isPlaying ? Math.max(0, clock.serverTime - serverNow) : 0;
}

export type Correction =
  { kind: 'none'; rate: 1 } | { kind: 'nudge'; rate: number } | { kind: 'seek'; rate: 1 };

/**
 * What to do about `driftMs` (audio minus room, positive = ahead): nothing inside the dead band, a
 * proportional playbackRate nudge up to ±5% for small drift, a seek for large drift. `nudging` says a
 * nudge is under way (it then goes on down to `settleMs`). Everyone follows the server's room clock, the
 * host too, so the spec's "host seeks past 2 s" is covered by the 400 ms seek.
 */
export function chooseCorrection(driftMs: number, options: { nudging?: boolean } = {}): Correction {
  const size = Math.abs(driftMs);
  if (size >= SYNC_TUNING.seekFromMs) return { kind: 'seek', rate: 1 };
  const from = options.nudging ? SYNC_TUNING.settleMs : SYNC_TUNING.nudgeFromMs;
  if (size < from) return { kind: 'none', rate: 1 };
  const delta = Math.max(
    -SYNC_TUNING.maxRateDelta,
    Math.min(SYNC_TUNING.maxRateDelta, driftMs / SYNC_TUNING.rateHorizonMs),
  );
  return { kind: 'nudge', rate: Math.round((1 - delta) * 1000) / 1000 };
}

export type SyncQuality = 'idle' | 'in-sync' | 'syncing' | 'out-of-sync';

/** The indicator's state for a recent drift (ms, typical absolute value) and whether a seek is pending. */
export function syncQuality(
  recentDriftMs: number | null,
  options: { correcting?: boolean } = {},
): SyncQuality {
  if (recentDriftMs === null) return 'idle';
  const size = Math.abs(recentDriftMs);
  if (size >= SYNC_TUNING.seekFromMs) return 'out-of-sync';
  if (size <= SYNC_TUNING.inSyncMs && !options.correcting) return 'in-sync';
  return 'syncing';
}

/**
 * The indicator's text: 'In sync ±12 ms', 'Syncing…', 'Out of sync', 'Paused', or 'Track ended' (idle because
 * the playing room has reached the end of its track).
 */
export function syncLabel(quality: SyncQuality, recentDriftMs: number | null, ended = false): string {
  switch (quality) {
    case 'in-sync':
      return `In sync ±${Math.round(Math.abs(recentDriftMs ?? 0))} ms`;
    case 'syncing':
      return 'Syncing…';
    case 'out-of-sync':
      return 'Out of sync';
    default:
      return ended ? 'Track ended' : 'Paused';
  }
}

/** The p-th percentile (0..100) of `values`, nearest-rank; null when empty. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}
