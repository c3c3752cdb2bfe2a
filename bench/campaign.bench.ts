import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createDb } from '../server/src/db/connection';
import { migrateToLatest } from '../server/src/db/migrate';
import { signInCookie } from '../server/src/media/uploads/httpTesting';
import { createUser, TEST_PASSWORD } from '../server/src/test/factories';
import {
  type CeilingBenchResult,
  ceilingMarkdown,
  postgresAnswers,
  runCeilingBench,
} from './campaignCeiling';
import {
  addCampaignAudience,
  type Latency,
  latency,
  medianLatency,
  startServer,
  startSink,
} from './campaignSetup';

export { addCampaignAudience, type Latency, latency, medianLatency, startServer, startSink };

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

/** The paced runs in the API's process, and the ceiling of a worker process with the rate unlimited. */
export interface CampaignBenches {
  paced: CampaignBenchResult[];
  ceiling: CeilingBenchResult[];
}

/**
 * The default rate (the API while it sends), a 10x rate (the whole delivery), and the unlimited rate in a worker
 * on SQLite and, when it answers, on PostgreSQL.
 */
export async function runCampaignBenches(): Promise<CampaignBenches> {
  const paced = [await runCampaignBench(10, false), await runCampaignBench(100, true)];
  const ceiling = [await runCeilingBench({ database: 'sqlite' })];
  if (await postgresAnswers()) ceiling.push(await runCeilingBench({ database: 'postgres' }));
  return { paced, ceiling };
}

export function campaignMarkdown({ paced, ceiling }: CampaignBenches): string {
  const rows = paced.map((r) => {
    const delivered = r.complete
      ? `all ${r.received} in ${r.deliverSeconds} s (${r.uniqueRecipients} addresses, none twice): ${r.deliveredPerSecond} messages/s`
      : `${r.deliveredPerSecond} messages/s while measured (${r.received} sent, then stopped)`;
    const ratio = (r.api.sending.p99 / Math.max(1, r.api.idle.p99)).toFixed(2);
    return `| ${r.ratePerSecond} | ${r.queueMs} ms | ${delivered} | ${ms(r.api.idle)} | ${ms(r.api.sending)} | ${ratio} | ${ms(r.history)} |`;
  });
  const pacedTable = `| \`MAIL_RATE_PER_SECOND\` | queue ${paced[0]?.recipients ?? 10_000} recipients (POST answers 202) | delivered | GET /api/user before | GET /api/user while sending | p99 while / before | GET /api/marketing/campaigns while sending |
|---|---|---|---|---|---|---|
${rows.join('\n')}`;
  return [paced.length ? pacedTable : '', ceiling.length ? ceilingMarkdown(ceiling) : '']
    .filter(Boolean)
    .join('\n\n');
}

const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rate = option('rate');
  let results: CampaignBenches;
  if (process.argv.includes('--ceiling')) {
    // The worker's ceiling alone: --database=sqlite|postgres, --rate=N (0: unlimited), --concurrency=N,
    // --recipients=N, --cpu-prof=DIR (a CPU profile of the worker).
    const database = option('database') === 'postgres' ? 'postgres' : 'sqlite';
    const ceiling = await runCeilingBench({
      database,
      ...(rate ? { ratePerSecond: Number(rate) } : {}),
      ...(option('concurrency') ? { concurrency: Number(option('concurrency')) } : {}),
      ...(option('recipients') ? { recipients: Number(option('recipients')) } : {}),
      ...(option('cpu-prof') ? { cpuProfileDir: path.resolve(option('cpu-prof')!) } : {}),
    });
    results = { paced: [], ceiling: [ceiling] };
  } else if (rate) {
    results = {
      paced: [await runCampaignBench(Number(rate), !process.argv.includes('--partial'))],
      ceiling: [],
    };
  } else {
    results = await runCampaignBenches();
  }
  console.log(JSON.stringify(results));
  console.log(campaignMarkdown(results));
  process.exit(0);
}
