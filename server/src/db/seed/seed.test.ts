import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../../media/storage';
import { TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser, uniqueUsername } from '../../test/factories';
import type { Db, DbHandle } from '../connection';
import { migrateToLatest } from '../migrate';
import { DEMO_BEATS } from './beats';
import { DEMO_DJS, DEMO_STREAMS, DEMO_TRACKS } from './catalogue';

/** Every demo track: the catalogue's and the beats made for sale. */
const ALL_DEMO_TRACKS = [...DEMO_TRACKS, ...DEMO_BEATS];
import { seedIfEmpty } from './index';
import { DEMO_PASSWORD, DEMO_USERS } from './users';

/** Rendering the demo audio takes a while on a machine that has not cached it yet. */
const SEED_TIMEOUT_MS = 300_000;

const mediaRoots: string[] = [];
afterAll(() => {
  for (const dir of mediaRoots) fs.rmSync(dir, { recursive: true, force: true });
});

/** Local storage in a fresh temporary directory. */
function tempStorage(): LocalStorage {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-seed-media-'));
  mediaRoots.push(dir);
  return new LocalStorage(dir);
}

/** A logger that records what it was told. */
function recordingLog() {
  const lines: unknown[][] = [];
  return { lines, log: { info: (...args: unknown[]) => void lines.push(args) } as never };
}

/** What the seed needs: the database, storage and a logger. */
function seedContext(db: Db, log: never, storage: LocalStorage = tempStorage()) {
  return { database: { db } as DbHandle, storage, log };
}

describeEachDatabase('demo seed', (t) => {
  let app: FastifyInstance;
  let results: boolean[];
  let logs: unknown[][][];
  let storage: LocalStorage;

  // Three processes start together on the fresh database: one of them seeds it for the rest of the file.
  beforeAll(async () => {
    const recorders = [1, 2, 3].map(() => recordingLog());
    storage = tempStorage();
    results = await Promise.all(recorders.map(({ log }) => seedIfEmpty(seedContext(t.db, log, storage))));
    logs = recorders.map(({ lines }) => lines);
    app = await t.buildApp();
  }, SEED_TIMEOUT_MS);

  describe('seedIfEmpty', () => {
    it('seeds once when several processes start together on a fresh database', async () => {
      expect(results.filter(Boolean)).toHaveLength(1);
      const users = await t.db.selectFrom('users').select('username').execute();
      expect(users).toHaveLength(DEMO_USERS.length);
      const tracks = await t.db.selectFrom('tracks').select('id').execute();
      expect(tracks).toHaveLength(ALL_DEMO_TRACKS.length);
    });

    it('leaves a database that already has accounts alone', async () => {
      const fresh = await t.openEmptyDatabase();
      try {
        await migrateToLatest(fresh.db);
        await createUser(fresh.db);
        expect(await seedIfEmpty(seedContext(fresh.db, recordingLog().log))).toBe(false);
        expect(await fresh.db.selectFrom('users').select('id').execute()).toHaveLength(1);
      } finally {
        await fresh.close();
      }
    });

    it('fills an empty database with the demo users and says so', async () => {
      const seeder = results.indexOf(true);
      expect(logs.filter((lines, i) => i !== seeder)).toEqual([[], []]);
      expect(logs[seeder]).toEqual([
        [
          { users: DEMO_USERS.length, tracks: DEMO_TRACKS.length, ms: expect.any(Number) },
          'seeded demo content',
        ],
      ]);
      const rows = await t.db.selectFrom('users').select(['username', 'role']).orderBy('id').execute();
      expect(rows).toEqual(DEMO_USERS.map((u) => ({ username: u.username, role: 'user' })));
    });

    it('does nothing the second time', async () => {
      const { lines, log } = recordingLog();
      expect(await seedIfEmpty(seedContext(t.db, log))).toBe(false);
      expect(lines).toEqual([]);
      const { count } = await t.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(count)).toBe(DEMO_USERS.length);
    });
  });

  describe('demo catalogue', () => {
    it('publishes every demo track with its audio and cover in storage', async () => {
      const tracks = await t.db.selectFrom('tracks').selectAll().orderBy('id').execute();
      expect(tracks.map((row) => row.title)).toEqual(ALL_DEMO_TRACKS.map((demo) => demo.title));
      for (const row of tracks) {
        expect(row).toMatchObject({ status: 'published', visibility: 'public', isPublic: true });
        expect(row.audioUrl).toBe(`/media/${row.storageKey}`);
        expect(row.coverArt).toBe(`/media/${row.coverKey}`);
        const audio = await storage.stat(row.storageKey!);
        expect(audio?.contentType).toBe('audio/wav');
        expect(audio?.size).toBe(row.fileSize);
        const cover = await storage.stat(row.coverKey!);
        expect(cover?.contentType).toBe('image/svg+xml');
      }
      expect(tracks.filter((row) => row.featured).length).toBeGreaterThanOrEqual(3);
      expect(tracks.some((row) => row.featuredArtist)).toBe(true);
      expect(tracks.some((row) => !row.allowDownload)).toBe(true);
      const owners = new Set(tracks.map((row) => row.userId));
      expect(owners.size).toBe(DEMO_USERS.length);
    });

    it('stores real audio: 16-bit PCM WAV at 44.1 kHz with samples in it', async () => {
      const row = await t.db
        .selectFrom('tracks')
        .select('storageKey')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const stream = await storage.read(row.storageKey!, { start: 0, end: 44 + 44_100 * 2 - 1 });
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
      const head = Buffer.concat(chunks);
      expect(head.toString('ascii', 0, 4)).toBe('RIFF');
      expect(head.toString('ascii', 8, 12)).toBe('WAVE');
      expect(head.readUInt16LE(20)).toBe(1);
      expect(head.readUInt32LE(24)).toBe(44_100);
      expect(head.readUInt16LE(34)).toBe(16);
      // The first second is not silence.
      let peak = 0;
      for (let i = 44; i < head.length; i += 2) peak = Math.max(peak, Math.abs(head.readInt16LE(i)));
      expect(peak).toBeGreaterThan(1000);
    });

    it('keeps play and like counts equal to the history rows, plays within the last 14 days', async () => {
      const tracks = await t.db.selectFrom('tracks').select(['id', 'playCount', 'likeCount']).execute();
      const since = Date.now() - 14 * 24 * 60 * 60 * 1000 - 60_000;
      for (const track of tracks) {
        const plays = await t.db
          .selectFrom('trackPlays')
          .select('createdAt')
          .where('trackId', '=', track.id)
          .execute();
        const likes = await t.db
          .selectFrom('trackLikes')
          .select('userId')
          .where('trackId', '=', track.id)
          .execute();
        expect(track.playCount).toBe(plays.length);
        expect(track.likeCount).toBe(likes.length);
        expect(plays.length).toBeGreaterThan(0);
        for (const play of plays) expect(Date.parse(String(play.createdAt))).toBeGreaterThan(since);
      }
      const follows = await t.db.selectFrom('follows').selectAll().execute();
      expect(follows.length).toBeGreaterThan(10);
      const upvotes = await t.db.selectFrom('trackUpvotes').selectAll().execute();
      expect(upvotes.length).toBeGreaterThan(0);
    });

    it('gives the DJs Spin Room profiles and puts streams on air', async () => {
      const djs = await t.db
        .selectFrom('djProfiles')
        .innerJoin('users', 'users.id', 'djProfiles.userId')
        .select(['users.username', 'djProfiles.badge', 'djProfiles.djName'])
        .orderBy('djProfiles.id')
        .execute();
      expect(djs.map((dj) => [dj.username, dj.badge])).toEqual(DEMO_DJS.map((dj) => [dj.owner, dj.badge]));
      const streams = await t.db.selectFrom('liveStreams').select(['title', 'isActive', 'endTime']).execute();
      expect(streams).toHaveLength(DEMO_STREAMS.length);
      expect(streams.filter((s) => s.isActive)).toHaveLength(3);
      expect(streams.filter((s) => !s.isActive && s.endTime)).toHaveLength(1);
    });

    it('queues the analysis of every demo track', async () => {
      const jobs = await t.db.selectFrom('jobs').select(['type', 'status', 'payload']).execute();
      const tracks = await t.db.selectFrom('tracks').select('id').execute();
      expect(jobs).toHaveLength(tracks.length);
      expect(jobs.every((job) => job.type === 'analyse-track' && job.status === 'queued')).toBe(true);
      expect(jobs.map((job) => job.payload.trackId).sort()).toEqual(tracks.map((track) => track.id).sort());
    });
  });

  describe('demo accounts', () => {
    it('sign in with the demo password and show their profile', async () => {
      const demo = DEMO_USERS[0]!;
      const client = new TestClient(app);
      const response = await client.post('/api/login', { username: demo.username, password: DEMO_PASSWORD });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        username: demo.username,
        displayName: demo.displayName,
        userType: demo.userType,
        location: demo.location,
        genres: demo.genres,
        bio: demo.bio,
        email: demo.email,
        role: 'user',
      });
      expect((await client.get('/api/user')).json().username).toBe(demo.username);
    });

    it('every demo account accepts the demo password and refuses another', async () => {
      for (const demo of DEMO_USERS) {
        const ok = await new TestClient(app).post('/api/login', {
          username: demo.username,
          password: DEMO_PASSWORD,
        });
        expect(ok.statusCode, demo.username).toBe(200);
      }
      const wrong = await new TestClient(app).post('/api/login', {
        username: DEMO_USERS[1]!.username,
        password: `${DEMO_PASSWORD}-not`,
      });
      expect(wrong.statusCode).toBe(401);
    });

    it('never take the admin role: the first account registered through the API does', async () => {
      const response = await new TestClient(app).post('/api/register', {
        username: uniqueUsername('owner'),
        password: 'Owner-Of-The-Site-1',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().role).toBe('admin');
    });
  });
});
