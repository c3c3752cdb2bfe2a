import { sql } from 'kysely';
import type { PlaylistVisibility } from '@common/playlists';
import type { TrackStatus, TrackVisibility } from '../../db/schema';
import { ownerNotHeld } from '../../db/listing';

type ViewerId = number | null;

/** What the rules need of a playlist. */
export interface PlaylistAccess {
  userId: number;
  visibility: PlaylistVisibility;
}

/** What the rules need of a track in a playlist; null when the track has been deleted. */
export interface EntryTrackAccess {
  userId: number | null;
  status: TrackStatus;
  visibility: TrackVisibility;
  /** Removed by a moderator, or its owner suspended or banned: unavailable to everyone (decision 0061). */
  moderated?: boolean;
}

/** A `tracks` row in scope that a moderator has not removed and whose owner is not held (decision 0061). */
export function notModeratedSql() {
  return sql<boolean>`(tracks.removed_at is null and ${ownerNotHeld(sql.ref('tracks.user_id'))})`;
}

export function ownsPlaylist(viewerId: ViewerId, playlist: PlaylistAccess): boolean {
  return viewerId !== null && playlist.userId === viewerId;
}

/** The owner reads every playlist of theirs; anyone reads a public or unlisted one (by its link). */
export function canReadPlaylist(viewerId: ViewerId, playlist: PlaylistAccess): boolean {
  return ownsPlaylist(viewerId, playlist) || playlist.visibility !== 'private';
}

/** Only public playlists are listed (on a profile, in a sitemap); unlisted ones only open by their link. */
export function isListedPlaylist(playlist: Pick<PlaylistAccess, 'visibility'>): boolean {
  return playlist.visibility === 'public';
}

/**
 * Whether a user may put a track in a playlist: their own track whatever its state (others see it only while
 * it is published and public), or anyone's published public track. Someone else's unlisted track is refused:
 * its link was shared with one person, and a playlist shows it to everyone who opens it (decision 0055).
 */
export function mayAddTrack(userId: number, track: EntryTrackAccess | null): boolean {
  if (!track || track.moderated) return false;
  if (track.userId !== null && track.userId === userId) return true;
  return track.status === 'published' && track.visibility === 'public';
}

/**
 * Whether a playlist's track plays for this viewer, or shows as unavailable (details withheld): the viewer's
 * own tracks always; otherwise a published track that is public, or unlisted and the playlist owner's own (the
 * artist shared it by putting it there). A private, draft or deleted track is unavailable to everyone else.
 */
export function entryAvailable(viewerId: ViewerId, ownerId: number, track: EntryTrackAccess | null): boolean {
  if (!track || track.moderated) return false;
  if (viewerId !== null && track.userId === viewerId) return true;
  if (track.status !== 'published') return false;
  return track.visibility === 'public' || (track.visibility === 'unlisted' && track.userId === ownerId);
}

/**
 * In the viewer's own Liked tracks, which only they see: whatever they can still open (canViewTrack: their
 * own, or published and public or unlisted).
 */
export function likedEntryAvailable(viewerId: number, track: EntryTrackAccess | null): boolean {
  if (!track || track.moderated) return false;
  if (track.userId === viewerId) return true;
  return track.status === 'published' && (track.visibility === 'public' || track.visibility === 'unlisted');
}

/**
 * entryAvailable as SQL, for the `tracks` row (left-joined, null once deleted) of a `playlists` row in scope, so
 * that lists count and draw covers without reading every track.
 */
export function entryAvailableSql(viewerId: ViewerId) {
  const own = viewerId === null ? sql`false` : sql`tracks.user_id = ${viewerId}`;
  return sql<boolean>`(tracks.id is not null and ${notModeratedSql()} and (${own} or (tracks.status = 'published' and (tracks.visibility = 'public' or (tracks.visibility = 'unlisted' and tracks.user_id = playlists.user_id)))))`;
}
