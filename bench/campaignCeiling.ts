import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrateToLatest } from '../server/src/db/migrate';
import { signInCookie } from '../server/src/media/uploads/httpTesting';
import { TEST_REDIS_URL } from '../server/src/realtime/scaleout/testRedis';
import { createUser, TEST_PASSWORD } from '../server/src/test/factories';
import { type BenchDatabase, benchPostgresUrl, openBenchDatabase } from './benchDatabase';
import { addCampaignAudience, cpuMsOf, type Latency, latency, startServer } from './campaignSetup';
import { startSinkProcess } from './smtpSink';

/**
 * The sending ceiling: a worker process (PROCESS_ROLE=worker) sends a campaign with the rate unlimited
 * (MAIL_RATE_PER_SECOND=0) to a counting SMTP server in its own process, while GET /api/user is measured on a web process
 * (PROCESS_ROLE=web) before and during the sending.
 */
export interface CeilingBenchResult {
  database: 'sqlite' | 'postgres';
  recipients: number;
  /** MAIL_RATE_PER_SECOND of the worker (0: unlimited). */
  ratePerSecond: number;
  /** MAIL_CONCURRENCY of the worker: its pooled SMTP connections. */
  concurrency: number;
  /** Messages received per second, first to last. */
  deliveredPerSecond: number;
  received: number;
  uniqueRecipients: number;
  /** GET /api/user on the web process (median p99 of 3 runs) before the campaign and while it is sent. */
  api: { idle: Latency; sending: Latency };
  /** The worker's CPU time per message, from the campaign's queueing to its last message (ms). */
  workerCpuMsPerMessage: number;
  /** Whether the last message arrived after the runs measured while sending. */
  coveredBySending: boolean;
  /** The machine's 1-minute load average before the idle runs, and at the end of the sending. */
  load: { before: number; sending: number };
}

export interface CeilingOptions {
  database?: 'sqlite' | 'postgres';
  recipients?: number;
  ratePerSecond?: number;
  concurrency?: number;
  /** A directory for the worker's CPU profile (node --cpu-prof), if wanted. */
  cpuProfileDir?: string;
}

const RUN_SECONDS = 4;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Three runs of `RUN_SECONDS`, keeping the one with the median p99. */
async function medianOfThree(url: string, cookie: string): Promise<Latency> {
  const runs: Latency[] = [];
  for (let i = 0; i < 3; i++) runs.push(await latency(url, cookie, RUN_SECONDS));
  return runs.sort((a, b) => a.p99 - b.p99)[1]!;
}

/** Whether the PostgreSQL server of `--database=postgres` answers. */
export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: benchPostgresUrl(), connectionTimeoutMillis: 2000 });
  return client.connect().then(
    () => client.end().then(() => true),
    () => false,
  );
}

/** The worker and web processes' DATABASE_URL for a bench schema (unset on SQLite: the file in DATA_DIR). */
function databaseEnv(bench: BenchDatabase): Record<string, string> {
  if (!bench.schema) return {};
  const url = benchPostgresUrl();
  const options = encodeURIComponent(`-c search_path=${bench.schema}`);
  return { DATABASE_URL: `${url}${url.includes('?') ? '&' : '?'}options=${options}` };
}

export async function runCeilingBench(options: CeilingOptions = {}): Promise<CeilingBenchResult> {
  const { database = 'sqlite', recipients = 10_000, ratePerSecond = 0, concurrency = 8 } = options;
  const bench = await openBenchDatabase('ceiling', database === 'postgres' ? benchPostgresUrl() : undefined);
  const { dataDir } = bench;
  const sink = await startSinkProcess();
  const stops: Array<() => Promise<void>> = [];
  try {
    const { db } = bench.database;
    await migrateToLatest(db);
    const artist = await createUser(db, { username: 'benchartist', userType: 'artist' });
    await addCampaignAudience(db, artist.id, recipients);
    await bench.database.close();

    const env = {
      ...databaseEnv(bench),
      REDIS_URL: `${TEST_REDIS_URL}/0?prefix=pn-bench:${path.basename(dataDir)}:`,
      SMTP_URL: sink.url,
      MAIL_RATE_PER_SECOND: String(ratePerSecond),
      MAIL_CONCURRENCY: String(concurrency),
    };
    // One DATA_DIR for both: on SQLite, one database file.
    const web = await startServer(dataDir, { ...env, PROCESS_ROLE: 'web' });
    stops.push(web.stop);
    const profile = options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
    const worker = await startServer(dataDir, { ...env, PROCESS_ROLE: 'worker' }, profile);
    stops.push(worker.stop);
    const cookie = await signInCookie(web.baseURL, 'benchartist', TEST_PASSWORD);
    const userUrl = `${web.baseURL}/api/user`;

    const loadBefore = os.loadavg()[0]!;
    const idle = await medianOfThree(userUrl, cookie);
    const cpuBefore = cpuMsOf(worker.pid);
    const queued = await fetch(`${web.baseURL}/api/marketing/send-campaign`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: web.baseURL },
      body: JSON.stringify({
        subject: 'Night Drive (remix) is out',
        htmlContent:
          '<h1>Night Drive (remix)</h1><p>Out now on Panda Nation: a slower, warmer take with live bass.</p>' +
          '<p><a href="/tracks/1">Listen first</a> and tell me what you think.</p>',
      }),
    });
    if (queued.status !== 202)
      throw new Error(`send-campaign answered ${queued.status}: ${await queued.text()}`);
    // The worker finds the job at its next poll (SQLite) or at once (PostgreSQL NOTIFY).
    while ((await sink.report()).received === 0) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 500));
    const sending = await medianOfThree(userUrl, cookie);
    const windowEnd = Date.now();
    const loadSending = os.loadavg()[0]!;
    const deadline = Date.now() + 600_000;
    let report = await sink.report();
    while (report.received < recipients && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      report = await sink.report();
    }
    const workerCpuMs = cpuMsOf(worker.pid) - cpuBefore;
    const spanSeconds = (report.last - report.first) / 1000;
    return {
      database,
      recipients,
      ratePerSecond,
      concurrency,
      deliveredPerSecond: Math.round((report.received - 1) / spanSeconds),
      received: report.received,
      uniqueRecipients: report.uniqueRecipients,
      api: { idle, sending },
      workerCpuMsPerMessage: Math.round((workerCpuMs / report.received) * 100) / 100,
      coveredBySending: report.last > windowEnd,
      load: { before: round1(loadBefore), sending: round1(loadSending) },
    };
  } finally {
    for (const stop of stops.reverse()) await stop();
    await sink.stop();
    await bench.drop();
  }
}

const ms = (l: Latency) => `${l.reqPerSec} req/s, p50 ${l.p50} ms, p99 ${l.p99} ms`;

export function ceilingMarkdown(results: CeilingBenchResult[]): string {
  const rows = results.map((r) => {
    const ratio = (r.api.sending.p99 / Math.max(1, r.api.idle.p99)).toFixed(2);
    const rate = r.ratePerSecond === 0 ? '0 (unlimited)' : String(r.ratePerSecond);
    const covered = r.coveredBySending ? '' : ' (sending ended during the runs)';
    return `| ${r.database} | ${rate} | ${r.concurrency} | ${r.received} of ${r.recipients} (${r.uniqueRecipients} addresses): **${r.deliveredPerSecond} messages/s** | ${r.workerCpuMsPerMessage} ms | ${ms(r.api.idle)} | ${ms(r.api.sending)}${covered} | ${ratio} | ${r.load.before} / ${r.load.sending} |`;
  });
  return `| database | worker's \`MAIL_RATE_PER_SECOND\` | \`MAIL_CONCURRENCY\` | delivered by the worker | worker CPU per message | GET /api/user on the web process before | the same while the worker sends | p99 while / before | load average (1 min) before / while |
|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}`;
}
