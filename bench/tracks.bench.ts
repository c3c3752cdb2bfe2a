import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import type { TrackPage } from '@common/tracks';
import { createDb, type Db } from '../server/src/db/connection';
import { json } from '../server/src/db/values';
import type { HttpResult } from './http.bench';

/** The built server: its address and its data directory (the SQLite file lives there). */
interface Served {
  baseURL: string;
  dataDir: string;
}

/** Public tracks the listing scenarios need; the bench adds rows up to this many when the seed has fewer. */
const MIN_PUBLIC_TRACKS = 40;
const BENCH_USERS = 8;

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The bytes a response body takes on the wire, as sent plain and as sent to a client accepting brotli. */
async function bodySizes(url: string): Promise<{ plain: number; br: number }> {
  const size = (headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      http
        .get(url, { headers }, (response) => {
          let bytes = 0;
          response.on('data', (chunk: Buffer) => (bytes += chunk.length));
          response.on('end', () => resolve(bytes));
        })
        .on('error', reject);
    });
  return { plain: await size({}), br: await size({ 'accept-encoding': 'br' }) };
}

/** The scenario every other one is compared with (the machine is shared: absolute figures are noisy). */
const BASELINE = 'GET /api/health (database ping, baseline)';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(
  name: string,
  options: autocannon.Options,
  expected: (status: number) => boolean = (s) => s >= 200 && s < 300,
): Promise<HttpResult> {
  let unexpected = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, statusCode) => {
      if (!expected(statusCode)) unexpected += 1;
    });
  });
  return {
    name,
    connections: options.connections ?? 10,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    unexpected,
  };
}

async function medianOf(runs: number, fn: () => Promise<HttpResult>): Promise<HttpResult> {
  const results: HttpResult[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await fn());
  const m = median(results.map((r) => r.reqPerSec));
  return results.find((r) => r.reqPerSec === m)!;
}

/** Tops the served SQLite database up with public tracks when the demo seed has fewer than the bench needs. */
async function ensureTracks(server: Served): Promise<number[]> {
  const read = async () =>
    (await (await fetch(`${server.baseURL}/api/tracks?pageSize=50`)).json()) as TrackPage;
  let page = await read();
  if (page.total < MIN_PUBLIC_TRACKS) {
    const handle = createDb({
      databaseUrl: null,
      sqlitePath: path.join(server.dataDir, 'panda-nation.sqlite'),
    });
    try {
      await insertBenchTracks(handle.db, page.total, MIN_PUBLIC_TRACKS);
    } finally {
      await handle.close();
    }
    // The listing cache lives a few seconds: wait for it to forget the short page.
    await new Promise((r) => setTimeout(r, 5_500));
    page = await read();
  }
  return page.tracks.map((t) => t.id);
}

/** Registers bench listeners and answers their session cookies. */
async function signUp(server: Served, count: number): Promise<string[]> {
  const stamp = Date.now().toString(36);
  const cookies: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(`${server.baseURL}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: `tb${stamp}${i}`, password: 'bench-password-1' }),
    });
    if (!response.ok) throw new Error(`register failed: ${response.status} ${await response.text()}`);
    cookies.push(response.headers.get('set-cookie')!.split(';')[0]!);
  }
  return cookies;
}

/** The likes scenario's name in the table. */
const likesName = () => `POST/DELETE /api/tracks/:id/like (${BENCH_USERS} signed-in users)`;

/**
 * Likes at `connections` concurrent connections: each connection is one user on one track of its own (no two
 * connections share a user and track), alternating like and unlike, so that every request writes: it inserts
 * or deletes a like and moves the counter.
 */
/** Public catalogue tracks `from` to `to - 1` (one a minute back from now), as the catalogue benchmarks list. */
export async function insertBenchTracks(db: Db, from: number, to: number): Promise<void> {
  const now = Date.now();
  for (let i = from; i < to; i += 1) {
    const at = new Date(now - i * 60_000).toISOString();
    await db
      .insertInto('tracks')
      .values({
        title: `Bench Track ${i + 1}`,
        artist: 'Bench Artist',
        audioUrl: `/media/audio/bench-${i + 1}.mp3`,
        genre: ['hip-hop', 'r&b', 'electronic', 'afrobeats'][i % 4]!,
        tags: json(['bench', `tag${i % 7}`]),
        waveform: json(Array.from({ length: 200 }, (_, k) => Math.abs(Math.sin(k / 7)))),
        duration: 180 + i,
        bpm: 90 + (i % 60),
        playCount: (i * 7919) % 10_000,
        uploadDate: at,
        publishedAt: at,
      })
      .execute();
  }
}

export function measureLikes(
  server: Served,
  setup: { trackIds: number[]; cookies: string[] },
  connections: number,
  seconds: number,
): Promise<HttpResult> {
  const { trackIds, cookies } = setup;
  if (trackIds.length * cookies.length < connections)
    throw new Error('not enough tracks for the likes scenario');
  const likeRequests = (slot: number) => {
    const cookie = cookies[slot % cookies.length]!;
    const url = `/api/tracks/${trackIds[Math.floor(slot / cookies.length) % trackIds.length]}/like`;
    const headers = { cookie, 'content-type': 'application/json' };
    return [
      { method: 'POST' as const, path: url, headers, body: '{}' },
      { method: 'DELETE' as const, path: url, headers, body: '{}' },
    ];
  };
  let slot = 0;
  return measure(likesName(), {
    url: server.baseURL,
    connections,
    duration: seconds,
    requests: likeRequests(0),
    setupClient: (client) => {
      const mine = likeRequests(slot);
      slot += 1;
      (client as unknown as { setRequests(r: unknown[]): void }).setRequests(mine);
    },
  });
}

/** The tracks and signed-in users the likes scenario needs. */
export async function prepareLikes(server: Served): Promise<{ trackIds: number[]; cookies: string[] }> {
  return { trackIds: await ensureTracks(server), cookies: await signUp(server, BENCH_USERS) };
}

/** The health baseline at 100 connections, median of `runs`. */
export function measureBaseline(server: Served, seconds = 8, runs = 3): Promise<HttpResult> {
  return medianOf(runs, () =>
    measure(BASELINE, { url: `${server.baseURL}/api/health`, connections: 100, duration: seconds }),
  );
}

/**
 * The catalogue's hot paths against the built server: GET /api/tracks (first page; anonymous, and revalidated
 * with If-None-Match) at 100 connections, and likes (a DB-backed write) by several signed-in users.
 */
export async function runTracksBench(server: Served, seconds = 8, runs = 3): Promise<HttpResult[]> {
  const base = server.baseURL;
  const likes = await prepareLikes(server);
  const first = await fetch(`${base}/api/tracks`);
  const etag = first.headers.get('etag') ?? '';

  const results: HttpResult[] = [];
  results.push(await measureBaseline(server, seconds, runs));
  results.push(
    await medianOf(runs, () =>
      measure('GET /api/tracks (first page, 20 tracks, signed out)', {
        url: `${base}/api/tracks`,
        connections: 100,
        duration: seconds,
      }),
    ),
  );
  const sizes = await bodySizes(`${base}/api/tracks`);
  results.push(
    await medianOf(runs, () =>
      measure(
        `GET /api/tracks as a browser asks (Accept-Encoding: br; ${kB(sizes.plain)} sent as ${kB(sizes.br)})`,
        {
          url: `${base}/api/tracks`,
          connections: 100,
          duration: seconds,
          headers: { 'accept-encoding': 'gzip, deflate, br' },
        },
      ),
    ),
  );
  results.push(
    await medianOf(runs, () =>
      measure(
        'GET /api/tracks revalidated (If-None-Match: 304)',
        {
          url: `${base}/api/tracks`,
          connections: 100,
          duration: seconds,
          headers: { 'if-none-match': etag },
        },
        (s) => s === 304,
      ),
    ),
  );
  for (const connections of [10, 100]) {
    results.push(await medianOf(runs, () => measureLikes(server, likes, connections, seconds)));
  }
  return results;
}

/** A table of the results with each scenario's throughput as a ratio of the baseline measured in the same run. */
export function tracksMarkdown(results: HttpResult[]): string {
  const baseline = results.find((r) => r.name === BASELINE)?.reqPerSec ?? NaN;
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${r.connections} | ${Math.round(r.reqPerSec).toLocaleString('en-US')} | ${(r.reqPerSec / baseline).toFixed(2)} | ${r.p50} | ${r.p99} | ${r.errors + r.unexpected} |`,
  );
  return [
    '| scenario | connections | req/s | x baseline | p50 ms | p99 ms | errors or unexpected statuses |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

// `npx tsx bench/tracks.bench.ts`: builds when needed, serves the build with the demo catalogue and prints the
// catalogue table (BENCH_SECONDS per run, 8 by default; 3 runs of each scenario).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { serveQuiet } = await import('./quietServer');
  const server = await serveQuiet({ REGISTER_RATE_LIMIT_PER_IP: '1000000' });
  try {
    console.log(tracksMarkdown(await runTracksBench(server, Number(process.env.BENCH_SECONDS ?? 8))));
  } finally {
    await server.stop();
  }
}
