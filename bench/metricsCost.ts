/**
 * What counting for GET /metrics costs on the hot path: GET /api/tracks (first page, signed out) served by two
 * processes on the same SQLite database, one built with metrics and one without, loaded in turns by autocannon.
 *
 *   npx tsx bench/metricsCost.ts            (5 rounds of 5 s per variant, 50 connections)
 *   npx tsx bench/metricsCost.ts --inject   (CPU time the request hooks add, through Fastify alone)
 *
 * Each server runs in its own process (`--serve on|off`), so the load generator does not share its event loop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import type { AppContext } from '../server/src/context';
import { createDb } from '../server/src/db/connection';
import { migrateToLatest } from '../server/src/db/migrate';
import { instrumentApp } from '../server/src/features/metrics/index';
import { insertBenchTracks } from './tracks.bench';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const SECONDS = Number(process.env.SECONDS ?? 5);
const CONNECTIONS = 50;
const TRACKS = 40;

async function serve(dataDir: string, metrics: boolean): Promise<void> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    METRICS_TOKEN: 'bench-metrics-token-0123456789',
  });
  const database = createDb({ databaseUrl: null, sqlitePath: path.join(dataDir, 'panda-nation.sqlite') });
  const app = await buildApp({ config, database, metrics });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  process.stdout.write(`${address}\n`);
}

async function prepare(dataDir: string): Promise<void> {
  const handle = createDb({ databaseUrl: null, sqlitePath: path.join(dataDir, 'panda-nation.sqlite') });
  await migrateToLatest(handle.db);
  await insertBenchTracks(handle.db, 0, TRACKS);
  await handle.close();
}

function start(dataDir: string, variant: 'on' | 'off'): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', import.meta.filename, '--serve', variant, dataDir],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.stdout!.once('data', (data: Buffer) => resolve({ child, url: data.toString().trim() }));
    child.once('exit', (code) => reject(new Error(`server ${variant} exited with ${code}`)));
  });
}

interface Run {
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function load(url: string): Promise<Run> {
  const result = await autocannon({
    url: `${url}/api/tracks`,
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-metrics-bench-'));
  await prepare(dataDir);
  const on = await start(dataDir, 'on');
  const off = await start(dataDir, 'off');
  try {
    // Warm both (JIT, the listing cache), then alternate so drift on a shared machine hits both alike.
    await load(off.url);
    await load(on.url);
    const runs: Record<'on' | 'off', Run[]> = { on: [], off: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      runs.off.push(await load(off.url));
      runs.on.push(await load(on.url));
    }
    for (const variant of ['off', 'on'] as const) {
      const r = runs[variant];
      console.log(
        `metrics ${variant}: req/s ${r.map((x) => Math.round(x.reqPerSec)).join(', ')} (median ${Math.round(
          median(r.map((x) => x.reqPerSec)),
        )}), p50 ${median(r.map((x) => x.p50))} ms, p99 ${median(r.map((x) => x.p99))} ms, non-2xx ${r.reduce(
          (sum, x) => sum + x.non2xx,
          0,
        )}`,
      );
    }
    const ratio = median(runs.on.map((x) => x.reqPerSec)) / median(runs.off.map((x) => x.reqPerSec));
    console.log(`with / without: ${ratio.toFixed(3)}`);
  } finally {
    on.child.kill();
    off.child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * CPU microseconds per injected request through Fastify alone (a route answering a fixed page of 20 tracks), in
 * alternating batches: without instrumentation (twice: the second copy shows the noise), and with instrumentApp.
 * Whole apps are not compared this way: two of them in one process differ by more than the hooks (measured: two
 * uninstrumented apps 30 % apart), so the whole-app comparison is the autocannon one, a process per variant.
 */
async function injectLoop(): Promise<void> {
  const page = {
    tracks: Array.from({ length: 20 }, (_, i) => ({ id: i, title: `Track ${i}`, genre: 'r&b' })),
  };
  const ctx = {
    config: { version: 'bench' },
    database: { db: null, watchQueries: () => () => undefined },
    mail: { name: 'outbox', send: async () => ({ messageId: '' }), close: () => undefined },
    storage: {},
  } as unknown as AppContext;
  const make = async (instrumented: boolean) => {
    const app = Fastify({ logger: false });
    if (instrumented) instrumentApp(app, { ...ctx });
    app.get('/api/tracks', async () => page);
    await app.ready();
    return app;
  };
  const apps = { off: await make(false), control: await make(false), on: await make(true) };
  const variants = Object.keys(apps) as (keyof typeof apps)[];
  const perRequest = { off: [] as number[], control: [] as number[], on: [] as number[] };
  const batch = async (variant: keyof typeof apps, count: number) => {
    const start = process.cpuUsage();
    for (let i = 0; i < count; i += 1) await apps[variant].inject({ method: 'GET', url: '/api/tracks' });
    const used = process.cpuUsage(start);
    return (used.user + used.system) / count;
  };
  for (const variant of variants) await batch(variant, 3_000);
  for (let round = 0; round < 10; round += 1) {
    for (const variant of variants) perRequest[variant].push(await batch(variant, 3_000));
  }
  for (const variant of variants) {
    console.log(
      `${variant}: ${median(perRequest[variant]).toFixed(1)} us CPU per request (median of 10 x 3,000)`,
    );
  }
  for (const app of Object.values(apps)) await app.close();
}

const serveAt = process.argv.indexOf('--serve');
if (process.argv.includes('--inject')) {
  await injectLoop();
} else if (serveAt >= 0) {
  await serve(process.argv[serveAt + 2]!, process.argv[serveAt + 1] === 'on');
} else {
  await main();
}
