import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { registerSchema } from '@common/auth';
import { MENTOR_LIMITS, type MentorId, parseSseEvents } from '@common/mentor';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { createDb, type Db } from '../server/src/db/connection';
import { migrateToLatest } from '../server/src/db/migrate';
import { seedCourses } from '../server/src/db/seed/courses';
import { json } from '../server/src/db/values';
import { registerUser } from '../server/src/features/auth/commands/registerUser';
import { indexFor } from '../server/src/features/mentor/engine/retrieval';

/** Built-in mentor answers over real HTTP: time to the first streamed words and to the whole answer. */
export interface MentorBenchResult {
  requests: number;
  passages: number;
  /** Building the BM25 index over the knowledge base and the seeded lessons (first question after start). */
  indexBuildMs: number;
  firstWords: { p50: number; p95: number; p99: number };
  whole: { p50: number; p95: number; p99: number };
  personalFirstWords: { p50: number; p95: number };
  loadBefore: number;
}

const QUESTIONS: [MentorId, string][] = [
  ['drizzy', 'How do I write a catchy hook?'],
  ['drizzy', 'How do I find the pocket on a trap beat?'],
  ['drizzy', 'Why does my 808 sound muddy next to the kick?'],
  ['drizzy', 'How should I arrange a beat for an artist?'],
  ['drizzy', 'What are multisyllabic rhymes?'],
  ['vocal_coach', 'How can I stop going flat on high notes?'],
  ['vocal_coach', 'What is a good warm-up before a show?'],
  ['vocal_coach', 'My throat hurts after singing, what should I do?'],
  ['vocal_coach', 'How do I sing in a mixed voice?'],
  ['vocal_coach', 'How far from the microphone should I stand?'],
  ['business_guru', 'How do I collect my publishing royalties?'],
  ['business_guru', 'What is a 360 deal?'],
  ['business_guru', 'When should I upload a release to my distributor?'],
  ['business_guru', 'How do I pitch my song to Spotify editors?'],
  ['business_guru', 'What does SoundExchange pay for?'],
];
const PERSONAL: [MentorId, string][] = [
  ['drizzy', 'How are my tracks doing?'],
  ['business_guru', 'Which track should I promote?'],
];
const USERS = 12;
const PASSWORD = 'Mentor-Bench-5513';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;
};

/** A signed-in artist with three published tracks and a week of plays. */
async function artist(db: Db, baseURL: string, i: number): Promise<string> {
  const username = `mentorbench${i}`;
  const user = await registerUser(db, registerSchema.parse({ username, password: PASSWORD }), {
    source: 'seed',
  });
  const now = Date.now();
  for (let t = 0; t < 3; t += 1) {
    const track = await db
      .insertInto('tracks')
      .values({
        userId: user.id,
        title: `Bench track ${i}-${t}`,
        audioUrl: `/media/audio/bench-${i}-${t}.mp3`,
        status: 'published',
        playCount: 40 + t * 25,
        likeCount: 3 + t * 4,
        tags: json([]),
        uploadDate: new Date(now).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let p = 0; p < 10; p += 1) {
      await db
        .insertInto('trackPlays')
        .values({
          trackId: track.id,
          userId: null,
          listenerKey: `bench-${i}-${t}-${p}`,
          createdAt: new Date(now - p * 86_400_000 - 60_000).toISOString(),
        })
        .execute();
    }
  }
  const res = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login answered ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/** One question over HTTP: milliseconds to the first `delta` event and to the end of the stream. */
async function ask(baseURL: string, cookie: string, mentorId: MentorId, message: string) {
  const started = performance.now();
  const res = await fetch(`${baseURL}/api/mentor/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', cookie },
    body: JSON.stringify({ mentorId, message }),
  });
  if (res.status !== 200 || !res.body) throw new Error(`chat answered ${res.status}: ${await res.text()}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let firstWords = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    const parsed = parseSseEvents(buffer);
    buffer = parsed.rest;
    if (!firstWords && parsed.events.some((e) => e.event === 'delta'))
      firstWords = performance.now() - started;
  }
  if (!firstWords) throw new Error(`no answer to ${message}`);
  return { firstWords, whole: performance.now() - started };
}

/** Runs the benchmark on a fresh SQLite database with the built-in courses; the app listens on loopback. */
export async function runMentorBench(): Promise<MentorBenchResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-bench-mentor-'));
  const database = createDb({ databaseUrl: null, sqlitePath: path.join(dataDir, 'panda-nation.sqlite') });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dataDir });
  let app: FastifyInstance | null = null;
  try {
    await migrateToLatest(database.db);
    await seedCourses(database.db);
    app = await buildApp({ config, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseURL = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const t0 = performance.now();
    const index = await indexFor(database.db);
    const indexBuildMs = Math.round(performance.now() - t0);

    const cookies: string[] = [];
    for (let i = 0; i < USERS; i += 1) cookies.push(await artist(database.db, baseURL, i));
    const loadBefore = Math.round(os.loadavg()[0]! * 100) / 100;

    // Each user stays under the per-minute limit: the questions are spread over the users.
    const perUser = MENTOR_LIMITS.perUserPerMinute - PERSONAL.length;
    const firstWords: number[] = [];
    const whole: number[] = [];
    const personal: number[] = [];
    for (const [u, cookie] of cookies.entries()) {
      for (let q = 0; q < perUser; q += 1) {
        const [mentorId, message] = QUESTIONS[(u * perUser + q) % QUESTIONS.length]!;
        const timing = await ask(baseURL, cookie, mentorId, message);
        firstWords.push(timing.firstWords);
        whole.push(timing.whole);
      }
      for (const [mentorId, message] of PERSONAL) {
        personal.push((await ask(baseURL, cookie, mentorId, message)).firstWords);
      }
    }
    return {
      requests: firstWords.length + personal.length,
      passages: index.passages.size,
      indexBuildMs,
      firstWords: {
        p50: percentile(firstWords, 50),
        p95: percentile(firstWords, 95),
        p99: percentile(firstWords, 99),
      },
      whole: { p50: percentile(whole, 50), p95: percentile(whole, 95), p99: percentile(whole, 99) },
      personalFirstWords: { p50: percentile(personal, 50), p95: percentile(personal, 95) },
      loadBefore,
    };
  } finally {
    await app?.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function mentorMarkdown(r: MentorBenchResult): string {
  return `| built-in answer, POST /api/mentor/chat over loopback | p50 | p95 | p99 | target |
|---|---|---|---|---|
| first streamed words (${r.requests - USERS * PERSONAL.length} knowledge questions) | ${r.firstWords.p50} ms | ${r.firstWords.p95} ms | ${r.firstWords.p99} ms | p95 <= 200 ms |
| whole answer stored and streamed | ${r.whole.p50} ms | ${r.whole.p95} ms | ${r.whole.p99} ms | |
| first words of a question about the asker's own tracks (${USERS * PERSONAL.length}) | ${r.personalFirstWords.p50} ms | ${r.personalFirstWords.p95} ms | | p95 <= 200 ms |

The index holds ${r.passages} passages (the knowledge base and the built-in courses' lessons); building it, once
per process and again when published lessons change, took ${r.indexBuildMs} ms. Load average (1 min) before the
run: ${r.loadBefore}.`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await runMentorBench();
  console.log(JSON.stringify(result));
  console.log(mentorMarkdown(result));
  process.exit(0);
}
