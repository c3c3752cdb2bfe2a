import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createDb } from '../server/src/db/connection';
import { migrateToLatest } from '../server/src/db/migrate';
import type { JobRow } from '../server/src/db/schema';
import { buildResult } from '../server/src/features/hitpredictor/buildResult';
import { loadCatalogue } from '../server/src/features/hitpredictor/catalogue';
import { hitAnalysisJob } from '../server/src/features/hitpredictor/hitAnalysisJob';
import { seededRandom } from '@common/random';
import type { HitSubject } from '../server/src/features/hitpredictor/subject';
import { insertMeasuredTrack } from '../server/src/features/hitpredictor/testing';
import decode from 'audio-decode';
import { analyseAudioFile } from '../server/src/media/audio/analysis';
import { ANALYSIS_SAMPLE_RATE, mixToMono, resample } from '../server/src/media/audio/features';
import { measureHitFeatures } from '../server/src/media/audio/hitFeatures';
import { LocalStorage } from '../server/src/media/storage';
import { createUser } from '../server/src/test/factories';
import { threeMinuteTrack } from './analysis.bench';

export interface HitPredictorBenchResult {
  trackSeconds: number;
  catalogueTracks: number;
  /** Worker analysis (catalogue measures + hit features), ms per run. */
  workerMs: number[];
  /** The hit-feature stage inside each worker run, ms (wall time, shared cores). */
  hitStageMs: number[];
  /** CPU time of the hit features computed in this thread on the decoded track, ms per run. */
  hitCpuMs: number[];
  /** The whole hit-analysis job (worker + comparison with the catalogue + model + writes), ms per run. */
  jobMs: number[];
  /** Loading the measured catalogue and building the result (neighbours, Stage A, Stage B, market), ms per run. */
  compareMs: number[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const GENRES = ['hip-hop', 'pop', 'electronic', 'trap', 'r&b', 'afrobeats', 'drill', 'latin'];
const KEYS = ['C Major', 'A Minor', 'G Major', 'E Minor', 'D Major', 'F# Minor'];

/** Analysis time of a 3-minute track for the Hit Predictor, against a generated catalogue of measured tracks. */
export async function runHitPredictorBench(
  runs = 3,
  catalogueTracks = 1000,
): Promise<HitPredictorBenchResult> {
  const file = await threeMinuteTrack();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-hit-bench-'));
  const handle = createDb({ databaseUrl: null, sqlitePath: path.join(dir, 'bench.sqlite') });
  try {
    const db = handle.db;
    await migrateToLatest(db);
    const storage = new LocalStorage(path.join(dir, 'media'));
    const artists = await Promise.all(Array.from({ length: 20 }, () => createUser(db)));
    const random = seededRandom(42);
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
    for (let i = 0; i < catalogueTracks; i++) {
      await insertMeasuredTrack(
        db,
        pick(artists).id,
        {
          genre: pick(GENRES),
          key: pick(KEYS),
          bpm: Math.round(70 + random() * 90),
          duration: Math.round(120 + random() * 150),
          loudness: -16 + random() * 10,
          energy: random(),
          danceability: random(),
          plays: Math.floor(random() * 500),
        },
        {
          timeToFullLevel: random() * 20,
          onsetRate: 1 + random() * 6,
          spectralCentroid: 600 + random() * 2500,
          loudnessRange: 2 + random() * 10,
        },
      );
    }
    const owner = await createUser(db);
    const result: HitPredictorBenchResult = {
      trackSeconds: 180,
      catalogueTracks,
      workerMs: [],
      hitStageMs: [],
      hitCpuMs: await hitFeatureCpu(file, runs),
      jobMs: [],
      compareMs: [],
    };
    for (let run = 0; run < runs; run++) {
      const t0 = performance.now();
      const analysis = await analyseAudioFile(file);
      result.workerMs.push(Math.round(performance.now() - t0));
      result.hitStageMs.push(analysis.timings.hit ?? 0);

      const key = `hit-uploads/bench-${run}.mp3`;
      const copy = path.join(dir, `copy-${run}.mp3`);
      fs.copyFileSync(file, copy);
      await storage.putFile(key, copy, 'audio/mpeg');
      const row = await db
        .insertInto('hitAnalyses')
        .values({ userId: owner.id, uploadKey: key, uploadName: 'bench' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const log = { info() {}, warn() {}, error() {}, debug() {} } as never;
      const t1 = performance.now();
      await hitAnalysisJob.run(
        { database: handle, storage, log },
        {
          job: { id: run + 1, payload: { analysisId: row.id } } as unknown as JobRow,
          payload: { analysisId: row.id },
          finalAttempt: true,
          extendLease: async () => {},
          continueLater: async () => null,
        },
      );
      result.jobMs.push(Math.round(performance.now() - t1));

      const stored = await db
        .selectFrom('hitAnalyses')
        .select('features')
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      const subject = JSON.parse(stored.features!) as HitSubject;
      const t2 = performance.now();
      const catalogue = await loadCatalogue(db);
      await buildResult(
        db,
        catalogue,
        { subject, genreSource: 'none', tags: [], track: null },
        async () => {},
      );
      result.compareMs.push(Math.round(performance.now() - t2));
    }
    return result;
  } finally {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** CPU time of the hit features alone (the same code the worker runs), on an already decoded track. */
async function hitFeatureCpu(file: string, runs: number): Promise<number[]> {
  const decoded = await decode(fs.readFileSync(file));
  const mono = resample(mixToMono(decoded.channelData), decoded.sampleRate, ANALYSIS_SAMPLE_RATE);
  const cpu = () => {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  };
  const out: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = cpu();
    measureHitFeatures({
      channels: decoded.channelData,
      sampleRate: decoded.sampleRate,
      mono,
      integratedLufs: -10,
      onsetRate: 4,
      key: 'A Minor',
    });
    out.push(Math.round(cpu() - start));
  }
  return out;
}

export function hitPredictorMarkdown(r: HitPredictorBenchResult): string {
  const runs = (values: number[]) => `median of ${values.length}: ${values.join(', ')} ms`;
  return [
    '| metric | value | target |',
    '|---|---|---|',
    `| worker analysis of a ${r.trackSeconds / 60}-minute MP3, catalogue measures and hit features (${runs(r.workerMs)}) | ${median(r.workerMs)} ms | |`,
    `| of which the hit features (levels, true peak, spectrum, chroma, melody), wall time in the worker (${runs(r.hitStageMs)}) | ${median(r.hitStageMs)} ms | |`,
    `| CPU time of the hit features on the decoded track (${runs(r.hitCpuMs)}) | ${median(r.hitCpuMs)} ms | <= 1,000 ms over the catalogue's analysis |`,
    `| comparison with ${r.catalogueTracks.toLocaleString('en-US')} measured tracks: neighbours, Stage A, Stage B, market (${runs(r.compareMs)}) | ${median(r.compareMs)} ms | |`,
    `| the whole hit-analysis job, upload to result (${runs(r.jobMs)}) | ${median(r.jobMs)} ms | |`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await runHitPredictorBench();
  console.log(JSON.stringify(result));
  console.log(hitPredictorMarkdown(result));
  process.exit(0);
}
