import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { registerSchema } from '@common/auth';
import { PLAYLIST_MAX_TRACKS, type PlaylistDetail } from '@common/playlists';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import type { Db } from '../server/src/db/connection';
import { migrateToLatest } from '../server/src/db/migrate';
import { registerUser } from '../server/src/features/auth/commands/registerUser';
import { benchPostgresUrl, openBenchDatabase } from './benchDatabase';

/** GET /api/playlists/:id of a full playlist (500 tracks): latency per viewer, in-process (app.inject). */
export interface PlaylistsResult {
  dialect: 'sqlite' | 'postgres';
  tracks: number;
  loadBefore: number;
  loadAfter: number;
  scenarios: { name: string; requests: number; p50: number; p95: number; p99: number; bytes: number }[];
}

const CATALOGUE = 5_000;
const WARMUP = 10;
const REQUESTS = 200;
const CHUNK = 250;
const BENCH_PASSWORD = 'Playlist-Bench-5120';

async function account(
  db: Db,
  app: FastifyInstance,
  username: string,
): Promise<{ id: number; cookie: string }> {
  const user = await registerUser(db, registerSchema.parse({ username, password: BENCH_PASSWORD }), {
    source: 'seed',
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password: BENCH_PASSWORD },
  });
  return { id: user.id, cookie: String(login.headers['set-cookie'] ?? '').split(';')[0]! };
}

/**
 * A catalogue of CATALOGUE tracks by one artist (every tenth priced, every fiftieth made private after being
 * added), and one public playlist of PLAYLIST_MAX_TRACKS of them, spread over the catalogue.
 */
async function generate(db: Db, artistId: number, ownerId: number): Promise<number> {
  const now = Date.now();
  const ids: number[] = [];
  for (let i = 0; i < CATALOGUE; i += CHUNK) {
    const rows = await db
      .insertInto('tracks')
      .values(
        Array.from({ length: Math.min(CHUNK, CATALOGUE - i) }, (_, k) => {
          const n = i + k;
          const at = new Date(now - n * 60_000).toISOString();
          return {
            userId: artistId,
            title: `Bench Track ${n + 1}`,
            artist: 'Bench Artist',
            audioUrl: `/media/audio/bench-${n + 1}.mp3`,
            coverArt: `/media/covers/bench-${n % 40}.png`,
            genre: 'hip-hop',
            duration: 120 + (n % 180),
            price: n % 10 === 0 ? 30 : 0,
            uploadDate: at,
            publishedAt: at,
          };
        }),
      )
      .returning('id')
      .execute();
    ids.push(...rows.map((row) => Number(row.id)));
  }
  const playlist = await db
    .insertInto('playlists')
    .values({ userId: ownerId, title: 'Five hundred', visibility: 'public' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const chosen = Array.from({ length: PLAYLIST_MAX_TRACKS }, (_, k) => ids[(k * 7) % ids.length]!);
  const added = new Date(now).toISOString();
  for (let i = 0; i < chosen.length; i += CHUNK) {
    await db
      .insertInto('playlistTracks')
      .values(
        chosen.slice(i, i + CHUNK).map((trackId, k) => ({
          playlistId: playlist.id,
          trackId,
          position: i + k,
          addedAt: added,
        })),
      )
      .execute();
  }
  const hidden = chosen.filter((_, k) => k % 50 === 0);
  await db.updateTable('tracks').set({ visibility: 'private' }).where('id', 'in', hidden).execute();
  return playlist.id;
}

const percentile = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;

async function measure(
  app: FastifyInstance,
  name: string,
  url: string,
  cookie: string | null,
): Promise<PlaylistsResult['scenarios'][number]> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200)
      throw new Error(`${name} answered ${response.statusCode}: ${response.body}`);
    const page = response.json<PlaylistDetail>();
    if (page.tracks.length !== PLAYLIST_MAX_TRACKS) throw new Error(`${name}: ${page.tracks.length} tracks`);
    bytes = response.rawPayload.length;
    if (i >= WARMUP) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return {
    name,
    requests: REQUESTS,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    bytes,
  };
}

/** Generates the catalogue and the playlist on a fresh database (SQLite, or a PostgreSQL schema) and measures. */
export async function runPlaylistsBench(options: { postgresUrl?: string } = {}): Promise<PlaylistsResult> {
  const pgUrl = options.postgresUrl;
  const { database, dataDir, drop } = await openBenchDatabase('playlists', pgUrl);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dataDir });
  let app: FastifyInstance | null = null;
  try {
    await migrateToLatest(database.db);
    app = await buildApp({ config, database });
    const artist = await account(database.db, app, 'bench_pl_artist');
    const owner = await account(database.db, app, 'bench_pl_owner');
    const listener = await account(database.db, app, 'bench_pl_listener');
    const id = await generate(database.db, artist.id, owner.id);
    if (pgUrl) await sql`analyze`.execute(database.db);
    const loadBefore = os.loadavg()[0]!;
    const url = `/api/playlists/${id}`;
    const scenarios = [
      await measure(app, 'visitor', url, null),
      await measure(app, 'signed-in listener', url, listener.cookie),
      await measure(app, 'its owner', url, owner.cookie),
      await measure(app, 'the artist of its tracks (their private ones play)', url, artist.cookie),
    ];
    return {
      dialect: pgUrl ? 'postgres' : 'sqlite',
      tracks: CATALOGUE,
      loadBefore: Math.round(loadBefore * 100) / 100,
      loadAfter: Math.round(os.loadavg()[0]! * 100) / 100,
      scenarios,
    };
  } finally {
    await app?.close();
    await drop();
  }
}

export function playlistsMarkdown(results: PlaylistsResult[]): string {
  const rows = results.flatMap((r) =>
    r.scenarios.map(
      (s) =>
        `| ${r.dialect} | ${s.name} | ${s.p50} ms | ${s.p95} ms | ${s.p99} ms | ${(s.bytes / 1024).toFixed(0)} kB |`,
    ),
  );
  const load = results
    .map((r) => `${r.dialect}: load average (1 min) ${r.loadBefore} before and ${r.loadAfter} after`)
    .join('; ');
  return `| database | GET /api/playlists/:id, ${PLAYLIST_MAX_TRACKS} tracks, asked by | p50 | p95 | p99 | JSON |
|---|---|---|---|---|---|
${rows.join('\n')}

${load}.`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = [await runPlaylistsBench()];
  if (process.argv.includes('--postgres')) {
    results.push(
      await runPlaylistsBench({
        postgresUrl: benchPostgresUrl(),
      }),
    );
  }
  console.log(JSON.stringify(results));
  console.log(playlistsMarkdown(results));
  process.exit(0);
}
