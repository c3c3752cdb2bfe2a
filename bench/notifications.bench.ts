import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { registerSchema } from '@common/auth';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import type { Db } from '../server/src/db/connection';
import { migrateToLatest } from '../server/src/db/migrate';
import { registerUser } from '../server/src/features/auth/commands/registerUser';
import { modules } from '../server/src/features/index';
import { startJobRunner } from '../server/src/jobs/runner';
import { benchPostgresUrl, openBenchDatabase } from './benchDatabase';

/**
 * Notification fan-out: an artist with FOLLOWERS followers publishes a track. How long until every follower's
 * notification exists (the publish request queues a job; the job runner of the same process, as `npm start`
 * runs it, writes them in slices), and the API's latency meanwhile against the same requests before it.
 */
export interface FanOutResult {
  dialect: 'sqlite' | 'postgres';
  followers: number;
  publishMs: number;
  fanOutMs: number;
  notifications: number;
  before: Latency;
  during: Latency;
  loadBefore: number;
  loadAfter: number;
}
interface Latency {
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 10_000);
const CHUNK = 500;
const CONNECTIONS = 10;
const BASELINE_MS = 3_000;
const PASSWORD = 'Notify-Bench-1010';
const step = (what: string) => {
  if (process.env.BENCH_VERBOSE) console.error(`${new Date().toISOString()} ${what}`);
};

async function account(
  db: Db,
  app: FastifyInstance,
  username: string,
): Promise<{ id: number; cookie: string }> {
  const user = await registerUser(db, registerSchema.parse({ username, password: PASSWORD }), {
    source: 'seed',
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password: PASSWORD },
  });
  return { id: user.id, cookie: String(login.headers['set-cookie'] ?? '').split(';')[0]! };
}

/** FOLLOWERS accounts (rows written directly: hashing 10,000 passwords measures nothing here) following the artist. */
async function followers(db: Db, artistId: number, extra: number[]): Promise<void> {
  const now = new Date().toISOString();
  for (let i = 0; i < FOLLOWERS - extra.length; i += CHUNK) {
    const rows = await db
      .insertInto('users')
      .values(
        Array.from({ length: Math.min(CHUNK, FOLLOWERS - extra.length - i) }, (_, k) => ({
          username: `bench_fan_${i + k}`,
          password: 'not-a-hash',
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('follows')
      .values(rows.map((row) => ({ followerId: row.id, followeeId: artistId, createdAt: now })))
      .execute();
  }
  await db
    .insertInto('follows')
    .values(extra.map((followerId) => ({ followerId, followeeId: artistId, createdAt: now })))
    .execute();
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;

/** CONNECTIONS callers in a loop (a follower's notifications and the track list) until `until` resolves. */
async function load(app: FastifyInstance, cookie: string, until: Promise<unknown>): Promise<Latency> {
  let done = false;
  void until.then(() => (done = true));
  const times: number[] = [];
  let errors = 0;
  const urls = ['/api/notifications', '/api/tracks?sort=newest&page=1&pageSize=20', '/api/user'];
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, c) => {
      for (let n = c; !done; n++) {
        const url = urls[n % urls.length]!;
        const started = performance.now();
        const response = await app.inject({ method: 'GET', url, headers: { cookie } });
        times.push(performance.now() - started);
        if (response.statusCode !== 200) errors += 1;
        // SQLite answers without leaving the microtask queue: let timers (and the job runner) have their turn.
        await new Promise((resolve) => setImmediate(resolve));
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { requests: times.length, p50: percentile(times, 50), p99: percentile(times, 99), errors };
}

export async function runFanOutBench(options: { postgresUrl?: string } = {}): Promise<FanOutResult> {
  const pgUrl = options.postgresUrl;
  const { database, dataDir, drop } = await openBenchDatabase('notifications', pgUrl);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dataDir });
  let app: FastifyInstance | null = null;
  let runner: ReturnType<typeof startJobRunner> | null = null;
  try {
    await migrateToLatest(database.db);
    app = await buildApp({ config, database });
    const { db } = database;
    step('app built');
    const artist = await account(db, app, 'bench_nt_artist');
    const fan = await account(db, app, 'bench_nt_fan');
    await followers(db, artist.id, [fan.id]);
    step('followers written');
    if (pgUrl) await sql`analyze`.execute(db);
    const draft = await db
      .insertInto('tracks')
      .values({
        userId: artist.id,
        title: 'Draft',
        artist: 'Bench Artist',
        audioUrl: '/media/audio/bench.mp3',
        status: 'draft',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    runner = startJobRunner(app.ctx, { jobs: modules.flatMap((m) => m.jobs ?? []), pollMs: 200 });

    const loadBefore = os.loadavg()[0]!;
    const before = await load(app, fan.cookie, new Promise((resolve) => setTimeout(resolve, BASELINE_MS)));

    step('baseline measured');
    const groupKey = `new_track:track:${draft.id}`;
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('notifications')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('groupKey', '=', groupKey)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const started = performance.now();
    const published = await app.inject({
      method: 'POST',
      url: `/api/tracks/${draft.id}/publish`,
      headers: { cookie: artist.cookie },
      payload: { title: 'Tidal Circuits', artistName: 'Bench Artist', visibility: 'public' },
    });
    const publishMs = performance.now() - started;
    if (published.statusCode !== 200)
      throw new Error(`publish answered ${published.statusCode}: ${published.body}`);
    const allWritten = (async () => {
      for (;;) {
        const written = await count();
        if (process.env.BENCH_VERBOSE) console.error(`written ${written}`);
        if (written >= FOLLOWERS) return performance.now() - started;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const during = await load(app, fan.cookie, allWritten);
    const fanOutMs = await allWritten;
    return {
      dialect: pgUrl ? 'postgres' : 'sqlite',
      followers: FOLLOWERS,
      publishMs: Math.round(publishMs),
      fanOutMs: Math.round(fanOutMs),
      notifications: await count(),
      before,
      during,
      loadBefore: Math.round(loadBefore * 100) / 100,
      loadAfter: Math.round(os.loadavg()[0]! * 100) / 100,
    };
  } finally {
    await runner?.stop();
    await app?.close();
    await drop();
  }
}

export function fanOutMarkdown(results: FanOutResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.dialect} | ${r.followers.toLocaleString('en-US')} | ${r.publishMs} ms | ${r.fanOutMs.toLocaleString('en-US')} ms | ` +
      `${r.before.p50} / ${r.before.p99} ms (${r.before.requests}) | ${r.during.p50} / ${r.during.p99} ms (${r.during.requests}) | ${r.before.errors + r.during.errors} |`,
  );
  const load = results
    .map((r) => `${r.dialect}: load average (1 min) ${r.loadBefore} before and ${r.loadAfter} after`)
    .join('; ');
  return `| database | followers | publish request | until every notification exists | API p50 / p99 before (requests) | API p50 / p99 during the fan-out (requests) | errors |
|---|---|---|---|---|---|---|
${rows.join('\n')}

${load}.`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = [await runFanOutBench()];
  if (process.argv.includes('--postgres'))
    results.push(await runFanOutBench({ postgresUrl: benchPostgresUrl() }));
  console.log(JSON.stringify(results));
  console.log(fanOutMarkdown(results));
  process.exit(0);
}
