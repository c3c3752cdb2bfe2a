import {
  COVER_ART_DEFAULTS,
  type CoverArtDefaults,
  type CoverArtGenre,
  type CoverArtRenderer,
  isCoverArtGenre,
} from '@common/coverart';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';

/** Other ways artists write the 16 genres in their profiles ('Hip Hop', 'RnB', 'House'...). */
const GENRE_WORDS: Record<string, CoverArtGenre> = {
  hiphop: 'hip-hop',
  rap: 'hip-hop',
  rb: 'r&b',
  rnb: 'r&b',
  randb: 'r&b',
  rhythmandblues: 'r&b',
  afrobeat: 'afrobeats',
  afropop: 'afrobeats',
  house: 'electronic',
  techno: 'electronic',
  edm: 'electronic',
  dance: 'electronic',
  reggaeton: 'latin',
  salsa: 'latin',
  dancehall: 'reggae',
};

/** One of the 16 genres for a genre as someone wrote it, or null. */
export function coverArtGenreOf(text: string | null | undefined): CoverArtGenre | null {
  const lower = (text ?? '').trim().toLowerCase();
  if (isCoverArtGenre(lower)) return lower;
  const key = lower.replace(/&/g, 'and').replace(/[^a-z0-9]/g, '');
  const spaced = lower.replace(/\s+/g, '-');
  if (isCoverArtGenre(spaced)) return spaced;
  return GENRE_WORDS[key] ?? GENRE_WORDS[key.replace(/and/g, '')] ?? null;
}

/**
 * A signed-in artist's own genre: the first of their profile genres that is one of the 16, else the genre most
 * of their tracks have (the newest track breaks a tie); null when neither says.
 */
export async function artistGenre(
  db: Db,
  user: UserRow,
): Promise<{ genre: CoverArtGenre; from: 'profile' | 'tracks' } | null> {
  for (const written of user.genres ?? []) {
    const genre = coverArtGenreOf(written);
    if (genre) return { genre, from: 'profile' };
  }
  const rows = await db
    .selectFrom('tracks')
    .select(['genre', 'uploadDate', 'id'])
    .where('userId', '=', user.id)
    .where('genre', 'is not', null)
    .orderBy('uploadDate', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
  const counts = new Map<CoverArtGenre, number>();
  for (const row of rows) {
    const genre = coverArtGenreOf(row.genre);
    if (genre) counts.set(genre, (counts.get(genre) ?? 0) + 1);
  }
  let best: CoverArtGenre | null = null;
  // Map order is first-seen order, newest first, so the newest wins a tie.
  for (const [genre, count] of counts) if (!best || count > counts.get(best)!) best = genre;
  return best ? { genre: best, from: 'tracks' } : null;
}

/** The genre a request without one is drawn in: the artist's own, else part 2's default. */
export async function genreFor(db: Db, user: UserRow | null): Promise<CoverArtGenre> {
  return (user ? (await artistGenre(db, user))?.genre : null) ?? COVER_ART_DEFAULTS.genre;
}

/** GET /api/cover-art/defaults: the form's genre for this user (a visitor gets part 2's) and who draws. */
export async function coverArtDefaults(
  db: Db,
  user: UserRow | null,
  renderer: CoverArtRenderer,
): Promise<CoverArtDefaults> {
  const own = user ? await artistGenre(db, user) : null;
  return own
    ? { genre: own.genre, genreFrom: own.from, renderer }
    : { genre: COVER_ART_DEFAULTS.genre, genreFrom: 'default', renderer };
}
