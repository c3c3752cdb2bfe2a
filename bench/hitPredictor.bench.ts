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
import { completeHitFeatures, measureHitSignal } from '../server/src/media/audio/hitFeatures';
import { integratedLoudnessOf, loudnessSteps } from '../server/src/media/audio/loudness';
import { LocalStorage } from '../server/src/media/storage';
import { createUser } from '../server/src/test/factories';
import { threeMinuteTrack } from './analysis.bench';

export interface HitPredictorBenchResult {
  trackSeconds: number;
  catalogueTracks: number;
  /** Worker analysis (catalogue measures + hit features), ms per run. */
  workerMs: number[];
  /** CPU time of the worker analysis's threads (analysis thread and essentia thread), ms per run. */
  workerCpuMs: number[];
  /** 1-minute load average at the end of each job run (2 cores; other work skews wall times). */
  loadAverages: number[];
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
      workerCpuMs: [],
      loadAverages: [],
      hitStageMs: [],
      hitCpuMs: await hitFeatureCpu(file, runs),
      jobMs: [],
      compareMs: [],
    };
    for (let run = 0; run < runs; run++) {
      const t0 = performance.now();
      const analysis = await analyseAudioFile(file);
      result.workerMs.push(Math.round(performance.now() - t0));
      result.workerCpuMs.push(analysis.timings.cpu ?? 0);
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
      result.loadAverages.push(Math.round(os.loadavg()[0]! * 100) / 100);

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

/**
 * CPU time the hit features add to the catalogue's analysis (the same code the worker runs), on an already
 * decoded track: the channels' loudness steps are the catalogue's, computed once for both, as in the worker.
 */
async function hitFeatureCpu(file: string, runs: number): Promise<number[]> {
  const decoded = await decode(fs.readFileSync(file));
  const channels = decoded.channelData;
  const mono = resample(mixToMono(channels), decoded.sampleRate, ANALYSIS_SAMPLE_RATE);
  const steps = loudnessSteps(channels.slice(0, 2), decoded.sampleRate);
  const integratedLufs = integratedLoudnessOf(steps);
  const cpu = () => {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  };
  const out: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = cpu();
    const signal = measureHitSignal({
      channels,
      sampleRate: decoded.sampleRate,
      mono,
      integratedLufs,
      steps,
    });
    completeHitFeatures(signal, 4, 'A Minor');
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
    `| CPU time of that analysis, its threads together (${runs(r.workerCpuMs)}) | ${median(r.workerCpuMs)} ms | |`,
    `| of which the hit features' signal measures (levels, true peak, spectrum, chroma, melody contour), wall time in the analysis thread (${runs(r.hitStageMs)}) | ${median(r.hitStageMs)} ms | |`,
    `| CPU time the hit features add on the decoded track, in one thread (${runs(r.hitCpuMs)}) | ${median(r.hitCpuMs)} ms | <= 1,000 ms over the catalogue's analysis |`,
    `| comparison with ${r.catalogueTracks.toLocaleString('en-US')} measured tracks: neighbours, Stage A, Stage B, market (${runs(r.compareMs)}) | ${median(r.compareMs)} ms | |`,
    `| the whole hit-analysis job, upload to result (${runs(r.jobMs)}) | ${median(r.jobMs)} ms | <= the worker analysis + 500 ms |`,
    `| machine load average (1 min) after each job | ${r.loadAverages.join(', ')} | |`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await runHitPredictorBench();
  console.log(JSON.stringify(result));
  console.log(hitPredictorMarkdown(result));
  process.exit(0);
}
