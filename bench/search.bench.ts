import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { MUSICAL_KEYS, TRACK_GENRES } from '@common/tracks';
import { sql } from 'kysely';
import type { Db } from '../server/src/db/connection';
import { migrateToLatest } from '../server/src/db/migrate';
import { searchSources } from '../server/src/db/migrations/searchSources';
import { json } from '../server/src/db/values';
import { benchPostgresUrl, openBenchDatabase } from './benchDatabase';

/** GET /api/search and /api/search/suggest at 100 connections over 100,000 tracks and 20,000 artists. */
export interface SearchBenchResult {
  dialect: 'sqlite' | 'postgres';
  tracks: number;
  artists: number;
  generateMs: number;
  /** Searches never asked before (no kept answer), one at a time. */
  firstTime: { name: string; requests: number; p50: number; p95: number; max: number }[];
  scenarios: {
    name: string;
    requests: number;
    reqPerSec: number;
    p50: number;
    p95: number;
    p99: number;
    bad: number;
  }[];
}

const TRACKS = Number(process.env.BENCH_SEARCH_TRACKS ?? 100_000);
const ARTISTS = Number(process.env.BENCH_SEARCH_ARTISTS ?? 20_000);
const CONNECTIONS = 100;
const SECONDS = Number(process.env.BENCH_SEARCH_SECONDS ?? 15);
const CHUNK = 500;

const FIRST = [
  'Luna',
  'Nova',
  'Marco',
  'Aria',
  'Kai',
  'Zara',
  'Theo',
  'Mila',
  'Jonas',
  'Beyoncé',
  'Renée',
  'Omar',
  'Ines',
  'Dario',
  'Yuki',
  'Sade',
  'Felix',
  'Nia',
  'Elio',
  'Maya',
];
const LAST = [
  'Waves',
  'Vale',
  'Rivers',
  'Stone',
  'Okafor',
  'Lane',
  'Moreau',
  'Castillo',
  'Silva',
  'Kim',
  'Berg',
  'Adeyemi',
  'Novak',
  'Haddad',
  'Costa',
  'Park',
  'Fischer',
  'Mbeki',
  'Rossi',
  'Tanaka',
];
const ADJECTIVES = [
  'Tidal',
  'Midnight',
  'Golden',
  'Neon',
  'Velvet',
  'Electric',
  'Silent',
  'Crimson',
  'Lunar',
  'Hollow',
  'Broken',
  'Solar',
  'Frozen',
  'Wild',
  'Distant',
  'Echoing',
  'Secret',
  'Paper',
  'Crystal',
  'Dusty',
];
const NOUNS = [
  'Circuits',
  'Dreams',
  'Skyline',
  'Rain',
  'Highway',
  'Hearts',
  'Echoes',
  'Waves',
  'Garden',
  'Signals',
  'Mirrors',
  'Shadows',
  'Lights',
  'Streets',
  'Tides',
  'Horizons',
  'Voices',
  'Embers',
  'Rivers',
  'Satellites',
];

const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;

/**
 * Loads the catalogue on PostgreSQL the way a bulk import would: the rows without their per-row index triggers,
 * then each source's documents in one statement (the documents' own tsvector trigger still computes each vector)
 * and the term counts by one aggregate. The state is the one the row triggers reach, without their hot-row updates
 * of the term table (which made a 100,000-track load take more than 13 minutes).
 */
export async function generatePostgres(db: Db): Promise<void> {
  await db.connection().execute(async (connection) => {
    await sql`set session_replication_role = replica`.execute(connection);
    try {
      await generate(connection);
    } finally {
      await sql`set session_replication_role = origin`.execute(connection);
    }
  });
  await sql`alter table search_documents disable trigger search_terms_count`.execute(db);
  try {
    for (const source of searchSources(true)) await sql.raw(source.backfill).execute(db);
  } finally {
    await sql`alter table search_documents enable trigger search_terms_count`.execute(db);
  }
  await sql`truncate search_terms`.execute(db);
  await sql`insert into search_terms (term, docs)
    select w.term, count(*) from search_documents, unnest(tsvector_to_array(vec)) as w(term) group by w.term`.execute(
    db,
  );
  await sql`update search_generation set value = value + 1`.execute(db);
}

export async function generate(db: Db): Promise<void> {
  for (let from = 0; from < ARTISTS; from += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, ARTISTS - from) }, (_, k) => {
      const i = from + k;
      return {
        username: `artist${i}`,
        password: 'not-a-login',
        displayName: `${pick(FIRST, i)} ${pick(LAST, Math.floor(i / FIRST.length))}${i >= 400 ? ` ${i}` : ''}`,
        genres: json([pick(TRACK_GENRES, i)]),
        bio: `${pick(ADJECTIVES, i * 3)} sounds from ${pick(NOUNS, i * 7)}`,
      };
    });
    await db.insertInto('users').values(rows).execute();
  }
  const ids = (await db.selectFrom('users').select('id').orderBy('id').execute()).map((r) => r.id);
  const now = Date.now();
  for (let from = 0; from < TRACKS; from += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, TRACKS - from) }, (_, k) => {
      const i = from + k;
      const at = new Date(now - i * 60_000).toISOString();
      return {
        userId: ids[(i * 7919) % ids.length]!,
        title: `${pick(ADJECTIVES, i)} ${pick(NOUNS, Math.floor(i / ADJECTIVES.length))} ${i}`,
        artist: null,
        audioUrl: `/media/audio/search-bench-${i}.mp3`,
        genre: pick(TRACK_GENRES, i * 13),
        tags: json([pick(TRACK_GENRES, i), pick(NOUNS, i * 11).toLowerCase()]),
        description: `${pick(ADJECTIVES, i * 5)} ${pick(NOUNS, i * 3)}`.toLowerCase(),
        price: i % 10 === 0 ? 30 : 0,
        duration: 90 + ((i * 37) % 300),
        measuredBpm: 60 + ((i * 31) % 120),
        measuredKey: pick(MUSICAL_KEYS, i * 5),
        energy: ((i * 17) % 100) / 100,
        playCount: (i * 7919) % 10_000,
        status: 'published' as const,
        visibility: i % 20 === 0 ? ('private' as const) : ('public' as const),
        uploadDate: at,
        publishedAt: at,
      };
    });
    await db.transaction().execute((trx) => trx.insertInto('tracks').values(rows).execute());
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measure(baseURL: string, name: string, paths: string[]) {
  const times: number[] = [];
  let bad = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseURL,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      times.push(responseTime);
      if (status !== 200) bad += 1;
    });
  });
  times.sort((a, b) => a - b);
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    name,
    requests: times.length,
    reqPerSec: Math.round(result.requests.average),
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    bad: bad + result.errors + result.timeouts,
  };
}

/**
 * Asks each path once, one at a time (none asked before: each is computed, not a kept answer), and answers the
 * latencies' median, p95 and maximum.
 */
async function measureFirstTime(baseURL: string, name: string, paths: string[]) {
  const times: number[] = [];
  for (const p of paths) {
    const started = performance.now();
    const response = await fetch(`${baseURL}${p}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${p} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    name,
    requests: times.length,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    max: round(times.at(-1) ?? 0),
  };
}

/** 60 suggestions and 30 filtered pages that no other scenario asks (prefixes, typos and ranges that vary). */
const FIRST_TIME_SUGGEST = [...FIRST, ...LAST, ...ADJECTIVES].slice(0, 60).map((word, i) => {
  const folded = word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  const typed = i % 3 === 2 ? `${folded.slice(0, 2)}${folded.slice(3)}` : folded.slice(0, 2 + (i % 4));
  return `/api/search/suggest?q=${encodeURIComponent(typed)}`;
});
const FIRST_TIME_FILTERED = Array.from({ length: 30 }, (_, i) => {
  const low = 70 + i * 3;
  const word = ADJECTIVES[i % ADJECTIVES.length]!.toLowerCase();
  return `/api/search?q=${word}&bpmMin=${low}&bpmMax=${low + 12 + (i % 5)}&sort=${i % 2 ? 'bpm' : 'relevance'}`;
});

const SUGGEST = [
  'lu',
  'tid',
  'mid',
  'neo',
  'vel',
  'gold',
  'beyonce',
  'lunna',
  'echo',
  'sil',
  'nova l',
  'crim',
].map((q) => `/api/search/suggest?q=${encodeURIComponent(q)}`);
const FILTERED = [
  'q=tidal&bpmMin=120&bpmMax=130&genre=trap',
  'q=midnight&compatibleWith=A%20Minor',
  'bpmMin=135&bpmMax=145&halfDouble=true&key=A%20Minor',
  'q=neon&energyMin=0.5&durationMax=240&sort=bpm',
  'q=golden%20rain&type=track&bpmMin=90&bpmMax=110&page=2',
  'genre=house&compatibleWith=F%20Major&sort=newest',
].map((q) => `/api/search?${q}`);

function startServer(env: Record<string, string>): Promise<{ baseURL: string; stop(): Promise<void> }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'searchServer.ts')],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`search bench server exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      const port = /listening (\d+)/.exec(chunk.toString())?.[1];
      if (!port) return;
      resolve({
        baseURL: `http://127.0.0.1:${port}`,
        stop: () =>
          new Promise((done) => {
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

/** Generates the catalogue on a fresh database (SQLite in a temporary directory, or a PostgreSQL schema) and loads it. */
export async function runSearchBench(options: { postgresUrl?: string } = {}): Promise<SearchBenchResult> {
  const pgUrl = options.postgresUrl;
  const fresh = await openBenchDatabase('search', pgUrl);
  const { database, dataDir, schema } = fresh;
  try {
    await migrateToLatest(database.db);
    const t0 = performance.now();
    await (pgUrl ? generatePostgres(database.db) : generate(database.db));
    const generateMs = Math.round(performance.now() - t0);
    if (pgUrl) await sql`analyze`.execute(database.db);
    await database.close();
    const server = await startServer(
      pgUrl
        ? { BENCH_PG_URL: pgUrl, BENCH_PG_SCHEMA: schema!, BENCH_DATA_DIR: dataDir }
        : { BENCH_DATA_DIR: dataDir },
    );
    try {
      await fetch(`${server.baseURL}/api/search/suggest?q=lu`); // warm up
      // First, before the kept-answer scenarios: searches nobody asked yet, one at a time.
      const firstTime = [
        await measureFirstTime(server.baseURL, 'GET /api/search/suggest, 60 never asked', FIRST_TIME_SUGGEST),
        await measureFirstTime(
          server.baseURL,
          'GET /api/search with a BPM range, 30 never asked',
          FIRST_TIME_FILTERED,
        ),
      ];
      const scenarios = [
        await measure(server.baseURL, 'GET /api/search/suggest (12 prefixes and typos in turn)', SUGGEST),
        await measure(
          server.baseURL,
          'GET /api/search with sound filters (6 filtered pages in turn)',
          FILTERED,
        ),
      ];
      return {
        dialect: pgUrl ? 'postgres' : 'sqlite',
        tracks: TRACKS,
        artists: ARTISTS,
        generateMs,
        firstTime,
        scenarios,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await fresh.drop();
  }
}

export function searchMarkdown(results: SearchBenchResult[]): string {
  const rows = results.flatMap((r) =>
    r.scenarios.map(
      (s) =>
        `| ${r.dialect} | ${s.name} | ${s.reqPerSec} | ${s.p50} ms | ${s.p95} ms | ${s.p99} ms | ${s.bad} |`,
    ),
  );
  const firstRows = results.flatMap((r) =>
    r.firstTime.map((s) => `| ${r.dialect} | ${s.name} | ${s.p50} ms | ${s.p95} ms | ${s.max} ms |`),
  );
  return `| database | scenario (${CONNECTIONS} connections, ${SECONDS} s) | req/s | p50 | p95 | p99 | errors or non-200 |
|---|---|---|---|---|---|---|
${rows.join('\n')}

| database | searches never asked before, one at a time | p50 | p95 | max |
|---|---|---|---|---|
${firstRows.join('\n')}`;
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const results = [await runSearchBench()];
  console.log(JSON.stringify(results[0], null, 2));
  if (process.argv.includes('--postgres')) {
    results.push(await runSearchBench({ postgresUrl: benchPostgresUrl() }));
    console.log(JSON.stringify(results[1], null, 2));
  }
  console.log(searchMarkdown(results));
}
