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
const JOINS = sql`left join tracks t on d.source = 'tracks' and t.id = d.source_id
  left join courses c on d.source = 'courses' and c.id = d.source_id`;

/** What to find: the plan's word groups (none: browse), the types, and the filters' conditions. */
export interface DocumentQuery {
  groups: string[][];
  types: readonly SearchType[];
  conditions: RawBuilder<unknown>[];
}

function parts(engine: SearchEngine, query: DocumentQuery) {
  const match =
    query.groups.length > 0
      ? engine.match(query.groups)
      : { from: sql`search_documents d`, where: sql`1 = 1`, relevance: sql<number>`1.0` };
  const where = sql.join(
    [match.where, sql`d.type in (${sql.join([...query.types])})`, ...query.conditions],
    sql` and `,
  );
  return { from: match.from, where, score: sql<number>`(${match.relevance} * d.boost)` };
}

const ORDER: Record<SearchSort, RawBuilder<unknown>> = {
  relevance: sql`score desc, d.source_id, d.type`,
  newest: sql`d.published_at is null, d.published_at desc, score desc, d.source_id, d.type`,
  popular: sql`d.boost desc, score desc, d.source_id, d.type`,
  bpm: sql`t.measured_bpm is null, t.measured_bpm, score desc, d.source_id, d.type`,
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
  const { from, where, score } = parts(engine, query);
  const { rows } = await sql<FoundRow>`
    select ${COLUMNS}, ${score} as score from ${from} ${JOINS} where ${where}
    order by ${ORDER[sort]} limit ${page.limit} offset ${page.offset}`.execute(db);
  const counted = await sql<{ n: number | string }>`
    select count(*) as n from ${from} ${JOINS} where ${where}`.execute(db);
  return { rows, total: Number(counted.rows[0]?.n ?? 0) };
}

/** The best few documents of each type (suggestions), best first within each type. */
export async function findBestOfEachType(
  db: Db,
  engine: SearchEngine,
  query: DocumentQuery,
  perType: number,
): Promise<FoundRow[]> {
  const { from, where, score } = parts(engine, query);
  const { rows } = await sql<FoundRow & { rank: number }>`
    select * from (
      select matched.*,
        row_number() over (partition by matched.type order by matched.score desc, matched.source_id) as rank
      from (select ${COLUMNS}, ${score} as score from ${from} ${JOINS} where ${where}) matched
    ) found where found.rank <= ${perType} order by found.type, found.rank`.execute(db);
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
