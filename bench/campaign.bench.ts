import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { SMTPServer } from 'smtp-server';
import { createDb, type Db } from '../server/src/db/connection';
import { migrateToLatest } from '../server/src/db/migrate';
import { createUser, TEST_PASSWORD } from '../server/src/test/factories';
import { freePort, signInCookie } from '../server/src/media/uploads/httpTesting';

/** A campaign to 10,000 recipients against a local SMTP server, with the API measured while it sends. */
export interface CampaignBenchResult {
  recipients: number;
  ratePerSecond: number;
  /** POST /api/marketing/send-campaign: audience, sanitising, rendering, 10,000 rows in one transaction. */
  queueMs: number;
  /** Whether the run waited for every message (otherwise it measured the API while sending, then stopped). */
  complete: boolean;
  /** From the 202 to the last message received by the SMTP server. */
  deliverSeconds: number;
  /** Messages received per second, first to last. */
  deliveredPerSecond: number;
  received: number;
  uniqueRecipients: number;
  /** GET /api/user (session + user) before the campaign and while it sends. */
  api: { idle: Latency; sending: Latency };
  /** GET /api/marketing/campaigns (what the page polls) while it sends. */
  history: Latency;
}

export interface Latency {
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

const root = path.resolve(import.meta.dirname, '..');
const CHUNK = 500;

/** An SMTP server that only counts (no parsing), so the measuring process stays light. */
export async function startSink() {
  const port = await freePort();
  const state = { received: 0, first: 0, last: 0, recipients: new Set<string>() };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('end', () => {
        const now = performance.now();
        state.received += 1;
        if (state.first === 0) state.first = now;
        state.last = now;
        for (const to of session.envelope.rcptTo) state.recipients.add(to.address);
        callback();
      });
      stream.resume();
    },
  });
  // A sender that stops mid-message (a process stopped while sending) resets its connection: not an error here.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    state,
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** The server from source (server/src/main.ts), as `npm start` runs it, in its own process. */
export async function startServer(dataDir: string, env: Record<string, string>) {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'server/src/main.ts')],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        COOKIE_SECURE: 'false',
        PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited early');
    if (Date.now() > deadline) throw new Error('server did not become healthy');
    if (
      await fetch(`${baseURL}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseURL,
    stop: () => new Promise<void>((r) => (child.once('exit', () => r()), child.kill('SIGTERM'))),
  };
}

export async function latency(url: string, cookie: string, seconds: number): Promise<Latency> {
  const result = await autocannon({ url, connections: 10, duration: seconds, headers: { cookie } });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Three runs of `latency`, keeping the one with the median p99 (single runs are noisy on a busy machine). */
export async function medianLatency(url: string, cookie: string): Promise<Latency> {
  const runs: Latency[] = [];
  for (let i = 0; i < 3; i++) runs.push(await latency(url, cookie, 5));
  return runs.sort((a, b) => a.p99 - b.p99)[1]!;
}

/** `recipients` verified fans who agreed to the artist's emails (benchfan0, benchfan1, ...). */
export async function addCampaignAudience(db: Db, artistId: number, recipients: number): Promise<void> {
  const now = new Date().toISOString();
  for (let start = 0; start < recipients; start += CHUNK) {
    const fans = await db
      .insertInto('users')
      .values(
        Array.from({ length: Math.min(CHUNK, recipients - start) }, (_, i) => ({
          username: `benchfan${start + i}`,
          password: 'not-a-login',
          email: `fan${start + i}@example.test`,
          displayName: `Fan ${start + i}`,
          userType: 'fan',
          genres: '[]',
          emailVerifiedAt: now,
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('marketingConsents')
      .values(fans.map((fan) => ({ fanId: fan.id, artistId, createdAt: now })))
      .execute();
  }
}

/**
 * Queues a campaign to `recipients` opted-in fans through the real server and measures the request, the API before
 * and while it sends, and (when `complete`) the delivery of every message.
 */
export async function runCampaignBench(
  ratePerSecond: number,
  complete: boolean,
  recipients = 10_000,
): Promise<CampaignBenchResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-bench-campaign-'));
  const sink = await startSink();
  try {
    const handle = createDb({ databaseUrl: null, sqlitePath: path.join(dataDir, 'panda-nation.sqlite') });
    await migrateToLatest(handle.db);
    const artist = await createUser(handle.db, {
      username: 'benchartist',
      displayName: 'Bench Artist',
      userType: 'artist',
    });
    await addCampaignAudience(handle.db, artist.id, recipients);
    await handle.close();

    const server = await startServer(dataDir, {
      SMTP_URL: sink.url,
      MAIL_RATE_PER_SECOND: String(ratePerSecond),
    });
    try {
      const cookie = await signInCookie(server.baseURL, 'benchartist', TEST_PASSWORD);
      const userUrl = `${server.baseURL}/api/user`;
      const idle = await medianLatency(userUrl, cookie);

      const t0 = performance.now();
      const queued = await fetch(`${server.baseURL}/api/marketing/send-campaign`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', origin: server.baseURL },
        body: JSON.stringify({
          subject: 'Night Drive (remix) is out',
          htmlContent:
            '<h1>Night Drive (remix)</h1><p>Out now on Panda Nation: a slower, warmer take with live bass.</p>' +
            '<p><a href="/tracks/1">Listen first</a> and tell me what you think.</p>',
        }),
      });
      const queueMs = Math.round(performance.now() - t0);
      if (queued.status !== 202) {
        throw new Error(`send-campaign answered ${queued.status}: ${await queued.text()}`);
      }

      // The API while the campaign goes out (once it has been sending for a moment).
      await new Promise((r) => setTimeout(r, 2000));
      const sending = await medianLatency(userUrl, cookie);
      const history = await latency(`${server.baseURL}/api/marketing/campaigns`, cookie, 5);
      if (complete) {
        const deadline = Date.now() + (recipients / ratePerSecond) * 3000 + 120_000;
        while (sink.state.received < recipients && Date.now() < deadline) {
          await new Promise((r) => setTimeout(r, 200));
        }
      }
      const deliverSeconds = (performance.now() - t0) / 1000;
      const spanSeconds = (sink.state.last - sink.state.first) / 1000;
      return {
        recipients,
        ratePerSecond,
        queueMs,
        complete,
        deliverSeconds: Math.round(deliverSeconds * 10) / 10,
        deliveredPerSecond: Math.round((sink.state.received - 1) / spanSeconds),
        received: sink.state.received,
        uniqueRecipients: sink.state.recipients.size,
        api: { idle, sending },
        history,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await sink.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (l: Latency) => `${l.reqPerSec} req/s, p50 ${l.p50} ms, p99 ${l.p99} ms`;

/** The default rate (the API while it sends) and a 10x rate (the whole delivery). */
export async function runCampaignBenches(): Promise<CampaignBenchResult[]> {
  return [await runCampaignBench(10, false), await runCampaignBench(100, true)];
}

export function campaignMarkdown(results: CampaignBenchResult[]): string {
  const rows = results.map((r) => {
    const delivered = r.complete
      ? `all ${r.received} in ${r.deliverSeconds} s (${r.uniqueRecipients} addresses, none twice): ${r.deliveredPerSecond} messages/s`
      : `${r.deliveredPerSecond} messages/s while measured (${r.received} sent, then stopped)`;
    const ratio = (r.api.sending.p99 / Math.max(1, r.api.idle.p99)).toFixed(2);
    return `| ${r.ratePerSecond} | ${r.queueMs} ms | ${delivered} | ${ms(r.api.idle)} | ${ms(r.api.sending)} | ${ratio} | ${ms(r.history)} |`;
  });
  return `| \`MAIL_RATE_PER_SECOND\` | queue ${results[0]?.recipients ?? 10_000} recipients (POST answers 202) | delivered | GET /api/user before | GET /api/user while sending | p99 while / before | GET /api/marketing/campaigns while sending |
|---|---|---|---|---|---|---|
${rows.join('\n')}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rate = process.argv.find((arg) => arg.startsWith('--rate='));
  const results = rate
    ? [await runCampaignBench(Number(rate.slice(7)), !process.argv.includes('--partial'))]
    : await runCampaignBenches();
  console.log(JSON.stringify(results));
  console.log(campaignMarkdown(results));
  process.exit(0);
}
