import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { registerSchema } from '@common/auth';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { migrateToLatest } from '../server/src/db/migrate';
import { openDatabase } from '../server/src/db/open';
import { z } from 'zod';
import { type AnyJobDefinition, defineJob, defineLane, LANES } from '../server/src/jobs/define';
import { enqueueJob } from '../server/src/jobs/queue';
import { startJobRunner } from '../server/src/jobs/runner';
import { registerUser } from '../server/src/features/auth/commands/registerUser';
import { sendMailJob } from '../server/src/mail/sendMailJob';
import { startSmtpPeer } from '../server/src/mail/smtpPeer';
import { analyseAudioFile } from '../server/src/media/audio/analysis';
import { threeMinuteTrack } from './analysis.bench';

/** How long a password-reset email waits while audio analyses are queued, with and without lanes. */
export interface MailLanesResult {
  /** Analyses of a 3-minute track queued just before the reset request. */
  analysesQueued: number;
  /** One analysis of that track, ms (the time a mail would wait per analysis ahead of it in one lane). */
  analysisMs: number;
  /** Request to SMTP server receipt, with the mail lane apart from the media lane (the product), ms. */
  laneWaitMs: number;
  /** The same with every job in one lane of concurrency 1 (no lanes), ms. */
  singleLaneWaitMs: number;
}

/** Real work of the media lane: the analysis of a 3-minute track in the worker thread. */
function analysisOf(track: string) {
  return defineJob({
    type: 'analyse-track',
    schema: z.object({ trackId: z.number() }),
    lane: LANES.media,
    run: async () => void (await analyseAudioFile(track)),
  });
}

async function scenario(oneLane: boolean, analyses: number, track: string): Promise<number> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-bench-mail-'));
  const peer = await startSmtpPeer();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    SMTP_URL: peer.url,
  });
  const database = openDatabase(config);
  await migrateToLatest(database.db);
  const app = await buildApp({ config, database });
  const analysis = analysisOf(track);
  const one = defineLane('one', 1);
  const jobs: AnyJobDefinition[] = oneLane
    ? [
        { ...analysis, lane: one },
        { ...sendMailJob, lane: one },
      ]
    : [analysis, { ...sendMailJob, lane: defineLane('mail', 4) }];
  const runner = startJobRunner(app.ctx, { jobs, pollMs: 50 });
  try {
    const email = 'lane@example.test';
    await registerUser(
      database.db,
      registerSchema.parse({ username: 'lanes', password: 'Lane-Bench-42', email }),
      { source: 'seed' },
    );
    for (let i = 0; i < analyses; i++) await enqueueJob(database.db, analysis, { trackId: i + 1 });
    // Let the media lane start on the first analysis.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = performance.now();
    const response = await app.inject({ method: 'POST', url: '/api/password-reset', payload: { email } });
    if (response.statusCode !== 202) throw new Error(`reset answered ${response.statusCode}`);
    await peer.waitFor((mail) => mail.subject === 'Reset your Panda Nation password', 15 * 60_000);
    return Math.round(performance.now() - started);
  } finally {
    await runner.stop(1000);
    await app.close();
    await database.close();
    await peer.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Measures the wait of a reset email behind `analyses` queued analyses, with lanes and with one lane. */
export async function runMailLanesBench(analyses = 3): Promise<MailLanesResult> {
  const track = await threeMinuteTrack();
  const t0 = performance.now();
  await analyseAudioFile(track);
  const analysisMs = Math.round(performance.now() - t0);
  const laneWaitMs = await scenario(false, analyses, track);
  const singleLaneWaitMs = await scenario(true, analyses, track);
  return { analysesQueued: analyses, analysisMs, laneWaitMs, singleLaneWaitMs };
}

export function mailLanesMarkdown(r: MailLanesResult): string {
  return `| scenario | request to SMTP receipt |
|---|---|
| password reset, ${r.analysesQueued} analyses of a 3-minute track queued (one takes ${r.analysisMs} ms), mail lane apart (the product) | ${r.laneWaitMs} ms |
| the same with every job in one lane | ${r.singleLaneWaitMs} ms |`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await runMailLanesBench();
  console.log(JSON.stringify(result));
  console.log(mailLanesMarkdown(result));
  process.exit(0);
}
