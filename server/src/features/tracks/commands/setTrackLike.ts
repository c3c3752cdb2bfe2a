import { type LikeState, TRACK_MESSAGES } from '@common/tracks';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { isPostgres } from '../../../db/migrations/columns';
import type { UserRow } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { notify } from '../../notifications';
import { likesChanged } from '../listCache';
import { reachableTrack } from '../../../db/listing';

/** What a like or unlike did: the track's count afterwards, and whether a like row was inserted or deleted. */
interface LikeWrite {
  likes: number;
  changed: boolean;
}

/**
 * canViewTrack (policies.ts) as SQL, for the `tracks` row in scope: the owner always, anyone else only a
 * published public or unlisted track. Checking it inside the write saves a read per like and leaves no gap
 * between the check and the write.
 */
const viewableBy = (userId: number) =>
  sql`(tracks.removed_at is null and (tracks.user_id = ${userId} or ${reachableTrack()}))`;

/**
 * Likes or unlikes a track the user can see (404 otherwise, never revealing whether it exists). Idempotent:
 * the like row and the counter change together, and the counter moves only when a row was really inserted or
 * deleted, so concurrent likes never make it drift. PostgreSQL does the check, the like row and the counter
 * in one statement (one round trip); SQLite, which has no writing CTEs, in one transaction of two statements.
 */
export async function setTrackLike(db: Db, user: UserRow, id: number, liked: boolean): Promise<LikeState> {
  const now = new Date().toISOString();
  const result = isPostgres(db)
    ? await writeOnPostgres(db, user.id, id, liked, now)
    : await writeOnSqlite(db, user.id, id, liked, now);
  if (!result) throw notFound(TRACK_MESSAGES.notFound);
  if (result.changed) {
    likesChanged(db, id);
    if (liked) await notifyLike(db, user.id, id);
  }
  return { liked, likes: Math.max(0, result.likes) };
}

/**
 * One statement: the visible track, the like row inserted (or deleted), the counter moved by the rows really
 * written. A concurrent like of the same user waits on the primary key and then does nothing; concurrent likes
 * of different users queue on the track row and each adds one to the latest count.
 */
async function writeOnPostgres(
  db: Db,
  userId: number,
  id: number,
  liked: boolean,
  now: string,
): Promise<LikeWrite | null> {
  const write = liked
    ? sql`insert into track_likes (user_id, track_id, created_at)
          select cast(${userId} as integer), id, cast(${now} as timestamptz) from track
          on conflict do nothing
          returning track_id`
    : sql`delete from track_likes
          where user_id = ${userId} and track_id in (select id from track)
          returning track_id`;
  const { rows } = await sql<LikeWrite>`
    with track as (
      select tracks.id, tracks.like_count from tracks where tracks.id = ${id} and ${viewableBy(userId)}
    ),
    written as (${write}),
    counted as (
      update tracks set like_count = like_count + ${liked ? 1 : -1}
      where id in (select track_id from written)
      returning like_count
    )
    select coalesce((select like_count from counted), track.like_count) as likes,
           exists (select 1 from written) as changed
    from track`.execute(db);
  const row = rows[0];
  return row ? { likes: Number(row.likes), changed: Boolean(row.changed) } : null;
}

/**
 * One transaction (SQLite runs one writer at a time): the like row inserted (or deleted) only if the track is
 * visible, then the counter moved and read back in the same UPDATE; when nothing was written, one read tells
 * a hidden track from a like that was already there.
 */
async function writeOnSqlite(
  db: Db,
  userId: number,
  id: number,
  liked: boolean,
  now: string,
): Promise<LikeWrite | null> {
  return db.transaction().execute(async (trx) => {
    const write = liked
      ? sql`insert into track_likes (user_id, track_id, created_at)
            select ${userId}, tracks.id, ${now} from tracks where tracks.id = ${id} and ${viewableBy(userId)}
            on conflict do nothing`
      : sql`delete from track_likes
            where user_id = ${userId} and track_id = ${id}
              and exists (select 1 from tracks where tracks.id = ${id} and ${viewableBy(userId)})`;
    const { numAffectedRows } = await write.execute(trx);
    if (numAffectedRows) {
      const { rows } = await sql<{ likes: number }>`
        update tracks set like_count = like_count + ${liked ? 1 : -1} where id = ${id}
        returning like_count as likes`.execute(trx);
      return { likes: Number(rows[0]?.likes ?? 0), changed: true };
    }
    const { rows } = await sql<{ likes: number }>`
      select tracks.like_count as likes from tracks where tracks.id = ${id} and ${viewableBy(userId)}`.execute(
      trx,
    );
    return rows[0] ? { likes: Number(rows[0].likes), changed: false } : null;
  });
}

/**
 * Tells the track's owner of a new like (after the like is written: a like is never held back by it). The
 * title is frozen now; a track made private later shows as unavailable.
 */
async function notifyLike(db: Db, likerId: number, trackId: number): Promise<void> {
  const track = await db
    .selectFrom('tracks')
    .select(['userId', 'title'])
    .where('id', '=', trackId)
    .executeTakeFirst();
  if (!track || track.userId === null) return;
  await notify(db, {
    recipientId: track.userId,
    kind: 'track_like',
    actorId: likerId,
    subjectType: 'track',
    subjectId: trackId,
    data: { title: track.title },
  });
}
