/**
 * The Live DJ Stream Zone's wire contract (GET /api/live-streams): active live streams, newest listeners
 * first.
 */

/** An active live stream. */
export interface LiveStream {
  id: number;
  title: string;
  description: string | null;
  /** The host's display name, or username. */
  host: string;
  /** The host's user (the account a Follow DJ follows), or null. */
  hostId: number | null;
  /** Thumbnail image URL, or null (the client shows a placeholder). */
  thumbnail: string | null;
  viewers: number;
  startedAt: string | null;
  isLive: boolean;
  /** The host's DJ profile, when the host is a DJ. */
  djProfileId: number | null;
  /** Whether the signed-in user follows the host (false for visitors). */
  followedByMe: boolean;
  /**
   * The host's listening room, when one is open: Join Stream opens /listening?room={roomId}.
   * null while the stream has no room.
   */
  roomId: string | null;
}

export interface LiveStreamList {
  streams: LiveStream[];
}
