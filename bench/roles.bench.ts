import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { createDb } from '../server/src/db/connection';
import { migrateToLatest } from '../server/src/db/migrate';
import { signInCookie } from '../server/src/media/uploads/httpTesting';
import { TEST_REDIS_URL } from '../server/src/realtime/scaleout/testRedis';
import { DEFAULT_POSTGRES_URL } from '../server/src/test/databases';
import { createUser, TEST_PASSWORD } from '../server/src/test/factories';
import { threeMinuteTrack, uploadForAnalysis } from './analysis.bench';
import { addCampaignAudience, type Latency, latency, startServer, startSink } from './campaign.bench';

/**
 * Web and worker roles: the API of a web process (PROCESS_ROLE=web) idle, then while a worker process
 * (PROCESS_ROLE=worker) sends a 10,000-recipient campaign and analyses three 3-minute tracks; and how long a job
 * queued by the web process waits before the worker claims it (PostgreSQL NOTIFY wake-up).
 */
export interface RolesBenchResult {
  recipients: number;
  ratePerSecond: number;
  /** GET /api/user on the web process, 10 connections, one run each. */
  idle: Latency;
  busy: Latency;
  /** What the worker did during the busy window. */
  sentDuringWindow: number;
  analysesRunningAtStart: number;
  analysesDoneDuringWindow: number;
  /** From the web's 202 to the worker's claim of the send-mail job, ms, for 10 password resets. */
  pickUpMs: number[];
  /** The machine's 1-minute load average before the idle run and at the end (other work on the machine). */
  load: { before: number; after: number };
}

const RECIPIENTS = 10_000;
const RATE = 100;
const WINDOW_SECONDS = 8;
const RESETS = 10;

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function runRolesBench(): Promise<RolesBenchResult> {
  const baseUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_URL;
  const schema = `pn_bench_${randomBytes(5).toString('hex')}`;
  await withClient(baseUrl, (c) => c.query(`create schema ${schema}`));
  const databaseUrl = `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-bench-roles-'));
  const sink = await startSink();
  const stops: Array<() => Promise<void>> = [];
  const watch = new pg.Client({ connectionString: databaseUrl });
  try {
    const handle = createDb({ databaseUrl: baseUrl, sqlitePath: '', pgSchema: schema });
    await migrateToLatest(handle.db);
    const artist = await createUser(handle.db, { username: 'benchartist', userType: 'artist' });
    await addCampaignAudience(handle.db, artist.id, RECIPIENTS);
    await handle.close();

    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: `${TEST_REDIS_URL}/0?prefix=pn-bench:${schema}:`,
      SMTP_URL: sink.url,
      MAIL_RATE_PER_SECOND: String(RATE),
      PASSWORD_RESET_RATE_LIMIT_PER_IP: '1000',
    };
    // One DATA_DIR for both, as on one machine without S3 (uploads land where the worker reads them).
    const web = await startServer(dataDir, { ...env, PROCESS_ROLE: 'web' });
    stops.push(web.stop);
    const worker = await startServer(dataDir, { ...env, PROCESS_ROLE: 'worker' });
    stops.push(worker.stop);
    await watch.connect();
    const cookie = await signInCookie(web.baseURL, 'benchartist', TEST_PASSWORD);

    // Pick-up delay: the web queues a send-mail job, the worker claims it.
    const pickUpMs: number[] = [];
    for (let i = 0; i < RESETS; i++) {
      const response = await fetch(`${web.baseURL}/api/password-reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: web.baseURL },
        body: JSON.stringify({ email: `fan${i}@example.test` }),
      });
      const answered = performance.now();
      if (response.status !== 202) throw new Error(`password-reset answered ${response.status}`);
      const { rows } = await watch.query<{ id: number }>(
        `select max(id) as id from jobs where type = 'send-mail'`,
      );
      const id = rows[0]!.id;
      for (;;) {
        const job = await watch.query<{ status: string }>('select status from jobs where id = $1', [id]);
        if (job.rows[0]?.status !== 'queued') break;
        await new Promise((r) => setTimeout(r, 2));
      }
      pickUpMs.push(Math.round(performance.now() - answered));
      await new Promise((r) => setTimeout(r, 300));
    }

    const userUrl = `${web.baseURL}/api/user`;
    const loadBefore = os.loadavg()[0]!;
    const idle = await latency(userUrl, cookie, WINDOW_SECONDS);

    const file = await threeMinuteTrack();
    const trackIds: number[] = [];
    for (let i = 0; i < 3; i++) trackIds.push(await uploadForAnalysis(web.baseURL, cookie, file));
    const queued = await fetch(`${web.baseURL}/api/marketing/send-campaign`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: web.baseURL },
      body: JSON.stringify({
        subject: 'Night Drive (remix) is out',
        htmlContent: '<h1>Night Drive (remix)</h1><p>Out now on Panda Nation: a slower, warmer take.</p>',
      }),
    });
    if (queued.status !== 202)
      throw new Error(`send-campaign answered ${queued.status}: ${await queued.text()}`);
    await new Promise((r) => setTimeout(r, 1000));
    const analyses = async (status: string) =>
      Number(
        (
          await watch.query<{ n: string }>(
            `select count(*) as n from jobs where type = 'analyse-track' and status = $1`,
            [status],
          )
        ).rows[0]!.n,
      );
    const runningAtStart = await analyses('running');
    const doneBefore = await analyses('done');
    const sentBefore = sink.state.received;
    const busy = await latency(userUrl, cookie, WINDOW_SECONDS);
    return {
      recipients: RECIPIENTS,
      ratePerSecond: RATE,
      idle,
      busy,
      sentDuringWindow: sink.state.received - sentBefore,
      analysesRunningAtStart: runningAtStart,
      analysesDoneDuringWindow: (await analyses('done')) - doneBefore,
      pickUpMs,
      load: { before: round1(loadBefore), after: round1(os.loadavg()[0]!) },
    };
  } finally {
    await watch.end().catch(() => undefined);
    for (const stop of stops.reverse()) await stop();
    await sink.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await withClient(baseUrl, (c) => c.query(`drop schema if exists ${schema} cascade`));
  }
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const ms = (l: Latency) => `${l.reqPerSec} req/s, p50 ${l.p50} ms, p99 ${l.p99} ms, ${l.errors} errors`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export function rolesMarkdown(r: RolesBenchResult): string {
  const ratio = (r.busy.p99 / Math.max(1, r.idle.p99)).toFixed(2);
  return `| GET /api/user on the web process, idle | the same while the worker sends a ${r.recipients.toLocaleString('en-US')}-recipient campaign (\`MAIL_RATE_PER_SECOND=${r.ratePerSecond}\`) and analyses 3 tracks | p99 busy / idle | job pick-up, web's 202 to the worker's claim (${r.pickUpMs.length} password resets) | load average (1 min) before / after |
|---|---|---|---|---|
| ${ms(r.idle)} | ${ms(r.busy)} (${r.sentDuringWindow} messages sent, ${r.analysesRunningAtStart} analysis running at the start, ${r.analysesDoneDuringWindow} finished in the window) | ${ratio} | median ${median(r.pickUpMs)} ms, max ${Math.max(...r.pickUpMs)} ms (${r.pickUpMs.join(', ')}) | ${r.load.before} / ${r.load.after} |`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await runRolesBench();
  console.log(JSON.stringify(result));
  console.log(rolesMarkdown(result));
  process.exit(0);
}
