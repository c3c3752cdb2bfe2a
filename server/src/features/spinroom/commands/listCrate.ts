import type { CratePage, CrateQuery } from '@common/spinroom';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../../db/connection';
import type { Database, TrackRow } from '../../../db/schema';
import { shownBpmSql } from '../../tracks';
import { crateTracks } from '../crateTracks';
import { presentCrateBeat } from '../presenter';

type TracksEb = ExpressionBuilder<Database, 'tracks'>;

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The crate's filters: genre and a search over title and artist. */
function filtered(db: Db, query: CrateQuery) {
  let base = crateTracks(db);
  if (query.genre) base = base.where('tracks.genre', '=', query.genre);
  if (query.q) {
    const pattern = containsPattern(query.q);
    base = base.where((eb) =>
      eb.or([
        sql<boolean>`lower(${eb.ref('tracks.title')}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(coalesce(${eb.ref('tracks.artist')}, '')) like ${pattern} escape '\\'`,
      ]),
    );
  }
  return base;
}

const addedTime = (eb: TracksEb) => eb.fn.coalesce('tracks.publishedAt', 'tracks.uploadDate');

/** The Crate: public published tracks with their upvotes, filtered, sorted and paged, plus its genres. */
export async function listCrate(db: Db, query: CrateQuery, viewerId: number | null): Promise<CratePage> {
  const { page, pageSize, sort } = query;

  let list = filtered(db, query)
    .leftJoin('users', 'users.id', 'tracks.userId')
    .selectAll('tracks')
    .select((eb) => [
      'users.username as artistUsername',
      eb
        .selectFrom('trackUpvotes')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('trackUpvotes.trackId', '=', 'tracks.id')
        .as('upvotes'),
    ]);
  if (sort === 'upvotes') list = list.orderBy('upvotes', 'desc');
  if (sort === 'bpm') {
    // By the BPM shown (typed, else measured); tracks without one go last on both databases.
    list = list.orderBy(sql`case when ${shownBpmSql} is null then 1 else 0 end`).orderBy(shownBpmSql, 'asc');
  }
  list = list.orderBy(addedTime, 'desc').orderBy('tracks.id', 'desc');

  const [rows, count, genreRows] = await Promise.all([
    list
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    filtered(db, query)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirst(),
    crateTracks(db)
      .select('tracks.genre')
      .distinct()
      .where('tracks.genre', 'is not', null)
      .where('tracks.genre', '<>', '')
      .orderBy('tracks.genre')
      .execute(),
  ]);

  const upvoted = new Set<number>();
  const liked = new Set<number>();
  if (viewerId !== null && rows.length > 0) {
    const ids = rows.map((r) => r.id);
    const [myUpvotes, myLikes] = await Promise.all([
      db
        .selectFrom('trackUpvotes')
        .select('trackId')
        .where('userId', '=', viewerId)
        .where('trackId', 'in', ids)
        .execute(),
      db
        .selectFrom('trackLikes')
        .select('trackId')
        .where('userId', '=', viewerId)
        .where('trackId', 'in', ids)
        .execute(),
    ]);
    for (const m of myUpvotes) upvoted.add(m.trackId);
    for (const m of myLikes) liked.add(m.trackId);
  }

  const total = Number(count?.total ?? 0);
  return {
    beats: rows.map((row) =>
      presentCrateBeat(row as TrackRow, {
        artistUsername: row.artistUsername ?? null,
        upvotes: Number(row.upvotes ?? 0),
        upvotedByMe: upvoted.has(row.id),
        likedByMe: liked.has(row.id),
      }),
    ),
    genres: genreRows.map((g) => g.genre).filter((g): g is string => Boolean(g)),
    page,
    pageSize,
    total,
    hasMore: page * pageSize < total,
  };
}
