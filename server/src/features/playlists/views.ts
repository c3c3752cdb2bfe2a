import { publicName } from '@common/people';
import { sql } from 'kysely';
import {
  LIKED_PLAYLIST_ID,
  type PlaylistDetail,
  type PlaylistSummary,
  type PlaylistTrack,
} from '@common/playlists';
import type { UserRow } from '../../db/schema';
import { fullAudioTrackIds } from '../tracks';
import { entryAvailable, entryAvailableSql, likedEntryAvailable, notModeratedSql } from './policies';
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
    ? {
        userId: entry.userId,
        status: entry.status,
        visibility: entry.visibility,
        moderated: Boolean(entry.moderated),
      }
    : null;
}

/** The card of the user's own "Liked tracks" from its parts. */
function likedSummary(
  user: UserRow,
  parts: Pick<SummaryParts, 'trackCount' | 'totalDuration' | 'covers'>,
  latest: string | Date | null,
): PlaylistSummary {
  return {
    id: LIKED_PLAYLIST_ID,
    title: 'Liked tracks',
    description: null,
    visibility: 'private',
    ownerId: user.id,
    ownerName: publicName(user),
    ownerUsername: user.username,
    coverArt: null,
    ...parts,
    saves: 0,
    savedByMe: false,
    createdAt: new Date(user.createdAt).toISOString(),
    updatedAt: new Date(latest ?? user.createdAt).toISOString(),
  };
}

/** likedEntryAvailable as SQL over a liked `tracks` row: what the user can still open, with its audio. */
function likedAvailableSql(userId: number) {
  return sql<boolean>`(tracks.audio_url is not null and ${notModeratedSql()} and (tracks.user_id = ${userId} or (tracks.status = 'published' and tracks.visibility in ('public', 'unlisted'))))`;
}

/** The user's "Liked tracks" card, counted by the database as the other cards are (two queries). */
export async function likedCard(db: Executor, user: UserRow): Promise<PlaylistSummary> {
  const available = likedAvailableSql(user.id);
  const liked = () =>
    db
      .selectFrom('trackLikes')
      .innerJoin('tracks', 'tracks.id', 'trackLikes.trackId')
      .where('trackLikes.userId', '=', user.id);
  const totals = await liked()
    .select((eb) => [
      eb.fn.countAll<number | string>().as('trackCount'),
      sql<number | string | null>`sum(case when ${available} then tracks.duration else 0 end)`.as('seconds'),
      eb.fn.max('trackLikes.createdAt').as('latest'),
    ])
    .executeTakeFirstOrThrow();
  const covers = await liked()
    .select(['tracks.coverArt', (eb) => eb.fn.max('trackLikes.createdAt').as('likedAt')])
    .where(available)
    .where('tracks.coverArt', 'is not', null)
    .groupBy('tracks.coverArt')
    .orderBy('likedAt', 'desc')
    .orderBy('tracks.coverArt')
    .limit(MOSAIC_COVERS)
    .execute();
  return likedSummary(
    user,
    {
      trackCount: Number(totals.trackCount),
      totalDuration: Math.round(Number(totals.seconds ?? 0)),
      covers: covers.map((row) => row.coverArt!),
    },
    totals.latest,
  );
}

/** The user's own built-in "Liked tracks": every track they like, the latest first. Theirs alone. */
export async function likedPlaylist(db: Executor, user: UserRow): Promise<PlaylistDetail> {
  const entries = await readLikedEntries(db, user.id);
  const tracks = await presentEntries(db, user, entries, (entry) =>
    likedEntryAvailable(user.id, trackAccess(entry)),
  );
  const parts = {
    trackCount: tracks.length,
    totalDuration: totalDuration(tracks),
    covers: mosaicCovers(tracks),
  };
  return { ...likedSummary(user, parts, entries[0]?.addedAt ?? null), tracks };
}
