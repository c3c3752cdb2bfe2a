import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { registerSchema } from '@common/auth';
import { COLLAB, type MatchPage } from '@common/collab';
import { REGISTRATION_GENRES } from '@common/constants';
import { MUSICAL_KEYS, TRACK_GENRES } from '@common/tracks';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import type { Db } from '../server/src/db/connection';
import { migrateToLatest } from '../server/src/db/migrate';
import { random } from '../server/src/db/seed/content';
import { json } from '../server/src/db/values';
import { registerUser } from '../server/src/features/auth/commands/registerUser';
import { refreshAllCollabSignals } from '../server/src/features/collab/signals';
import { benchPostgresUrl, openBenchDatabase } from './benchDatabase';

/** GET /api/collab/matches with 10,000 generated profiles: latency per scenario, in-process (app.inject). */
export interface CollabMatchResult {
  dialect: 'sqlite' | 'postgres';
  profiles: number;
  tracks: number;
  generateMs: number;
  /** refreshAllCollabSignals over every profile. */
  refreshAllMs: number;
  loadBefore: number;
  loadAfter: number;
  scenarios: { name: string; requests: number; p50: number; p95: number; p99: number }[];
}

const PROFILES = 10_000;
const VIEWERS = 5;
const WARMUP = 10;
const REQUESTS = 200;
const CHUNK = 400;
const DAY = 24 * 60 * 60 * 1000;
const BENCH_PASSWORD = 'Collab-Bench-7731';

const CITIES = [
  'Atlanta, GA',
  'Houston, TX',
  'Chicago, IL',
  'Brooklyn, NY',
  'Los Angeles, CA',
  'Nashville, TN',
  'Detroit, MI',
  'Miami, FL',
  'Portland, OR',
  'Seattle, WA',
  'New Orleans, LA',
  'Memphis, TN',
  'Oakland, CA',
  'Austin, TX',
  'London, UK',
  'Manchester, UK',
  'Bristol, UK',
  'Lagos, Nigeria',
  'Accra, Ghana',
  'Johannesburg, South Africa',
  'Toronto, Canada',
  'Montreal, Canada',
  'Paris, France',
  'Berlin, Germany',
  'Amsterdam, Netherlands',
  'Stockholm, Sweden',
  'Kingston, Jamaica',
  'Sao Paulo, Brazil',
  'Mexico City, Mexico',
  'Tokyo, Japan',
  'Seoul, South Korea',
  'Sydney, Australia',
];
const FIRST = [
  'Nova',
  'Kai',
  'Zara',
  'Leo',
  'Ama',
  'Rio',
  'Sage',
  'Milo',
  'Ivy',
  'Dre',
  'Lux',
  'Remy',
  'Tala',
  'Jax',
];
const LAST = [
  'Waves',
  'Beats',
  'Rhythm',
  'Verse',
  'Keys',
  'Soul',
  'Echo',
  'Bass',
  'Stone',
  'Gold',
  'Rae',
  'Vibe',
];
const PHRASES = [
  'Late-night sessions and warm analog textures.',
  'Looking for a voice that cuts through the mix.',
  'Drums first, melody second, always on grid.',
  'Remote sessions with stems delivered the same week.',
  'Big rooms, big drops, bigger hooks.',
  'Writing songs about the city at 3am.',
  'Live instruments over programmed drums.',
  'Open to anything with feeling.',
];
const GEAR = [
  'Shure SM7B',
  'Neumann U87',
  'Akai MPC Live II',
  'Ableton Live',
  'FL Studio',
  'Logic Pro',
  'SP-404MKII',
];

/** `count` distinct items of `list`, chosen by `rand`. */
function pick<T>(rand: () => number, list: readonly T[], count: number): T[] {
  const pool = [...list];
  const out: T[] = [];
  for (let i = 0; i < count && pool.length > 0; i++)
    out.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]!);
  return out;
}

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** Fills the database with PROFILES generated artists, their tracks, requests and completed collaborations. */
async function generate(db: Db): Promise<{ tracks: number }> {
  const rand = random(33_2026);
  const now = Date.now();
  const users = Array.from({ length: PROFILES }, (_, i) => ({
    username: `bench_artist_${i}`,
    password: 'generated-no-login',
    displayName: `${FIRST[Math.floor(rand() * FIRST.length)]} ${LAST[Math.floor(rand() * LAST.length)]} ${i}`,
    location: rand() < 0.9 ? CITIES[Math.floor(rand() * CITIES.length)]! : null,
    genres: json(pick(rand, REGISTRATION_GENRES, 1 + Math.floor(rand() * 3))),
    userType: pick(rand, COLLAB.skills, 1)[0]!,
  }));
  const ids: number[] = [];
  await inChunks(users, async (chunk) => {
    const rows = await db.insertInto('users').values(chunk).returning('id').execute();
    ids.push(...rows.map((row) => Number(row.id)));
  });
  const profiles = ids.map((userId) => ({
    userId,
    skills: json(pick(rand, COLLAB.skills, 1 + Math.floor(rand() * 3))),
    collabType: json(pick(rand, COLLAB.collabTypes, 1 + Math.floor(rand() * 3))),
    isAvailable: rand() < 0.92,
    description: pick(rand, PHRASES, 2).join(' '),
    examples: json([]),
    rateInfo: rand() < 0.5 ? `From $${50 + Math.floor(rand() * 400)}` : '',
    equipment: json(pick(rand, GEAR, 1 + Math.floor(rand() * 3))),
  }));
  await inChunks(profiles, (chunk) => db.insertInto('collabProfiles').values(chunk).execute());
  const tracks = ids.flatMap((userId) =>
    Array.from({ length: Math.floor(rand() * 5) }, (_, n) => {
      const published = new Date(now - rand() * 200 * DAY).toISOString();
      const analysed = rand() < 0.8;
      return {
        userId,
        title: `Generated ${userId}-${n}`,
        audioUrl: `/media/audio/generated-${userId}-${n}.mp3`,
        genre: TRACK_GENRES[Math.floor(rand() * TRACK_GENRES.length)]!,
        bpm: 70 + Math.round(rand() * 100),
        key: MUSICAL_KEYS[Math.floor(rand() * MUSICAL_KEYS.length)]!,
        energy: analysed ? Math.round(rand() * 1000) / 1000 : null,
        danceability: analysed ? Math.round(rand() * 1000) / 1000 : null,
        loudness: analysed ? -20 + Math.round(rand() * 140) / 10 : null,
        analysisStatus: analysed ? ('done' as const) : ('pending' as const),
        status: 'published' as const,
        visibility: 'public' as const,
        isPublic: true,
        publishedAt: published,
        uploadDate: published,
      };
    }),
  );
  await inChunks(tracks, (chunk) => db.insertInto('tracks').values(chunk).execute());
  const someone = () => ids[Math.floor(rand() * ids.length)]!;
  const statuses = ['pending', 'accepted', 'declined', 'accepted', 'declined', 'withdrawn'] as const;
  const requests = Array.from({ length: 5_000 }, () => {
    const from = someone();
    let to = someone();
    if (to === from) to = ids[(ids.indexOf(from) + 1) % ids.length]!;
    return {
      fromUserId: from,
      toUserId: to,
      message: 'Want to work on something?',
      project: 'Generated',
      status: statuses[Math.floor(rand() * statuses.length)]!,
    };
  });
  // The pending-pair index allows one pending request per pair: keep the first of each pair.
  const seen = new Set<string>();
  const unique = requests.filter((r) => {
    if (r.status !== 'pending') return true;
    const key = [Math.min(r.fromUserId, r.toUserId), Math.max(r.fromUserId, r.toUserId)].join(':');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  await inChunks(unique, (chunk) => db.insertInto('collabRequests').values(chunk).execute());
  for (let i = 0; i < 1_000; i += CHUNK) {
    const count = Math.min(CHUNK, 1_000 - i);
    const created = await db
      .insertInto('collaborations')
      .values(
        Array.from({ length: count }, () => ({
          project: 'Generated',
          status: 'completed',
          source: 'request' as const,
        })),
      )
      .returning('id')
      .execute();
    const members = created.flatMap((row) => {
      const a = someone();
      let b = someone();
      if (b === a) b = ids[(ids.indexOf(a) + 1) % ids.length]!;
      return [
        { collaborationId: row.id, userId: a, ratingGiven: 1 + Math.floor(rand() * 5) },
        { collaborationId: row.id, userId: b, ratingGiven: rand() < 0.8 ? 1 + Math.floor(rand() * 5) : null },
      ];
    });
    await db.insertInto('collaborationMembers').values(members).execute();
  }
  return { tracks: tracks.length };
}

/** Signed-in viewers with profiles (real accounts: their sessions come from POST /api/login). */
async function viewers(db: Db, app: FastifyInstance): Promise<string[]> {
  const cookies: string[] = [];
  const rand = random(7);
  for (let i = 0; i < VIEWERS; i++) {
    const user = await registerUser(
      db,
      registerSchema.parse({
        username: `bench_viewer_${i}`,
        password: BENCH_PASSWORD,
        location: CITIES[i * 3],
        genres: pick(rand, REGISTRATION_GENRES, 2),
      }),
      { source: 'seed' },
    );
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: BENCH_PASSWORD },
    });
    const cookie = String(login.headers['set-cookie'] ?? '').split(';')[0]!;
    const save = await app.inject({
      method: 'PUT',
      url: '/api/collab/profile',
      headers: { cookie },
      payload: {
        skills: pick(rand, COLLAB.skills, 1 + (i % 2)),
        collabType: pick(rand, COLLAB.collabTypes, 2),
        description: 'Benchmark viewer',
      },
    });
    if (save.statusCode !== 200) throw new Error(`profile answered ${save.statusCode}: ${save.body}`);
    cookies.push(cookie);
  }
  return cookies;
}

const percentile = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;

async function measure(
  app: FastifyInstance,
  name: string,
  cookies: (string | null)[],
  query: string,
  personal: boolean,
): Promise<CollabMatchResult['scenarios'][number]> {
  const times: number[] = [];
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    const cookie = cookies[i % cookies.length];
    const started = performance.now();
    const response = await app.inject({
      method: 'GET',
      url: `/api/collab/matches${query}`,
      headers: cookie ? { cookie } : {},
    });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200)
      throw new Error(`${name} answered ${response.statusCode}: ${response.body}`);
    const page = response.json<MatchPage>();
    if (page.personal !== personal || page.matches.length === 0) throw new Error(`${name}: unexpected page`);
    if (i >= WARMUP) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return {
    name,
    requests: REQUESTS,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
  };
}

/** Generates the profiles on a fresh database (SQLite in a temporary directory, or a PostgreSQL schema) and measures. */
export async function runCollabMatchBench(
  options: { postgresUrl?: string } = {},
): Promise<CollabMatchResult> {
  const pgUrl = options.postgresUrl;
  const { database, dataDir, drop } = await openBenchDatabase('collab', pgUrl);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dataDir });
  let app: FastifyInstance | null = null;
  try {
    await migrateToLatest(database.db);
    app = await buildApp({ config, database });
    const t0 = performance.now();
    const { tracks } = await generate(database.db);
    const generateMs = Math.round(performance.now() - t0);
    const t1 = performance.now();
    await refreshAllCollabSignals(database.db);
    const refreshAllMs = Math.round(performance.now() - t1);
    // PostgreSQL's autovacuum would have gathered statistics on tables this size; do it now.
    if (pgUrl) await sql`analyze`.execute(database.db);
    const cookies = await viewers(database.db, app);
    const loadBefore = os.loadavg()[0]!;
    const scenarios = [
      await measure(app, 'signed in with a profile, no filters (5 users)', cookies, '', true),
      await measure(app, 'with a genre filter', cookies, '?genre=trap', true),
      await measure(
        app,
        'with skill and collaboration type filters',
        cookies,
        '?skill=Vocalist&collabType=Feature',
        true,
      ),
      await measure(app, 'with a location filter', cookies, '?location=atlanta', true),
      await measure(app, 'with a search (q)', cookies, '?q=nova', true),
      await measure(app, 'page 3', cookies, '?page=3', true),
      await measure(app, 'visitor (ranked by activity)', [null], '', false),
    ];
    return {
      dialect: pgUrl ? 'postgres' : 'sqlite',
      profiles: PROFILES,
      tracks,
      generateMs,
      refreshAllMs,
      loadBefore: Math.round(loadBefore * 100) / 100,
      loadAfter: Math.round(os.loadavg()[0]! * 100) / 100,
      scenarios,
    };
  } finally {
    await app?.close();
    await drop();
  }
}

export function collabMatchMarkdown(results: CollabMatchResult[]): string {
  const rows = results.flatMap((r) =>
    r.scenarios.map((s) => `| ${r.dialect} | ${s.name} | ${s.p50} ms | ${s.p95} ms | ${s.p99} ms |`),
  );
  const setup = results
    .map(
      (r) =>
        `${r.dialect}: ${r.profiles.toLocaleString('en')} profiles and ${r.tracks.toLocaleString('en')} tracks generated in ` +
        `${r.generateMs} ms, every profile's signals computed (refreshAllCollabSignals) in ${r.refreshAllMs} ms; ` +
        `load average (1 min) ${r.loadBefore} before and ${r.loadAfter} after`,
    )
    .join('. ');
  return `| database | GET /api/collab/matches | p50 | p95 | p99 |
|---|---|---|---|---|
${rows.join('\n')}

${setup}.`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = [await runCollabMatchBench()];
  if (process.argv.includes('--postgres')) {
    results.push(
      await runCollabMatchBench({
        postgresUrl: benchPostgresUrl(),
      }),
    );
  }
  console.log(JSON.stringify(results));
  console.log(collabMatchMarkdown(results));
  process.exit(0);
}
