import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import { defineJob, defineLane, type JobContext } from '../../jobs/define';
import { enqueueJob } from '../../jobs/queue';
import { groupKeyOf } from './notify';
import { isPostgres, signalWritten } from './signals';

/** Followers told per slice (one transaction each), so a large audience never holds the database long. */
export const FAN_OUT_SLICE = 1000;

/**
 * On SQLite a slice's queries run on the one connection without giving the event loop a turn, so the next slice
 * waits this long first: requests that arrived meanwhile (the publish request's own last queries among them) run
 * between slices instead of after the whole fan-out.
 */
const SQLITE_SLICE_GAP_MS = 15;

/** Fan-out has a lane of its own: telling 10,000 followers never delays an email or an audio analysis. */
const fanOutLane = defineLane('notifications', 1);

/**
 * Tells one slice of an artist's followers (ids after `after`) about a new track, in one INSERT ... SELECT:
 * never someone who blocked the artist, turned the kind off, or was already told of this track. Answers the
 * last follower id of the slice and how many rows were written, or null when the track is no longer public.
 */
export async function fanOutSlice(
  db: Db,
  trackId: number,
  after: number,
): Promise<{ last: number | null; written: number[] } | null> {
  return db.transaction().execute(async (trx) => {
    const track = await trx
      .selectFrom('tracks')
      .select(['id', 'userId', 'title', 'artist', 'status', 'visibility'])
      .where('id', '=', trackId)
      .executeTakeFirst();
    // Privacy follows content: only a published public track is announced (an unlisted link is not shared).
    if (!track || track.userId === null || track.status !== 'published' || track.visibility !== 'public') {
      return null;
    }
    const artistId = track.userId;
    const followers = await trx
      .selectFrom('follows')
      .select('followerId')
      .where('followeeId', '=', artistId)
      .where('followerId', '>', after)
      .orderBy('followerId')
      .limit(FAN_OUT_SLICE)
      .execute();
    if (followers.length === 0) return { last: null, written: [] };
    const last = followers[followers.length - 1]!.followerId;
    const groupKey = groupKeyOf('new_track', 'track', trackId);
    const data = JSON.stringify({ title: track.title, artistName: track.artist });
    const dataValue = isPostgres(db) ? sql`cast(${data} as jsonb)` : sql`${data}`;
    const written = await trx
      .insertInto('notifications')
      .columns(['userId', 'kind', 'actorId', 'subjectType', 'subjectId', 'groupKey', 'data'])
      .expression((eb) =>
        eb
          .selectFrom('follows as f')
          .select([
            'f.followerId',
            sql.lit('new_track').as('kind'),
            sql.lit(artistId).as('actorId'),
            sql.lit('track').as('subjectType'),
            sql.lit(trackId).as('subjectId'),
            sql.lit(groupKey).as('groupKey'),
            dataValue.as('data'),
          ])
          .where('f.followeeId', '=', artistId)
          .where('f.followerId', '>', after)
          .where('f.followerId', '<=', last)
          .where('f.followerId', '!=', artistId)
          .where((w) =>
            w.not(
              w.exists(
                w
                  .selectFrom('userBlocks as b')
                  .select('b.blockerId')
                  .whereRef('b.blockerId', '=', 'f.followerId')
                  .where('b.blockedId', '=', artistId),
              ),
            ),
          )
          .where((w) =>
            w.not(
              w.exists(
                w
                  .selectFrom('notificationPreferences as p')
                  .select('p.userId')
                  .whereRef('p.userId', '=', 'f.followerId')
                  .where('p.kind', '=', 'new_track')
                  .where('p.channel', '=', 'off'),
              ),
            ),
          )
          .where((w) =>
            w.not(
              w.exists(
                w
                  .selectFrom('notifications as n')
                  .select('n.id')
                  .whereRef('n.userId', '=', 'f.followerId')
                  .where('n.groupKey', '=', groupKey),
              ),
            ),
          ),
      )
      .returning('userId')
      .execute();
    const userIds = written.map((row) => row.userId);
    await signalWritten(trx, userIds);
    return { last, written: userIds };
  });
}

/** 'fan-out-new-track': tells an artist's followers about a published track, a slice per run. */
export const fanOutNewTrackJob = defineJob({
  type: 'fan-out-new-track',
  schema: z.object({ trackId: z.number().int().positive(), after: z.number().int().min(0).default(0) }),
  lane: fanOutLane,
  maxAttempts: 5,
  key: ({ trackId }) => String(trackId),
  async run(ctx: JobContext, run) {
    const { trackId, after } = run.payload;
    const slice = await fanOutSlice(ctx.database.db, trackId, after);
    if (slice?.last == null) return;
    if (ctx.database.dialect === 'sqlite') await sleep(SQLITE_SLICE_GAP_MS);
    await run.continueLater({ trackId, after: slice.last });
  },
});

/** Queues the fan-out of a newly public track (call from the publishing request: the work happens later). */
export async function queueNewTrackFanOut(db: Db, trackId: number): Promise<void> {
  await enqueueJob(db, fanOutNewTrackJob, { trackId, after: 0 });
}
