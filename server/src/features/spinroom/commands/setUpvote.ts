import { TRACK_MESSAGES } from '@common/tracks';
import type { UpvoteState } from '@common/spinroom';
import type { Db } from '../../../db/connection';
import { notFound } from '../../../lib/errors';
import { findCrateTrack } from '../crateTracks';

async function countUpvotes(db: Db, trackId: number): Promise<number> {
  const row = await db
    .selectFrom('trackUpvotes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('trackId', '=', trackId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Upvotes a crate track (upvoted true) or takes the upvote back (false). Idempotent: the primary key
 * (user, track) keeps one upvote per user however many requests arrive at once.
 */
export async function setUpvote(
  db: Db,
  userId: number,
  trackId: number,
  upvoted: boolean,
): Promise<UpvoteState> {
  if (!(await findCrateTrack(db, trackId))) throw notFound(TRACK_MESSAGES.notFound);
  if (upvoted) {
    await db
      .insertInto('trackUpvotes')
      .values({ userId, trackId })
      .onConflict((oc) => oc.columns(['userId', 'trackId']).doNothing())
      .execute();
  } else {
    await db.deleteFrom('trackUpvotes').where('userId', '=', userId).where('trackId', '=', trackId).execute();
  }
  return { upvoted, upvotes: await countUpvotes(db, trackId) };
}
