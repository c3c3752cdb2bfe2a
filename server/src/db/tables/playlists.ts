import type { Generated } from 'kysely';
import type { PlaylistVisibility } from '@common/playlists';
import { type Timestamp, type TablesStoredAs, storedAs } from '../storedAs';

/** A user's playlist (decision 0055); "Liked tracks" is not a row, it is read from track_likes. */
export interface PlaylistsTable {
  id: Generated<number>;
  userId: number;
  title: string;
  description: string | null;
  visibility: PlaylistVisibility;
  /** A cover the owner chose (one of their generated or uploaded images); null: the four-cover mosaic. */
  coverArt: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/**
 * One track of a playlist at its 0-based position (dense: 0..n-1). No foreign key to tracks: a deleted track
 * stays in the list, shown as unavailable.
 */
export interface PlaylistTracksTable {
  playlistId: number;
  trackId: number;
  position: number;
  addedAt: Timestamp;
}

/** Someone else's playlist a user saved to their library. */
export interface PlaylistSavesTable {
  userId: number;
  playlistId: number;
  createdAt: Timestamp;
}

/** The playlists tables, under their names in the database. */
export interface PlaylistsTables {
  playlists: PlaylistsTable;
  playlistTracks: PlaylistTracksTable;
  playlistSaves: PlaylistSavesTable;
}

/** How the playlists tables store their booleans and JSON values (decision 0042). */
export const playlistsStoredAs: TablesStoredAs<PlaylistsTables> = {
  playlists: storedAs<PlaylistsTable>()({}),
  playlistTracks: storedAs<PlaylistTracksTable>()({}),
  playlistSaves: storedAs<PlaylistSavesTable>()({}),
};
