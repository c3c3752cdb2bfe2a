import { HIT_MESSAGES } from '@common/hitpredictor';
import type { Db } from '../../db/connection';
import { ANALYSIS_TIMEOUT_MS } from '../../media/audio/analysis';
import type { AudioAnalysis } from '../../media/audio/types';
import { runMediaWorker } from '../../media/audio/worker';
import { HIT_FEATURES_VERSION } from '../../media/audio/hitFeatures';
import { z } from 'zod';
import { defineJob, type JobContext, LANES } from '../../jobs/define';
import { buildResult } from './buildResult';
import { readHitFeatures, saveHitFeatures, soundTempoKey } from '../tracks';
import { loadCatalogue } from './catalogue';
import type { HitSubject } from './subject';

/** Lowered by tests only (Stage B's threshold), read by the job. */
export const hitJobSettings: { minModelTracks?: number } = {};

async function setStage(db: Db, id: number, progress: number, stage: string): Promise<void> {
  await db
    .updateTable('hitAnalyses')
    .set({ status: 'running', progress, stage, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

/** How often the worker's progress is copied to the analysis while it measures. */
const PROGRESS_POLL_MS = 250;

/**
 * Measures a stored file in the media worker (the catalogue's analysis plus the hit features); the share of the
 * analysis the worker reports done moves the progress from 10 to 60.
 */
async function measure(ctx: JobContext, id: number, key: string) {
  const copy = await ctx.storage.localCopy(key);
  const shared = new SharedArrayBuffer(4);
  const done = new Int32Array(shared);
  let written = 10;
  // The last progress write is awaited before the next stage is written, so progress never goes back.
  let pending: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    const progress = 10 + Math.round(Atomics.load(done, 0) / 2);
    if (progress <= written) return;
    written = progress;
    pending = setStage(ctx.database.db, id, progress, 'Measuring the audio').catch(() => undefined);
  }, PROGRESS_POLL_MS);
  try {
    const result = await runMediaWorker<AudioAnalysis>(
      { kind: 'analyse', filePath: copy.path, progress: shared },
      ANALYSIS_TIMEOUT_MS,
      {
        timeout: `Analysis took longer than ${Math.round(ANALYSIS_TIMEOUT_MS / 1000)} s`,
        exit: 'The analysis stopped unexpectedly',
      },
    );
    if (!result.hit) throw new Error('The analysis returned no hit features');
    return { ...result, hit: result.hit };
  } finally {
    clearInterval(timer);
    await pending;
    await copy.release();
  }
}

/**
 * Runs one Hit Predictor analysis in the media lane: measures the audio (or reuses a catalogue track's stored
 * measures), compares it with the measured catalogue, tests the platform's model and writes the result, with
 * its progress recorded at each stage for the page to poll.
 */
async function runHitAnalysis(ctx: JobContext, id: number, finalAttempt: boolean): Promise<void> {
  const { db } = ctx.database;
  const row = await db.selectFrom('hitAnalyses').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || row.status === 'done') return;
  await setStage(db, id, 10, 'Measuring the audio');
  try {
    let subject: HitSubject;
    let tags: string[] = [];
    let track: { id: number; userId: number | null; publishedAt: string | null } | null = null;
    let genreSource: 'track' | 'chosen' | 'none' = row.genre ? 'chosen' : 'none';
    if (row.trackId !== null) {
      const t = await db.selectFrom('tracks').selectAll().where('id', '=', row.trackId).executeTakeFirst();
      if (!t?.storageKey) throw new Error('The track has no stored audio to analyse');
      track = { id: t.id, userId: t.userId, publishedAt: t.publishedAt };
      tags = t.tags ?? [];
      const stored = t.analysisStatus === 'done' ? await readHitFeatures(db, t.id) : null;
      const genre = t.genre?.toLowerCase() ?? null;
      if (genre) genreSource = 'track';
      if (stored && stored.version === HIT_FEATURES_VERSION && t.duration !== null && t.loudness !== null) {
        subject = {
          trackId: t.id,
          userId: t.userId,
          genre,
          duration: t.duration,
          ...soundTempoKey(t),
          loudness: t.loudness,
          energy: t.energy ?? 0,
          danceability: t.danceability ?? 0,
          hit: stored,
        };
      } else {
        const measured = await measure(ctx, id, t.storageKey);
        await saveHitFeatures(db, t.id, measured.hit);
        subject = {
          trackId: t.id,
          userId: t.userId,
          genre,
          duration: measured.duration,
          // The sound's own tempo and key: what was just measured (decision 0053).
          bpm: measured.bpm ?? t.bpm,
          key: measured.key ?? t.key,
          loudness: measured.loudness,
          energy: measured.energy,
          danceability: measured.danceability,
          hit: measured.hit,
        };
      }
    } else if (row.uploadKey) {
      const measured = await measure(ctx, id, row.uploadKey);
      subject = {
        trackId: null,
        userId: row.userId,
        genre: row.genre,
        duration: measured.duration,
        bpm: measured.bpm,
        key: measured.key,
        loudness: measured.loudness,
        energy: measured.energy,
        danceability: measured.danceability,
        hit: measured.hit,
      };
    } else {
      // Nothing to retry: the file is gone for good.
      await db
        .updateTable('hitAnalyses')
        .set({
          status: 'failed',
          stage: 'Failed',
          error: HIT_MESSAGES.uploadExpired,
          updatedAt: new Date().toISOString(),
        })
        .where('id', '=', id)
        .execute();
      return;
    }

    await setStage(db, id, 60, 'Comparing with the catalogue');
    const catalogue = await loadCatalogue(db);
    const result = await buildResult(
      db,
      catalogue,
      { subject, genreSource, tags, track, minModelTracks: hitJobSettings.minModelTracks },
      (progress, stage) => setStage(db, id, progress, stage),
    );
    await db
      .updateTable('hitAnalyses')
      .set({
        status: 'done',
        progress: 100,
        stage: 'Done',
        error: null,
        features: JSON.stringify(subject),
        result: JSON.stringify(result),
        updatedAt: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .updateTable('hitAnalyses')
      .set({
        status: finalAttempt ? 'failed' : 'queued',
        stage: finalAttempt ? 'Failed' : 'Waiting to try again',
        error: finalAttempt ? message.slice(0, 500) : null,
        updatedAt: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute();
    throw error;
  }
}

/** The 'hit-analysis' job: one Hit Predictor analysis (a track or a private upload), in the media lane. */
export const hitAnalysisJob = defineJob({
  type: 'hit-analysis',
  schema: z.object({ analysisId: z.number().int().positive() }),
  lane: LANES.media,
  run: (ctx, run) => runHitAnalysis(ctx, run.payload.analysisId, run.finalAttempt),
});
