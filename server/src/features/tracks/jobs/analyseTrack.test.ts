import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobContext } from '../../../jobs/define';
import { enqueueJob } from '../../../jobs/queue';
import { runPendingJobs } from '../../../jobs/runner';
import { encodeMp3 } from '../../../media/audio/encodeMp3';
import { synthesize } from '../../../media/audio/synth';
import { LocalStorage } from '../../../media/storage';
import { describeEachDatabase } from '../../../test/databases';
import { createUser } from '../../../test/factories';
import { jobDefinitions } from '../../index';
import { analyseTrackJob } from './analyseTrack';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;

describeEachDatabase('the analyse-track job', (t) => {
  let ctx: JobContext;
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-jobs-media-'));
  beforeAll(() => {
    ctx = { database: t.handle, storage: new LocalStorage(mediaDir), log: silent };
  });
  afterAll(() => fs.rmSync(mediaDir, { recursive: true, force: true }));

  describe('analyse-track', () => {
    it('writes what the analysis finds on the track, measured BPM and key apart from the typed ones', async () => {
      const owner = await createUser(t.db);
      const file = path.join(os.tmpdir(), `pn-job-${Date.now()}.mp3`);
      fs.writeFileSync(
        file,
        encodeMp3(synthesize({ bpm: 124, key: 'A Minor', seconds: 30, style: 'four-on-the-floor' }), 128, 1),
      );
      await ctx.storage.putFile('audio/job-test.mp3', file, 'audio/mpeg');
      const track = await t.db
        .insertInto('tracks')
        .values({
          userId: owner.id,
          title: 'Job test',
          audioUrl: '/media/audio/job-test.mp3',
          storageKey: 'audio/job-test.mp3',
          bpm: null,
          key: 'D Major',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await enqueueJob(t.db, analyseTrackJob, { trackId: track.id });
      await runPendingJobs(ctx, { jobs: jobDefinitions });
      const row = await t.db
        .selectFrom('tracks')
        .selectAll()
        .where('id', '=', track.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        analysisStatus: 'done',
        analysisError: null,
        duration: 30,
        codec: 'MPEG 1 Layer 3',
        sampleRate: 44_100,
        bitrate: 128_000,
        bpm: null,
        key: 'D Major',
        measuredKey: 'A Minor',
        measuredAt: expect.any(String),
      });
      expect(Math.abs(row.measuredBpm! - 124)).toBeLessThanOrEqual(2);
      expect(row.waveform).toHaveLength(800);
      expect(row.loudness).toBeLessThan(0);
      expect(row.energy).toBeGreaterThan(0);
      expect(row.danceability).toBeGreaterThan(0);
      const jobs = await t.db.selectFrom('jobs').select(['status', 'attempts']).execute();
      expect(jobs).toEqual([{ status: 'done', attempts: 1 }]);
      await t.db.deleteFrom('jobs').execute();
    }, 120_000);

    it('marks the track failed with the reason when its audio cannot be read', async () => {
      const owner = await createUser(t.db);
      const file = path.join(os.tmpdir(), `pn-job-bad-${Date.now()}.mp3`);
      fs.writeFileSync(file, 'not audio');
      await ctx.storage.putFile('audio/bad.mp3', file, 'audio/mpeg');
      const track = await t.db
        .insertInto('tracks')
        .values({
          userId: owner.id,
          title: 'Bad',
          audioUrl: '/media/audio/bad.mp3',
          storageKey: 'audio/bad.mp3',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await enqueueJob(t.db, analyseTrackJob, { trackId: track.id });
      await t.db.updateTable('jobs').set({ maxAttempts: 2 }).execute();
      await runPendingJobs(ctx, { jobs: jobDefinitions, backoffMs: () => 0 });
      const row = await t.db
        .selectFrom('tracks')
        .select(['analysisStatus', 'analysisError'])
        .where('id', '=', track.id)
        .executeTakeFirstOrThrow();
      expect(row.analysisStatus).toBe('failed');
      expect(row.analysisError).toBeTruthy();
      const job = await t.db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
      expect(job).toMatchObject({ status: 'failed', attempts: 2 });
      await t.db.deleteFrom('jobs').execute();
    }, 120_000);
  });
});
