import { publicName } from '@common/people';
import { LIKED_PLAYLIST_ID, type PlaylistDetail } from '@common/playlists';
import type { UserRow } from '../../db/schema';
import { fullAudioTrackIds } from '../tracks';
import { entryAvailable, likedEntryAvailable } from './policies';
import { mosaicCovers, presentEntry, type SummaryParts, totalDuration } from './presenter';
import {
  type EntryRow,
  type Executor,
  type PlaylistRow,
  readEntries,
  readLikedEntries,
  readSaves,
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

/** Everything a card or page of each playlist needs, for this viewer, in a fixed handful of queries. */
export async function playlistParts(
  db: Executor,
  viewer: Viewer,
  playlists: PlaylistRow[],
): Promise<Map<number, SummaryParts>> {
  const ids = playlists.map((playlist) => playlist.id);
  const owners = new Map(playlists.map((playlist) => [playlist.id, playlist.userId]));
  const viewerId = viewer?.id ?? null;
  const entries = await readEntries(db, ids);
  const tracks = await presentEntries(db, viewer, entries, (entry) =>
    entryAvailable(viewerId, owners.get(entry.playlistId)!, trackAccess(entry)),
  );
  const saves = await readSaves(db, ids, viewerId);
  const parts = new Map<number, SummaryParts>(
    ids.map((id) => [id, { tracks: [], saves: saves.counts.get(id) ?? 0, savedByMe: saves.mine.has(id) }]),
  );
  entries.forEach((entry, index) => parts.get(entry.playlistId)!.tracks.push(tracks[index]!));
  return parts;
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
