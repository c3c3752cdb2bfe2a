import type { AppContext } from '../../context';
import type { PeriodicTask } from '../../jobs/periodic';

/** How long a visitor's generated image stays downloadable (a signed-in user's stay in their history). */
export const VISITOR_COVER_TTL_MS = 24 * 3_600_000;

/**
 * Deletes visitors' generated images once they are a day old, file and row (see visitorCoversSweep): a visitor
 * has no history to come back to, and nothing else refers to them (setting a cover needs an account and copies
 * the image). Returns how many went.
 */
export async function deleteExpiredVisitorCovers(
  ctx: Pick<AppContext, 'database' | 'storage'>,
  now = Date.now(),
): Promise<number> {
  const { db } = ctx.database;
  const expired = await db
    .selectFrom('coverArtImages')
    .select(['id', 'storageKey'])
    .where('userId', 'is', null)
    .where('createdAt', '<=', new Date(now - VISITOR_COVER_TTL_MS).toISOString())
    .limit(500)
    .execute();
  for (const row of expired) {
    await ctx.storage.delete(row.storageKey);
    await db.deleteFrom('coverArtImages').where('id', '=', row.id).execute();
  }
  return expired.length;
}

/** Visitors' generated cover images are deleted after a day (they have no history to return to). */
export const visitorCoversSweep: PeriodicTask = {
  name: 'visitor-covers',
  everyMs: 10 * 60_000,
  run: (ctx) => deleteExpiredVisitorCovers(ctx),
};
