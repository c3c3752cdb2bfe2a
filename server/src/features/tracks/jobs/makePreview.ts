import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { defineJob, type JobContext, LANES } from '../../../jobs/define';
import type { PeriodicTask } from '../../../jobs/periodic';
import { enqueueJob } from '../../../jobs/queue';
import { makePreviewFile, type PreviewResult } from '../../../media/audio/previewFile';
import { invalidateTrackLists } from '../listCache';

/** A failed make-preview job is tried again by the sweep once this long has passed. */
export const PREVIEW_RETRY_AFTER_MS = 60 * 60 * 1000;

/** Where previews are stored: 'previews/<uuid>.mp3' (a fresh key per preview, so each stays immutable). */
export const PREVIEW_KEY_PREFIX = 'previews/';

/** The 'make-preview' job: see makeTrackPreview. One per track at a time; a failed one waits an hour. */
export const makePreviewJob = defineJob({
  type: 'make-preview',
  schema: z.object({ trackId: z.number().int().positive() }),
  lane: LANES.media,
  key: ({ trackId }) => String(trackId),
  failureCooldownMs: PREVIEW_RETRY_AFTER_MS,
  async run(ctx, { payload: { trackId } }) {
    const started = performance.now();
    const made = await makeTrackPreview(ctx, trackId);
    if (made) ctx.log.info({ trackId, ...made, ms: Math.round(performance.now() - started) }, 'preview made');
  },
});

/** Priced tracks without a preview get one: also tracks priced by an edit, and databases from before previews. */
export const previewSweep: PeriodicTask = {
  name: 'previews',
  everyMs: 30_000,
  run: (ctx) => enqueueMissingPreviews(ctx.database.db),
};

/**
 * Makes the preview of a priced track (see media/audio/preview.ts) in a worker thread, stores it under a fresh
 * key and names it on the track. A free track, a track with no stored audio or one that has its preview
 * already is left alone, so running it twice is harmless. Answers the stored preview (its key and what it
 * holds), or null when none was made.
 */
export async function makeTrackPreview(
  ctx: Pick<JobContext, 'database' | 'storage'>,
  trackId: number,
): Promise<(PreviewResult & { key: string }) | null> {
  const { db } = ctx.database;
  const track = await db
    .selectFrom('tracks')
    .select(['id', 'price', 'storageKey', 'previewKey'])
    .where('id', '=', trackId)
    .executeTakeFirst();
  if (!track || Number(track.price) <= 0 || !track.storageKey || track.previewKey) return null;
  const sourceKey = track.storageKey;

  const key = `${PREVIEW_KEY_PREFIX}${randomUUID()}.mp3`;
  const output = path.join(os.tmpdir(), `pn-preview-${randomUUID()}.mp3`);
  let result: PreviewResult;
  try {
    const copy = await ctx.storage.localCopy(sourceKey);
    try {
      result = await makePreviewFile(copy.path, output);
    } finally {
      await copy.release();
    }
    await ctx.storage.putFile(key, output, 'audio/mpeg');
  } finally {
    await fsp.rm(output, { force: true });
  }
  // Only while the track still has no preview and the same audio: a concurrent run that won keeps its own.
  const updated = await db
    .updateTable('tracks')
    .set({ previewKey: key })
    .where('id', '=', trackId)
    .where('previewKey', 'is', null)
    .where('storageKey', '=', sourceKey)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await ctx.storage.delete(key);
    return null;
  }
  invalidateTrackLists(db);
  return { key, ...result };
}

/**
 * Queues a make-preview job for every priced track with stored audio and no preview (only those among
 * `trackIds` when given), unless one is already queued or running, or failed within the last hour.
 * Returns the ids of the tracks queued.
 */
export async function enqueueMissingPreviews(db: Db, trackIds?: number[]): Promise<number[]> {
  if (trackIds && trackIds.length === 0) return [];
  let query = db
    .selectFrom('tracks')
    .select('id')
    .where('price', '>', 0)
    .where('storageKey', 'is not', null)
    .where('previewKey', 'is', null);
  if (trackIds) query = query.where('id', 'in', trackIds);
  const missing = await query.orderBy('id').execute();
  if (missing.length === 0) return [];
  const queued: number[] = [];
  for (const { id } of missing) {
    if ((await enqueueJob(db, makePreviewJob, { trackId: id })) !== null) queued.push(id);
  }
  return queued;
}
