import { publicName } from '@common/people';
import { LIKED_PLAYLIST_ID, type PlaylistDetail, type PlaylistTrack } from '@common/playlists';
import type { UserRow } from '../../db/schema';
import { fullAudioTrackIds } from '../tracks';
import { entryAvailable, entryAvailableSql, likedEntryAvailable } from './policies';
import {
  MOSAIC_COVERS,
  mosaicCovers,
  presentEntry,
  type SummaryParts,
  summaryOfTracks,
  totalDuration,
} from './presenter';
import {
  type EntryRow,
  type Executor,
  type PlaylistRow,
  readEntries,
  readLikedEntries,
  readSaves,
  readTotals,
} from './queries';

type Viewer = Pick<UserRow, 'id'> | null;

/** The entries as this viewer sees them, priced tracks with their preview unless the viewer may play them. */
async function presentEntries(
  db: Executor,
  viewer: Viewer,
  entries: EntryRow[],
  available: (entry: EntryRow) => boolean,
) {
  const shown = entries.filter(available);
  const full = await fullAudioTrackIds(
    db,
    viewer,
    shown.map((entry) => ({ id: entry.trackId, userId: entry.userId, price: entry.price ?? 0 })),
  );
  const shownSet = new Set(shown);
  return entries.map((entry) => presentEntry(entry, shownSet.has(entry), full.has(entry.trackId)));
}

/** A playlist's page for this viewer: every track, and the counts and covers drawn from them. */
export async function playlistPage(
  db: Executor,
  viewer: Viewer,
  playlist: PlaylistRow,
): Promise<{ parts: SummaryParts; tracks: PlaylistTrack[] }> {
  const viewerId = viewer?.id ?? null;
  const entries = await readEntries(db, [playlist.id]);
  const tracks = await presentEntries(db, viewer, entries, (entry) =>
    entryAvailable(viewerId, playlist.userId, trackAccess(entry)),
  );
  const saves = await readSaves(db, [playlist.id], viewerId);
  const parts = {
    ...summaryOfTracks(tracks),
    saves: saves.counts.get(playlist.id) ?? 0,
    savedByMe: saves.mine.has(playlist.id),
  };
  return { parts, tracks };
}

/**
 * The cards of these playlists for this viewer, counted by the database (a list never reads every track): four
 * queries whatever the number and length of the playlists.
 */
export async function playlistCards(
  db: Executor,
  viewer: Viewer,
  playlists: PlaylistRow[],
): Promise<Map<number, SummaryParts>> {
  const ids = playlists.map((playlist) => playlist.id);
  const viewerId = viewer?.id ?? null;
  const totals = await readTotals(db, ids, entryAvailableSql(viewerId), MOSAIC_COVERS);
  const saves = await readSaves(db, ids, viewerId);
  return new Map(
    ids.map((id) => [
      id,
      { ...totals.get(id)!, saves: saves.counts.get(id) ?? 0, savedByMe: saves.mine.has(id) },
    ]),
  );
}

/** The rules' view of an entry's track, or null once it has been deleted. */
function trackAccess(entry: EntryRow) {
  return entry.status && entry.visibility
    ? { userId: entry.userId, status: entry.status, visibility: entry.visibility }
    : null;
}

/** The user's own built-in "Liked tracks": every track they like, the latest first. Theirs alone. */
export async function likedPlaylist(db: Executor, user: UserRow): Promise<PlaylistDetail> {
  const entries = await readLikedEntries(db, user.id);
  const tracks = await presentEntries(db, user, entries, (entry) =>
    likedEntryAvailable(user.id, trackAccess(entry)),
  );
  const latest = entries[0]?.addedAt ?? user.createdAt;
  return {
    id: LIKED_PLAYLIST_ID,
    title: 'Liked tracks',
    description: null,
    visibility: 'private',
    ownerId: user.id,
    ownerName: publicName(user),
    ownerUsername: user.username,
    coverArt: null,
    covers: mosaicCovers(tracks),
    trackCount: tracks.length,
    totalDuration: totalDuration(tracks),
    saves: 0,
    savedByMe: false,
    createdAt: new Date(user.createdAt).toISOString(),
    updatedAt: new Date(latest).toISOString(),
    tracks,
  };
}
