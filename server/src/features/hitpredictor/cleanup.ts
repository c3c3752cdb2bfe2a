import type { AppContext } from '../../context';
import type { PeriodicTask } from '../../jobs/periodic';

/**
 * Deletes files uploaded only for analysis once they are 24 hours old, unless kept as a draft (see
 * hitUploadsSweep). The analysis and its result stay; only the audio goes.
 */
export async function deleteExpiredHitUploads(
  ctx: Pick<AppContext, 'database' | 'storage'>,
  now = Date.now(),
): Promise<number> {
  const { db } = ctx.database;
  const expired = await db
    .selectFrom('hitAnalyses')
    .select(['id', 'uploadKey'])
    .where('uploadKey', 'is not', null)
    .where('keptTrackId', 'is', null)
    .where('expiresAt', '<=', new Date(now).toISOString())
    .execute();
  for (const row of expired) {
    await ctx.storage.delete(row.uploadKey!);
    await db
      .updateTable('hitAnalyses')
      .set({ uploadKey: null, updatedAt: new Date(now).toISOString() })
      .where('id', '=', row.id)
      .where('keptTrackId', 'is', null)
      .execute();
  }
  return expired.length;
}

/** Files uploaded only for the Hit Predictor are deleted after 24 hours unless kept as a draft. */
export const hitUploadsSweep: PeriodicTask = {
  name: 'hit-uploads',
  everyMs: 10 * 60_000,
  run: (ctx) => deleteExpiredHitUploads(ctx),
};
