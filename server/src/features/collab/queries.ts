import { COLLAB, COLLAB_MATCHING, type MatchQuery } from '@common/collab';
import { publicName } from '@common/people';
import { type Expression, type ExpressionBuilder, type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection';
import { isPostgres } from '../../db/migrations/columns';
import type { Database } from '../../db/schema';
import { type MatchSide, type MutualListening, needsOf, NO_LISTENING, parseLocation } from './formula';
import { accountNotHeld, listedTrack, ownerNotHeld } from '../../db/listing';

/** Track ids stored in a profile's `examples` (JSON numbers). */
export function readIds(value: readonly unknown[] | null): number[] {
  return (value ?? []).map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
}

const toNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** A LIKE pattern matching `text` anywhere, lower-cased, with LIKE's wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Whether a JSON list column holds one of `values` as a whole element, exactly (the lists matching reads are
 * stored in one spelling: skills, types, lower-cased genres). PostgreSQL asks jsonb itself; SQLite searches the
 * list's text for the element as JSON writes it (quoted), which is exact for whole elements.
 */
export function listHasExactly(
  db: Db,
  column: Expression<unknown>,
  ...values: string[]
): RawBuilder<boolean> {
  if (isPostgres(db)) {
    return values.length === 1
      ? sql<boolean>`jsonb_exists(${column}, ${values[0]})`
      : sql<boolean>`jsonb_exists_any(${column}, ${sql`array[${sql.join(values)}]::text[]`})`;
  }
  return sql<boolean>`(${sql.join(
    values.map((value) => sql`instr(${column}, ${JSON.stringify(value)}) > 0`),
    sql` or `,
  )})`;
}

/** The bit of `value` in a list of known values (any case), or null for a value outside the list. */
function bitOf(value: string, known: readonly string[]): number | null {
  const wanted = value.trim().toLowerCase();
  const index = known.findIndex((item) => item.toLowerCase() === wanted);
  return index < 0 ? null : 2 ** index;
}

const hasBit = (column: Expression<unknown>, bit: number) =>
  sql<boolean>`((${column} & ${sql.lit(bit)}) <> 0)`;

type SignalsEb = ExpressionBuilder<Database & { s: Database['collabSignals'] }, 's'>;

/** Filters of the matches list, as SQL conditions. */
export type MatchFilters = Omit<MatchQuery, 'page'>;

/**
 * Profiles that can be offered as matches, read live: available, of an account that is not deleted, not the
 * viewer's own.
 */
export function candidates(db: Db, viewerId: number | null) {
  let query = db
    .selectFrom('collabProfiles as p')
    .innerJoin('users as u', 'u.id', 'p.userId')
    .leftJoin('collabSignals as s', 's.userId', 'p.userId')
    .where('p.isAvailable', '=', true)
    .where('p.removedAt', 'is', null)
    .where(accountNotHeld('u'))
    .where('u.deletedAt', 'is', null);
  if (viewerId !== null) query = query.where('u.id', '!=', viewerId);
  return query;
}

/**
 * The users a list ranks: offerable signals rows (an available profile of an account that is not deleted), not
 * the viewer's own, narrowed by the filters (genre among their profile or track genres, skill, collaboration
 * type, location text, and q in their name, username or description): conditions on collab_signals alone,
 * one narrow table (decision 0033).
 */
export function offerableSignals(db: Db, viewerId: number | null, filters: MatchFilters) {
  let query = db
    .selectFrom('collabSignals as s')
    .where('s.offerable', '=', true)
    .where(ownerNotHeld(sql.ref('s.user_id')));
  if (viewerId !== null) query = query.where('s.userId', '!=', viewerId);
  const { genre, skill, collabType, location, q } = filters;
  if (genre) {
    query = query.where((eb) => listHasExactly(db, eb.ref('s.matchGenres'), genre.trim().toLowerCase()));
  }
  if (skill) {
    const bit = bitOf(skill, COLLAB.skills);
    query = query.where((eb) => (bit === null ? sql<boolean>`1 = 0` : hasBit(eb.ref('s.skillBits'), bit)));
  }
  if (collabType) {
    const bit = bitOf(collabType, COLLAB.collabTypes);
    query = query.where((eb) => (bit === null ? sql<boolean>`1 = 0` : hasBit(eb.ref('s.typeBits'), bit)));
  }
  if (location) {
    query = query.where(sql<boolean>`coalesce(s.place, '') like ${containsPattern(location)} escape '\\'`);
  }
  if (q)
    query = query.where(sql<boolean>`coalesce(s.search_text, '') like ${containsPattern(q)} escape '\\'`);
  return query;
}

/** The columns the formula reads of a candidate. */
const SIDE_COLUMNS = [
  'u.id',
  'u.username',
  'u.displayName',
  'u.genres',
  'u.location',
  'p.skills',
  'p.collabType',
  'p.isAvailable',
  's.trackGenres',
  's.analysedTracks',
  's.tempoAvg',
  's.energyAvg',
  's.danceabilityAvg',
  's.mainKey',
  's.requestsReceived',
  's.requestsAnswered',
  's.completedCollabs',
  's.ratingCount',
  's.ratingSum',
  's.activity',
] as const;

/** What SIDE_COLUMNS read back (signals are null for a profile whose signals were never computed). */
interface SideRow {
  id: number;
  username: string;
  displayName: string | null;
  genres: string[];
  location: string | null;
  skills: string[];
  collabType: string[];
  isAvailable: boolean;
  trackGenres: string[] | null;
  analysedTracks: unknown;
  tempoAvg: unknown;
  energyAvg: unknown;
  danceabilityAvg: unknown;
  mainKey: string | null;
  requestsReceived: unknown;
  requestsAnswered: unknown;
  completedCollabs: unknown;
  ratingCount: unknown;
  ratingSum: unknown;
  activity: unknown;
}

/** A row of SIDE_COLUMNS as the formula's input. */
export function toSide(row: SideRow): MatchSide {
  return {
    id: Number(row.id),
    name: publicName(row),
    genres: row.genres,
    trackGenres: row.trackGenres ?? [],
    location: row.location,
    skills: row.skills,
    collabType: row.collabType,
    isAvailable: row.isAvailable,
    analysedTracks: Number(row.analysedTracks ?? 0),
    tempo: toNumber(row.tempoAvg),
    energy: toNumber(row.energyAvg),
    danceability: toNumber(row.danceabilityAvg),
    mainKey: row.mainKey,
    requestsReceived: Number(row.requestsReceived ?? 0),
    requestsAnswered: Number(row.requestsAnswered ?? 0),
    completedCollabs: Number(row.completedCollabs ?? 0),
    ratingCount: Number(row.ratingCount ?? 0),
    ratingSum: Number(row.ratingSum ?? 0),
    activity: Number(row.activity ?? 0),
  };
}

/** The formula's input for one user with a profile (available or not, deleted or not), or undefined. */
export async function findSide(db: Db, userId: number): Promise<MatchSide | undefined> {
  const row = await db
    .selectFrom('collabProfiles as p')
    .innerJoin('users as u', 'u.id', 'p.userId')
    .leftJoin('collabSignals as s', 's.userId', 'p.userId')
    .select(SIDE_COLUMNS)
    .where('u.id', '=', userId)
    .where('u.deletedAt', 'is', null)
    .executeTakeFirst();
  return row ? toSide(row as SideRow) : undefined;
}

/** One profile that can be offered to the viewer as a match, as the formula's input, or undefined. */
export async function findCandidate(
  db: Db,
  viewerId: number | null,
  userId: number,
): Promise<MatchSide | undefined> {
  const row = await candidates(db, viewerId)
    .select(SIDE_COLUMNS)
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return row ? toSide(row as SideRow) : undefined;
}

/** Genres of the viewer the pre-score looks for, at most. */
const PRE_SCORE_GENRES = 8;

/**
 * A relevance the database computes for every candidate to choose which ones the formula scores: shared genres
 * (3 each), skills the viewer needs that they offer and skills of the viewer they need (2 each), shared
 * collaboration types (1 each), and the viewer's city in their location (1). It reads collab_signals only:
 * genres as a lower-cased list, skills and types as bit masks, the location lower-cased.
 */
function preScore(db: Db, eb: SignalsEb, viewer: MatchSide): RawBuilder<number> {
  const terms: RawBuilder<number>[] = [];
  const when = (condition: RawBuilder<boolean>, points: number) =>
    sql<number>`(case when ${condition} then ${sql.lit(points)} else 0 end)`;
  const genres = new Set([...viewer.genres, ...viewer.trackGenres].map((g) => g.trim().toLowerCase()));
  for (const genre of [...genres].filter(Boolean).sort().slice(0, PRE_SCORE_GENRES)) {
    terms.push(when(listHasExactly(db, eb.ref('s.matchGenres'), genre), 3));
  }
  // Each skill a candidate may hold, once: 2 points if it fills a need of the viewer, 2 if it needs a skill of
  // the viewer (a vocalist meeting a producer scores both).
  const needs = new Set(needsOf(viewer.skills));
  for (const [i, skill] of COLLAB.skills.entries()) {
    if (viewer.skills.includes(skill)) continue;
    const needsViewer = needsOf([skill]).some((need) => viewer.skills.includes(need));
    const points = (needs.has(skill) ? 2 : 0) + (needsViewer ? 2 : 0);
    if (points > 0) terms.push(when(hasBit(eb.ref('s.skillBits'), 2 ** i), points));
  }
  for (const [i, type] of COLLAB.collabTypes.entries()) {
    if (viewer.collabType.includes(type)) terms.push(when(hasBit(eb.ref('s.typeBits'), 2 ** i), 1));
  }
  const city = parseLocation(viewer.location).city;
  if (city) terms.push(when(sql<boolean>`(s.place like ${containsPattern(city)} escape '\\')`, 1));
  return terms.length === 0 ? sql<number>`0` : sql<number>`(${sql.join(terms, sql` + `)})`;
}

/**
 * The candidates the formula scores for a viewer: at most `limit` of the filtered profiles, the most relevant
 * first by the pre-score, then the most active, then by id. The database ranks ids from collab_signals only (a
 * narrow scan and sort), then the chosen candidates' columns are read by id: two queries, whatever the number
 * of profiles.
 */
export async function loadScoringCandidates(
  db: Db,
  viewer: MatchSide,
  filters: MatchFilters,
  limit: number,
): Promise<MatchSide[]> {
  const chosen = await offerableSignals(db, viewer.id, filters)
    .select('s.userId')
    .orderBy((eb) => preScore(db, eb, viewer), 'desc')
    .orderBy('s.activity', 'desc')
    .orderBy('s.userId')
    .limit(limit)
    .execute();
  return loadSides(
    db,
    chosen.map((row) => Number(row.userId)),
  );
}

/** The formula's input for these users with profiles, in the order of `ids`. */
async function loadSides(db: Db, ids: number[]): Promise<MatchSide[]> {
  if (ids.length === 0) return [];
  // Checked live as well: a profile made unavailable since its signals were written is never shown.
  const rows = await candidates(db, null).select(SIDE_COLUMNS).where('u.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [Number(row.id), toSide(row as SideRow)]));
  return ids.map((id) => byId.get(id)).filter((side): side is MatchSide => side !== undefined);
}

/**
 * One page of candidates by activity (visitors and users without a profile), plus one to tell if more follow.
 * The database orders ids only (a narrow sort); the page's columns are then read by id.
 */
export async function loadActiveCandidates(
  db: Db,
  viewerId: number | null,
  filters: MatchFilters,
  offset: number,
  count: number,
): Promise<MatchSide[]> {
  const rows = await offerableSignals(db, viewerId, filters)
    .select('s.userId')
    .orderBy('s.activity', 'desc')
    .orderBy('s.userId')
    .offset(offset)
    .limit(count)
    .execute();
  return loadSides(
    db,
    rows.map((row) => Number(row.userId)),
  );
}

/** What a card shows beyond the formula's input. */
export interface CardDetails {
  username: string;
  image: string | null;
  userType: string;
  planId: string | null;
  description: string;
  equipment: string[];
  rateInfo: string;
  followers: number;
}

/** The card details of these users, one query. */
export async function loadCardDetails(db: Db, userIds: number[]): Promise<Map<number, CardDetails>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('collabProfiles as p')
    .innerJoin('users as u', 'u.id', 'p.userId')
    .leftJoin('collabSignals as s', 's.userId', 'p.userId')
    .select([
      'u.id',
      'u.username',
      'u.profileImage',
      'u.userType',
      'u.planId',
      'p.description',
      'p.equipment',
      'p.rateInfo',
      's.followers',
    ])
    .where('u.id', 'in', userIds)
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        username: row.username,
        image: row.profileImage,
        userType: row.userType,
        planId: row.planId,
        description: row.description ?? '',
        equipment: row.equipment,
        rateInfo: row.rateInfo ?? '',
        followers: Number(row.followers ?? 0),
      },
    ]),
  );
}

/** The latest public published tracks of each of these users (at most COLLAB_MATCHING.recentWorkMax each). */
export async function loadRecentWork(
  db: Db,
  userIds: number[],
): Promise<Map<number, { id: number; title: string }[]>> {
  const work = new Map<number, { id: number; title: string }[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return work;
  const ranked = db
    .selectFrom('tracks')
    .select((eb) => [
      'id',
      'title',
      'userId',
      sql<number>`row_number() over (partition by ${eb.ref('userId')} order by coalesce(${eb.ref(
        'publishedAt',
      )}, ${eb.ref('uploadDate')}) desc, ${eb.ref('id')} desc)`.as('rank'),
    ])
    .where('userId', 'in', userIds)
    .where(listedTrack())
    .as('ranked');
  const rows = await db
    .selectFrom(ranked)
    .select(['id', 'title', 'userId'])
    .where('rank', '<=', COLLAB_MATCHING.recentWorkMax)
    .orderBy('userId')
    .orderBy('rank')
    .execute();
  for (const row of rows) work.get(Number(row.userId))?.push({ id: Number(row.id), title: row.title });
  return work;
}

/** Plays and likes between the viewer and each of these users, both ways (four grouped queries). */
export async function loadMutualListening(
  db: Db,
  viewerId: number,
  userIds: number[],
): Promise<Map<number, MutualListening>> {
  const result = new Map<number, MutualListening>(userIds.map((id) => [id, { ...NO_LISTENING }]));
  if (userIds.length === 0) return result;
  /**
   * Plays or likes (`table`) grouped by the other user: the viewer's of their tracks (`byViewer`), or theirs of
   * the viewer's tracks.
   */
  const counts = (table: 'trackPlays' | 'trackLikes', byViewer: boolean) =>
    db
      .selectFrom(`${table} as e` as 'trackPlays as e')
      .innerJoin('tracks as t', 't.id', 'e.trackId')
      .select((eb) => [
        (byViewer ? 't.userId' : 'e.userId') as 't.userId',
        eb.fn.countAll<number>().as('count'),
      ])
      .where(byViewer ? 'e.userId' : 't.userId', '=', viewerId)
      .where(byViewer ? 't.userId' : 'e.userId', 'in', userIds)
      .groupBy(byViewer ? 't.userId' : 'e.userId')
      .execute()
      .then((rows) => rows.map((row) => ({ other: row.userId, count: row.count })));
  const [viewerPlays, otherPlays, viewerLikes, otherLikes] = await Promise.all([
    counts('trackPlays', true),
    counts('trackPlays', false),
    counts('trackLikes', true),
    counts('trackLikes', false),
  ]);
  const add = (rows: { other: number | null; count: number }[], field: keyof MutualListening) => {
    for (const row of rows) {
      const entry = row.other === null ? undefined : result.get(Number(row.other));
      if (entry) entry[field] = Number(row.count);
    }
  };
  add(viewerPlays, 'playsByViewer');
  add(otherPlays, 'playsByOther');
  add(viewerLikes, 'likesByViewer');
  add(otherLikes, 'likesByOther');
  return result;
}

/**
 * A profile's examples that still qualify, in the profile's order: the owner's published tracks (for anyone
 * else, only those that are not private).
 */
export async function loadExamples(
  db: Db,
  ownerId: number,
  ids: number[],
  includePrivate: boolean,
): Promise<{ id: number; title: string }[]> {
  if (ids.length === 0) return [];
  let query = db
    .selectFrom('tracks')
    .select(['id', 'title'])
    .where('id', 'in', ids)
    .where('userId', '=', ownerId)
    .where('status', '=', 'published')
    .where('removedAt', 'is', null);
  if (!includePrivate) query = query.where('visibility', '!=', 'private');
  const rows = new Map((await query.execute()).map((row) => [Number(row.id), row.title]));
  return ids.filter((id) => rows.has(id)).map((id) => ({ id, title: rows.get(id)! }));
}
