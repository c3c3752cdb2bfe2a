import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDb, type DbHandle } from '../../db/connection';
import { migrateToLatest } from '../../db/migrate';
import type { JobRow } from '../../db/schema';
import { synthesizeHitTrack } from '../../media/audio/hitSynth';
import type { MediaWorkerRequest } from '../../media/audio/types';
import { encodeWav } from '../../media/audio/wav';
import type * as mediaWorker from '../../media/audio/worker';
import { runMediaWorker } from '../../media/audio/worker';
import { LocalStorage } from '../../media/storage';
import { createUser } from '../../test/factories';
import { hitAnalysisJob } from './hitAnalysisJob';

// The real worker, watched: every media worker run the job starts is recorded.
vi.mock('../../media/audio/worker', async (importOriginal) => {
  const real = await importOriginal<typeof mediaWorker>();
  return { ...real, runMediaWorker: vi.fn(real.runMediaWorker) };
});

describe('the hit-analysis job', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-hit-job-'));
  let handle: DbHandle;
  beforeAll(async () => {
    handle = createDb({ databaseUrl: null, sqlitePath: path.join(dir, 'test.sqlite') });
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('measures an upload in one worker analysis: the file is decoded once for every measure', async () => {
    const db = handle.db;
    const storage = new LocalStorage(path.join(dir, 'media'));
    const owner = await createUser(db);
    const file = path.join(dir, 'upload.wav');
    fs.writeFileSync(
      file,
      encodeWav(
        synthesizeHitTrack({
          bpm: 100,
          key: 'C Major',
          seconds: 20,
          style: 'boom-bap',
          introSeconds: 2,
          loudness: -12,
        }),
      ),
    );
    await storage.putFile('hit-uploads/once.wav', file, 'audio/wav');
    const row = await db
      .insertInto('hitAnalyses')
      .values({ userId: owner.id, uploadKey: 'hit-uploads/once.wav', uploadName: 'once' })
      .returning('id')
      .executeTakeFirstOrThrow();
    vi.mocked(runMediaWorker).mockClear();

    const log = { info() {}, warn() {}, error() {}, debug() {} } as never;
    await hitAnalysisJob.run(
      { database: handle, storage, log },
      {
        job: { id: 1, payload: { analysisId: row.id } } as unknown as JobRow,
        payload: { analysisId: row.id },
        finalAttempt: true,
        extendLease: async () => {},
        continueLater: async () => null,
      },
    );

    const done = await db
      .selectFrom('hitAnalyses')
      .select(['status', 'features'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(done.status).toBe('done');
    const features = JSON.parse(done.features!) as { bpm: number; hit: { onsetRate: number } };
    expect(features.bpm).toBe(100);
    expect(features.hit.onsetRate).toBeGreaterThan(0);
    const requests = vi
      .mocked(runMediaWorker)
      .mock.calls.map(([request]) => (request as MediaWorkerRequest).kind);
    expect(requests).toEqual(['analyse']);
  }, 120_000);
});
