import { z } from 'zod';
import { json } from '../../../db/values';
import { defineJob, type JobContext, LANES } from '../../../jobs/define';
import { analyseAudioFile } from '../../../media/audio/analysis';
import { refreshCollabSignalsSafely } from '../../collab';
import { saveHitFeatures } from '../hitFeatures';
import { invalidateTrackLists } from '../listCache';
import { enqueueMissingPreviews } from './makePreview';

/**
 * Measures a track's stored audio and writes the results on the track (one analysis per track at a time). The
 * measured BPM and key go to their own columns, never over what the artist typed (decision 0053): the track
 * shows the typed value when there is one, else the measured one.
 */
export const analyseTrackJob = defineJob({
  type: 'analyse-track',
  schema: z.object({ trackId: z.number().int().positive() }),
  lane: LANES.media,
  key: ({ trackId }) => String(trackId),
  run: (ctx, { payload, finalAttempt }) => analyseTrack(ctx, payload.trackId, finalAttempt),
});

async function analyseTrack(ctx: JobContext, trackId: number, finalAttempt: boolean): Promise<void> {
  const { db } = ctx.database;
  const track = await db
    .selectFrom('tracks')
    .select(['id', 'storageKey', 'userId'])
    .where('id', '=', trackId)
    .executeTakeFirst();
  if (!track) return; // deleted since: nothing to do
  if (!track.storageKey) {
    await markFailed(ctx, trackId, 'The track has no stored audio to analyse');
    return;
  }
  await db
    .updateTable('tracks')
    .set({ analysisStatus: 'processing', analysisError: null })
    .where('id', '=', trackId)
    .execute();
  try {
    const copy = await ctx.storage.localCopy(track.storageKey);
    let result;
    try {
      result = await analyseAudioFile(copy.path);
    } finally {
      await copy.release();
    }
    await db
      .updateTable('tracks')
      .set({
        duration: result.duration,
        codec: result.codec,
        sampleRate: result.sampleRate,
        bitrate: result.bitrate,
        waveform: json(result.waveform),
        loudness: result.loudness,
        energy: result.energy,
        danceability: result.danceability,
        measuredBpm: result.bpm,
        measuredKey: result.key,
        measuredAt: new Date().toISOString(),
        analysisStatus: 'done',
        analysisError: null,
        updatedAt: new Date().toISOString(),
      })
      .where('id', '=', trackId)
      .execute();
    // The Hit Predictor's further measures, so catalogue tracks can be compared with (decision 0037).
    if (result.hit) await saveHitFeatures(db, trackId, result.hit);
    invalidateTrackLists(db);
    ctx.log.info({ trackId, timings: result.timings }, 'track analysed');
    // A priced track gets its preview (the sweep of the job runner would queue it later otherwise).
    await enqueueMissingPreviews(db, [trackId]).catch((error: unknown) =>
      ctx.log.warn({ trackId, err: String(error) }, 'preview not queued'),
    );
    await refreshCollabSignalsSafely(db, track.userId, (error) =>
      ctx.log.warn({ trackId, err: String(error) }, 'collaboration signals not refreshed'),
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (finalAttempt) await markFailed(ctx, trackId, message);
    else {
      await db.updateTable('tracks').set({ analysisStatus: 'pending' }).where('id', '=', trackId).execute();
    }
    throw error;
  }
}

async function markFailed(ctx: JobContext, trackId: number, message: string): Promise<void> {
  await ctx.database.db
    .updateTable('tracks')
    .set({
      analysisStatus: 'failed',
      analysisError: message.slice(0, 500),
      updatedAt: new Date().toISOString(),
    })
    .where('id', '=', trackId)
    .execute();
}
