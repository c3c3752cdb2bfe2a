import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { COVER_ART_STYLES, type CoverArtStyle } from '@common/coverart';
import * as serve from '../scripts/serve.mjs';
import { buildApp } from '../server/src/app';
import { createDb } from '../server/src/db/connection';
import { migrateToLatest } from '../server/src/db/migrate';
import { renderCover } from '../server/src/features/coverart/render/renderCover';
import { coverRequest } from '../server/src/features/coverart/testing';
import { testConfig } from '../server/src/test/app';

interface Served {
  baseURL: string;
}

interface LatencyResult {
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface CoverArtBenchResult {
  /** Renders per style after warm-up. */
  runs: number;
  /** Median render (paint + PNG encoding) per style on this thread, ms. */
  perStyle: { style: CoverArtStyle; medianMs: number; cpuMs: number; bytes: number }[];
  /** Median over every render of every style, ms: wall time and CPU time of this process. */
  overallMedianMs: number;
  overallCpuMs: number;
  /** GET /api/health at 100 connections, idle (median p99 of the rounds). */
  idle: LatencyResult;
  /** The same while ten renders are always in flight through POST /api/generate-cover-art. */
  busy: LatencyResult;
  /** Covers the server painted during the busy windows, and the median time of one request end to end. */
  rendered: number;
  renderRequestMedianMs: number;
  rounds: number;
  /** The event loop of an in-process app: its delay (p99 and max, ms) idle and while ten renders are in flight. */
  loop: { idleP99: number; idleMax: number; busyP99: number; busyMax: number; renders: number };
  loadAverage: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Render time of each style on this thread (one core): `warmup` renders, then `runs` with different seeds. */
export function measureRenders(runs = 15, warmup = 3) {
  const all: number[] = [];
  const allCpu: number[] = [];
  const perStyle = COVER_ART_STYLES.map((style) => {
    const request = coverRequest({ style, trackTitle: 'Midnight Run', artistName: 'Luna Waves' });
    for (let i = 0; i < warmup; i += 1) renderCover({ request, seed: 1000 + i });
    const times: number[] = [];
    const cpu: number[] = [];
    let bytes = 0;
    for (let i = 0; i < runs; i += 1) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      bytes = renderCover({ request, seed: i }).length;
      times.push(performance.now() - t0);
      const used = process.cpuUsage(c0);
      cpu.push((used.user + used.system) / 1000);
    }
    all.push(...times);
    allCpu.push(...cpu);
    return { style, medianMs: Math.round(median(times)), cpuMs: Math.round(median(cpu)), bytes };
  });
  return {
    runs,
    perStyle,
    overallMedianMs: Math.round(median(all)),
    overallCpuMs: Math.round(median(allCpu)),
  };
}

async function latency(url: string, seconds: number): Promise<LatencyResult> {
  const result = await autocannon({ url, connections: 100, duration: seconds });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function signUp(base: string, i: number): Promise<string> {
  const username = `cover${Date.now().toString(36)}${i}`;
  const response = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'bench-password-1' }),
  });
  if (!response.ok) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

/**
 * The API's p99 while renders run: GET /api/health at 100 connections on the built server, idle and while ten
 * clients (each its own user, as the per-user limit allows 30 an hour) keep a render in flight each.
 */
export async function measureApiWhileRendering(server: Served, seconds = 5, rounds = 3) {
  const base = server.baseURL;
  const cookies = await Promise.all(Array.from({ length: 10 }, (_, i) => signUp(base, i)));
  const styles = [...COVER_ART_STYLES];
  const idle: LatencyResult[] = [];
  const busy: LatencyResult[] = [];
  const requestMs: number[] = [];
  let rendered = 0;
  let failures = 0;
  for (let round = 0; round < rounds; round += 1) {
    idle.push(await latency(`${base}/api/health`, seconds));
    let running = true;
    const clients = cookies.map(async (cookie, i) => {
      let n = 0;
      while (running && n < 9) {
        const t0 = performance.now();
        const response = await fetch(`${base}/api/generate-cover-art`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({
            trackTitle: `Bench ${round}-${i}-${n}`,
            style: styles[(i + n) % styles.length],
          }),
        });
        await response.arrayBuffer();
        if (response.ok) {
          rendered += 1;
          requestMs.push(performance.now() - t0);
        } else failures += 1;
        n += 1;
      }
    });
    busy.push(await latency(`${base}/api/health`, seconds));
    running = false;
    await Promise.all(clients);
  }
  if (failures > 0) throw new Error(`${failures} render requests failed`);
  const pick = (list: LatencyResult[]) => list.find((r) => r.p99 === median(list.map((x) => x.p99)))!;
  return {
    idle: pick(idle),
    busy: pick(busy),
    rendered,
    renderRequestMedianMs: Math.round(median(requestMs)),
    rounds,
  };
}

/**
 * Whether renders ever run on the event loop: the app built in this process (SQLite, local storage) keeps ten
 * renders in flight through app.inject while perf_hooks samples its event loop's delay every millisecond.
 */
export async function measureEventLoop(renders = 60, idleMs = 2000) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-cover-bench-'));
  const database = createDb({ databaseUrl: null, sqlitePath: path.join(dir, 'bench.sqlite') });
  await migrateToLatest(database.db);
  const app = await buildApp({ config: testConfig({ dataDir: dir }), database });
  try {
    const render = (i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/generate-cover-art',
        remoteAddress: `10.99.${Math.floor(i / 200)}.${i % 200}`,
        payload: { trackTitle: `Loop ${i}`, style: COVER_ART_STYLES[i % COVER_ART_STYLES.length] },
      });
    await render(0); // starts the render thread
    const idle = monitorEventLoopDelay({ resolution: 1 });
    idle.enable();
    await new Promise((resolve) => setTimeout(resolve, idleMs));
    idle.disable();
    const busy = monitorEventLoopDelay({ resolution: 1 });
    busy.enable();
    let next = 1;
    const worker = async () => {
      while (next <= renders) {
        const response = await render(next++);
        if (response.statusCode !== 200) throw new Error(`render answered ${response.statusCode}`);
      }
    };
    await Promise.all(Array.from({ length: 10 }, worker));
    busy.disable();
    const ms = (ns: number) => Math.round(ns / 1e5) / 10;
    return {
      idleP99: ms(idle.percentile(99)),
      idleMax: ms(idle.max),
      busyP99: ms(busy.percentile(99)),
      busyMax: ms(busy.max),
      renders,
    };
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function runCoverArtBench(server: Served): Promise<CoverArtBenchResult> {
  const renders = measureRenders();
  const loop = await measureEventLoop();
  const api = await measureApiWhileRendering(server);
  return { ...renders, ...api, loop, loadAverage: os.loadavg()[0]! };
}

export function coverArtMarkdown(r: CoverArtBenchResult): string {
  const rows = r.perStyle.map(
    (s) => `| ${s.style} | ${s.medianMs} ms | ${s.cpuMs} ms | ${(s.bytes / 1024).toFixed(0)} kB |`,
  );
  return [
    `Render time per art style, 1024x1024 painted and PNG-encoded on one thread (median of ${r.runs} seeds after warm-up):`,
    '',
    '| art style | median wall time | median CPU time | PNG size |',
    '|---|---|---|---|',
    ...rows,
    `| **all styles** (target <= 150 ms median) | **${r.overallMedianMs} ms** | **${r.overallCpuMs} ms** | |`,
    '',
    '| metric | value | target |',
    '|---|---|---|',
    `| GET /api/health p99 at 100 connections, idle server | ${r.idle.p99} ms (${r.idle.reqPerSec.toLocaleString('en-US')} req/s) | |`,
    `| the same while ten renders are always in flight (${r.rendered} covers painted over ${r.rounds} rounds) | ${r.busy.p99} ms (${r.busy.reqPerSec.toLocaleString('en-US')} req/s) | p99 unchanged |`,
    `| POST /api/generate-cover-art end to end under that load (median; queued behind the pool's threads) | ${r.renderRequestMedianMs} ms | |`,
    `| errors | ${r.idle.errors + r.busy.errors} | 0 |`,
    `| event-loop delay of an in-process app, idle: p99 / max | ${r.loop.idleP99} / ${r.loop.idleMax} ms | |`,
    `| the same while ten renders are in flight (${r.loop.renders} renders) | ${r.loop.busyP99} / ${r.loop.busyMax} ms | renders never on the event loop |`,
    `| machine load average (1 min) at the end | ${r.loadAverage.toFixed(1)} | |`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await serve.ensureBuild();
  const server = await serve.serveBuilt({
    REGISTER_RATE_LIMIT_PER_IP: '1000000',
    REGISTER_RATE_LIMIT_PER_USERNAME: '1000000',
    SEED_DEMO: 'false',
  });
  try {
    const result = await runCoverArtBench(server);
    console.log(JSON.stringify(result));
    console.log(coverArtMarkdown(result));
  } finally {
    await server.stop();
  }
  process.exit(0);
}
