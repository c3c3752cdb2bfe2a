import { COLLAB, COLLAB_MATCHING, type CollabFilters, genreLabel } from '@common/collab';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { isPostgres } from '../../../db/migrations/columns';

type ListColumn = 'u.genres' | 's.track_genres' | 'p.skills' | 'p.collab_type';

/** The distinct elements of a list column over the available profiles of accounts that are not deleted. */
async function distinctElements(db: Db, column: ListColumn): Promise<string[]> {
  const elements = isPostgres(db)
    ? sql`cross join lateral jsonb_array_elements_text(coalesce(${sql.ref(column)}, '[]'::jsonb)) as e(value)`
    : sql`cross join json_each(coalesce(${sql.ref(column)}, '[]')) as e`;
  const { rows } = await sql<{ value: string }>`
    select distinct e.value as value
    from collab_profiles p
    join users u on u.id = p.user_id
    left join collab_signals s on s.user_id = p.user_id
    ${elements}
    where p.is_available = ${true} and u.deleted_at is null`.execute(db);
  return rows.map((row) => String(row.value));
}

/** Known values in their own order, then any others alphabetically. */
function inOrder(values: string[], known: readonly string[]): string[] {
  const present = new Set(values);
  const others = values.filter((value) => !known.includes(value)).sort();
  return [...known.filter((value) => present.has(value)), ...others];
}

/**
 * GET /api/collab/filters: the options of the Finder's chips, from the available profiles: their genres
 * (profile and tracks, one label each), skills, collaboration types, and the most common locations.
 */
export async function listCollabFilters(db: Db): Promise<CollabFilters> {
  const [userGenres, trackGenres, skills, collabTypes] = await Promise.all([
    distinctElements(db, 'u.genres'),
    distinctElements(db, 's.track_genres'),
    distinctElements(db, 'p.skills'),
    distinctElements(db, 'p.collab_type'),
  ]);
  const genres = new Map<string, string>();
  // Profile genres as their users wrote them; track genres (lower-case ids) by their label.
  for (const genre of [...userGenres, ...trackGenres.map(genreLabel)]) {
    const key = genre.trim().toLowerCase();
    if (key && !genres.has(key)) genres.set(key, genre.trim());
  }
  const locations = await db
    .selectFrom('collabProfiles as p')
    .innerJoin('users as u', 'u.id', 'p.userId')
    .select((eb) => ['u.location', eb.fn.countAll<number>().as('count')])
    .where('p.isAvailable', '=', true)
    .where('u.deletedAt', 'is', null)
    .where('u.location', 'is not', null)
    .where('u.location', '!=', '')
    .groupBy('u.location')
    .orderBy('count', 'desc')
    .orderBy('u.location')
    .limit(COLLAB_MATCHING.locationOptionsMax)
    .execute();
  return {
    genres: [...genres.values()].sort((a, b) => a.localeCompare(b, 'en')),
    skills: inOrder(skills, COLLAB.skills),
    locations: locations.map((row) => row.location!).sort((a, b) => a.localeCompare(b, 'en')),
    collabTypes: inOrder(collabTypes, COLLAB.collabTypes),
  };
}
