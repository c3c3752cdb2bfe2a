import type { SearchSort, SearchType } from '@common/search';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { SearchEngine } from './engines/engine';

/** A found document with what its result shows (the track or course it stands for, when it is one). */
export interface FoundRow {
  type: SearchType;
  sourceId: number;
  title: string;
  subtitle: string | null;
  image: string | null;
  score: number;
  trackUserId: number | null;
  trackPrice: number | string | null;
  audioUrl: string | null;
  previewKey: string | null;
  measuredBpm: number | null;
  measuredKey: string | null;
  energy: number | null;
  duration: number | null;
  coursePrice: number | string | null;
}

const COLUMNS = sql`d.type, d.source_id, d.title, d.subtitle, d.image, t.user_id as track_user_id,
  t.price as track_price, t.audio_url, t.preview_key, t.measured_bpm, t.measured_key, t.energy, t.duration,
  c.price as course_price`;
const TRACK_JOIN = sql`left join tracks t on d.source = 'tracks' and t.id = d.source_id`;
const JOINS = sql`${TRACK_JOIN} left join courses c on d.source = 'courses' and c.id = d.source_id`;

/** What to find: the plan's word groups (none: browse), the types, and the filters' conditions. */
export interface DocumentQuery {
  groups: string[][];
  types: readonly SearchType[];
  conditions: RawBuilder<unknown>[];
}

/**
 * The matching documents with what ranks them (no other column): the track is joined only when a filter or the
 * sort reads it, so ranking touches as little as it can; the shown columns are read for the chosen rows only.
 */
function ranked(engine: SearchEngine, query: DocumentQuery, withTrack: boolean, best?: number) {
  const filtered = query.conditions.length > 0;
  const words = query.groups.length > 0;
  const match = words
    ? engine.match(query.groups, best)
    : { from: sql`search_documents d`, where: sql`1 = 1`, relevance: sql<number>`1.0` };
  const where = sql.join(
    [match.where, sql`d.type in (${sql.join([...query.types])})`, ...query.conditions],
    sql` and `,
  );
  const track = withTrack || filtered;
  // A filter reads the track, so only documents with one can match; without words, browsing starts from the
  // track's indexes (measured key, tempo).
  const from = !track
    ? match.from
    : !words && filtered
      ? engine.tracksFirst
      : sql`${match.from} ${filtered ? sql`join tracks t on d.source = 'tracks' and t.id = d.source_id` : TRACK_JOIN}`;
  const select = sql`select d.id as doc_id, (${match.relevance} * d.boost) as score, d.source_id, d.type,
    d.published_at, d.boost, ${track ? sql`t.measured_bpm` : sql`null`} as sort_bpm
    from ${from} where ${where}`;
  return { select, from, where };
}

const ORDER: Record<SearchSort, (alias: string) => RawBuilder<unknown>> = {
  relevance: (m) => sql.raw(`${m}.score desc, ${m}.source_id, ${m}.type`),
  newest: (m) =>
    sql.raw(`${m}.published_at is null, ${m}.published_at desc, ${m}.score desc, ${m}.source_id, ${m}.type`),
  popular: (m) => sql.raw(`${m}.boost desc, ${m}.score desc, ${m}.source_id, ${m}.type`),
  bpm: (m) => sql.raw(`${m}.sort_bpm is null, ${m}.sort_bpm, ${m}.score desc, ${m}.source_id, ${m}.type`),
};

/** One page of documents, best first by the sort (ties by id), and how many match in all. */
export async function findDocuments(
  db: Db,
  engine: SearchEngine,
  query: DocumentQuery,
  sort: SearchSort,
  page: { limit: number; offset: number },
): Promise<{ rows: FoundRow[]; total: number }> {
  if (query.types.length === 0) return { rows: [], total: 0 };
  const { select, from, where } = ranked(engine, query, sort === 'bpm');
  // The total comes with the page (one pass over the matches); only a page past the end counts apart.
  const { rows } = await sql<FoundRow & { total: number | string }>`
    select ${COLUMNS}, m.score, m.total from (
      select r.*, count(*) over () as total from (${select}) r
      order by ${ORDER[sort]('r')} limit ${page.limit} offset ${page.offset}
    ) m join search_documents d on d.id = m.doc_id ${JOINS}
    order by ${ORDER[sort]('m')}`.execute(db);
  if (rows.length > 0) return { rows, total: Number(rows[0]!.total) };
  const counted = await sql<{ n: number | string }>`select count(*) as n from ${from} where ${where}`.execute(
    db,
  );
  return { rows, total: Number(counted.rows[0]?.n ?? 0) };
}

/**
 * How many matches, the best by text relevance, suggestions rank by popularity and split by type: reading every
 * match's document made a two-letter prefix over 100,000 tracks cost hundreds of milliseconds (decision 0054).
 */
export const SUGGEST_CANDIDATES = 400;

/**
 * The best few documents of each type (suggestions), best first within each type, among the engine's
 * SUGGEST_CANDIDATES best text matches.
 */
export async function findBestOfEachType(
  db: Db,
  engine: SearchEngine,
  query: DocumentQuery,
  perType: number,
): Promise<FoundRow[]> {
  const { select } = ranked(engine, query, false, SUGGEST_CANDIDATES);
  const { rows } = await sql<FoundRow & { rank: number }>`
    select ${COLUMNS}, m.score, m.rank from (
      select r.*, row_number() over (partition by r.type order by r.score desc, r.source_id) as rank
      from (${select}) r
    ) m join search_documents d on d.id = m.doc_id ${JOINS}
    where m.rank <= ${perType} order by m.type, m.rank`.execute(db);
  return rows;
}

/** The documents of these tracks (findable ones only), in no particular order. */
export async function findTrackDocuments(db: Db, trackIds: number[]): Promise<FoundRow[]> {
  if (trackIds.length === 0) return [];
  const { rows } = await sql<FoundRow>`
    select ${COLUMNS}, d.boost as score from search_documents d ${JOINS}
    where d.source = 'tracks' and d.source_id in (${sql.join(trackIds)})`.execute(db);
  return rows;
}
