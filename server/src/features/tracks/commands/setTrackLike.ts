import { type LikeState, TRACK_MESSAGES } from '@common/tracks';
import { sql } from 'kysely';
import { compiledOnce } from '../../../db/compiledOnce';
import type { Db } from '../../../db/connection';
import { isPostgres } from '../../../db/migrations/columns';
import type { UserRow } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { notify } from '../../notifications';
import { likesChanged } from '../listCache';
import { reachableTrack } from '../../../db/listing';

/**
 * What a like or unlike did: the track's count afterwards, whether a like row was inserted or deleted, and the
 * track's owner and title (read with the count, for the owner's notification).
 */
interface LikeWrite {
  likes: number;
  changed: boolean;
  ownerId: number | null;
  title: string;
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
 * the database moves the counter with the like row (a trigger, decision 0069), so it moves only when a row was
 * really inserted or deleted and concurrent likes never make it drift. PostgreSQL checks, writes and counts in
 * one statement (one round trip); SQLite writes in one statement and reads the counter in a second.
 */
export async function setTrackLike(db: Db, user: UserRow, id: number, liked: boolean): Promise<LikeState> {
  const now = new Date().toISOString();
  const result = isPostgres(db)
    ? await writeOnPostgres(db, user.id, id, liked, now)
    : await writeOnSqlite(db, user.id, id, liked, now);
  if (!result) throw notFound(TRACK_MESSAGES.notFound);
  if (result.changed) {
    likesChanged(db, id);
    if (liked && result.ownerId !== null) await notifyLike(db, user.id, id, result.ownerId, result.title);
  }
  return { liked, likes: Math.max(0, result.likes) };
}

/**
 * One statement: the visible track, the like row inserted (or deleted) and the count. The statement reads the
 * counter as it was when it started (its own trigger's change is not visible to it), so the row it wrote is
 * added to that. A concurrent like of the same user waits on the primary key and then does nothing. Values:
 * the user's id, the track's id, the time.
 */
const postgresWrite = (liked: boolean) =>
  compiledOnce((_db, slot) => {
    const [userId, id, now] = [slot<number>(0), slot<number>(1), slot<string>(2)];
    const write = liked
      ? sql`insert into track_likes (user_id, track_id, created_at)
            select cast(${userId} as integer), id, cast(${now} as timestamptz) from track
            on conflict do nothing
            returning track_id`
      : sql`delete from track_likes
            where user_id = ${userId} and track_id in (select id from track)
            returning track_id`;
    return sql<LikeWrite>`
      with track as (
        select tracks.id, tracks.like_count, tracks.user_id, tracks.title
        from tracks where tracks.id = ${id} and ${viewableBy(userId)}
      ),
      written as (${write})
      select track.like_count + ${sql.lit(liked ? 1 : -1)} * (select count(*) from written) as likes,
             exists (select 1 from written) as changed, track.user_id as owner_id, track.title
      from track`;
  });
const likeOnPostgres = postgresWrite(true);
const unlikeOnPostgres = postgresWrite(false);

async function writeOnPostgres(
  db: Db,
  userId: number,
  id: number,
  liked: boolean,
  now: string,
): Promise<LikeWrite | null> {
  const { rows } = await (liked ? likeOnPostgres : unlikeOnPostgres)(db, userId, id, now);
  const row = rows[0];
  return row ? { ...row, likes: Number(row.likes), changed: Boolean(row.changed) } : null;
}

/** The like row written when the track is visible to the user. Values: the user's id, the track's id, the time. */
const likeOnSqlite = compiledOnce((_db, slot) => {
  const [userId, id, now] = [slot<number>(0), slot<number>(1), slot<string>(2)];
  return sql`insert into track_likes (user_id, track_id, created_at)
             select ${userId}, tracks.id, ${now} from tracks where tracks.id = ${id} and ${viewableBy(userId)}
             on conflict do nothing`;
});

/** The like row deleted when the track is visible to the user. Values: the user's id, the track's id. */
const unlikeOnSqlite = compiledOnce((_db, slot) => {
  const [userId, id] = [slot<number>(0), slot<number>(1)];
  return sql`delete from track_likes
             where user_id = ${userId} and track_id = ${id}
               and exists (select 1 from tracks where tracks.id = ${id} and ${viewableBy(userId)})`;
});

type Counter = Omit<LikeWrite, 'changed'>;

/** A track's counter, owner and title. Values: the track's id. */
const counterOf = compiledOnce(
  (_db, slot) =>
    sql<Counter>`select tracks.like_count as likes, tracks.user_id as owner_id, tracks.title from tracks
               where tracks.id = ${slot<number>(0)}`,
);

/** The same, for a track the user can see. Values: the track's id, the user's id. */
const visibleCounterOf = compiledOnce(
  (_db, slot) =>
    sql<Counter>`select tracks.like_count as likes, tracks.user_id as owner_id, tracks.title from tracks
               where tracks.id = ${slot<number>(0)} and ${viewableBy(slot<number>(1))}`,
);

/**
 * The like row written in one statement (its own transaction; the trigger moves the counter inside it), then
 * the counter read. When nothing was written, the read also tells a hidden track from a like already there.
 * The statements are compiled once: a like is a hot path.
 */
async function writeOnSqlite(
  db: Db,
  userId: number,
  id: number,
  liked: boolean,
  now: string,
): Promise<LikeWrite | null> {
  const { numAffectedRows } = liked
    ? await likeOnSqlite(db, userId, id, now)
    : await unlikeOnSqlite(db, userId, id);
  const changed = Boolean(numAffectedRows);
  // A track just liked was visible a moment ago: its count is read whatever happened to it since.
  const { rows } = changed ? await counterOf(db, id) : await visibleCounterOf(db, id, userId);
  if (rows[0]) return { ...rows[0], likes: Number(rows[0].likes), changed };
  return changed ? { likes: 0, changed, ownerId: null, title: '' } : null;
}

/**
 * Tells the track's owner of a new like (after the like is written: a like is never held back by it), once per
 * listener: a like taken back and given again is not announced again. The title is frozen now; a track made
 * private later shows as unavailable.
 */
async function notifyLike(
  db: Db,
  likerId: number,
  trackId: number,
  ownerId: number,
  title: string,
): Promise<void> {
  await notify(db, {
    recipientId: ownerId,
    kind: 'track_like',
    actorId: likerId,
    subjectType: 'track',
    subjectId: trackId,
    data: { title },
    oncePerActor: true,
  });
}
