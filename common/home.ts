import { z } from 'zod';
import type { Track } from './tracks';

/** How many tracks the Independent Artist Spotlight shows by default, and at most. */
export const SPOTLIGHT_DEFAULT_LIMIT = 10;
export const SPOTLIGHT_MAX_LIMIT = 24;
/** Spotlight ranks tracks by their plays in this many recent days. */
export const SPOTLIGHT_WINDOW_DAYS = 7;

/** GET /api/home/spotlight */
export const spotlightQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(SPOTLIGHT_MAX_LIMIT).default(SPOTLIGHT_DEFAULT_LIMIT),
});

/** How many live sessions Home shows at most. */
export const LIVE_SESSIONS_LIMIT = 12;

export const LIVE_SESSION_KINDS = ['stream', 'room'] as const;
export type LiveSessionKind = (typeof LIVE_SESSION_KINDS)[number];

/**
 * A live session on Home (part 1, section 3): a DJ's live stream or an active listening room.
 * Live sessions come first; a stream that is scheduled but not started has isLive false.
 */
export interface LiveSession {
  /** Unique across kinds, e.g. 'stream-3' or 'room-room-1712345'. */
  id: string;
  kind: LiveSessionKind;
  title: string;
  /** The host's display name (or username). */
  host: string;
  hostId: number | null;
  /** Image URL, or null (the client shows a placeholder). */
  thumbnail: string | null;
  viewers: number;
  isLive: boolean;
  /** When it started, or is scheduled to start (ISO), when known. */
  startsAt: string | null;
  /** Where Watch Live leads, inside the app. */
  href: string;
}

/** GET /api/home/spotlight: the spotlight's tracks, in order. */
export type SpotlightTracks = Track[];

/** GET /api/live-sessions: live ones first, then by audience. */
export type LiveSessions = LiveSession[];
