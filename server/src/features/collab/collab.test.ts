import { randomBytes } from 'node:crypto';
import {
  COLLAB,
  COLLAB_MESSAGES,
  COLLAB_PROFILE_MESSAGES,
  type CollabFilters,
  type CollabMatch,
  type CollabProfile,
  type CollabProfileInput,
  type MatchPage,
  type SoundProfile,
} from '@common/collab';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../db/values';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { buildCatalogueApp, createTrack } from '../tracks/testing';
import { matchScoreBetween } from './commands/showMatch';
import { ensureCollabSignalsCurrent, refreshAllCollabSignals, refreshCollabSignals } from './signals';

type User = Awaited<ReturnType<typeof createUser>>;

/** A word no other test uses, put in descriptions so that `q` narrows a list to one test's profiles. */
const uniqueTag = () => `tag${randomBytes(4).toString('hex')}`;

const profileInput = (changes: Partial<CollabProfileInput> = {}): CollabProfileInput => ({
  skills: ['Producer'],
  collabType: ['Feature'],
  isAvailable: true,
  description: 'Open to sessions',
  examples: [],
  rateInfo: '',
  equipment: [],
  ...changes,
});

describeEachDatabase('collab profiles and matching API', (t) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildCatalogueApp(t.handle);
  });
  afterAll(() => app.close());

  /** A signed-in artist with a profile saved through the API (unless `profile` is null). */
  async function artist(
    user: { displayName?: string; location?: string; genres?: string[] } = {},
    profile: Partial<CollabProfileInput> | null = {},
  ): Promise<{ user: User; client: TestClient }> {
    const created = await createUser(t.db, { displayName: 'Artist', ...user });
    const client = await signedInClient(app, created);
    if (profile) {
      const response = await client.request('PUT', '/api/collab/profile', profileInput(profile));
      expect(response.statusCode, response.body).toBe(200);
    }
    return { user: created, client };
  }

  /** Another artist with a profile, written straight to the database (no sign-in needed). */
  async function other(
    user: { displayName: string; location?: string | null; genres?: string[]; planId?: string | null },
    profile: Partial<CollabProfileInput> = {},
  ): Promise<number> {
    const suffix = randomBytes(4).toString('hex');
    const row = await t.db
      .insertInto('users')
      .values({
        username: `other_${suffix}`,
        password: 'not-a-hash',
        displayName: user.displayName,
        location: user.location ?? null,
        genres: json(user.genres ?? []),
        planId: user.planId ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const input = profileInput(profile);
    await t.db
      .insertInto('collabProfiles')
      .values({
        userId: row.id,
        skills: json(input.skills),
        collabType: json(input.collabType),
        isAvailable: input.isAvailable ?? true,
        description: input.description ?? '',
        examples: json(input.examples ?? []),
        rateInfo: input.rateInfo ?? '',
        equipment: json(input.equipment ?? []),
      })
      .execute();
    await refreshCollabSignals(t.db, row.id);
    return row.id;
  }

  const matches = async (client: TestClient, query: string): Promise<MatchPage> => {
    const response = await client.get(`/api/collab/matches?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MatchPage>();
  };
  const ids = (page: MatchPage) => page.matches.map((m) => m.id);

  describe('profiles', () => {
    it('asks a visitor to sign in, and answers 404 until the user has a profile', async () => {
      const visitor = new TestClient(app);
      expect((await visitor.get('/api/collab/profile')).statusCode).toBe(401);
      expect((await visitor.request('PUT', '/api/collab/profile', profileInput())).statusCode).toBe(401);
      const { client } = await artist({}, null);
      const response = await client.get('/api/collab/profile');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: COLLAB_PROFILE_MESSAGES.profileNotFound });
    });

    it('requires at least one skill and one collaboration type', async () => {
      const { client } = await artist({}, null);
      const noSkills = await client.request('PUT', '/api/collab/profile', profileInput({ skills: [] }));
      expect(noSkills.statusCode).toBe(400);
      expect(noSkills.json()).toEqual({ message: COLLAB_MESSAGES.skillsRequired });
      const noTypes = await client.request('PUT', '/api/collab/profile', profileInput({ collabType: [] }));
      expect(noTypes.statusCode).toBe(400);
      expect(noTypes.json()).toEqual({ message: COLLAB_MESSAGES.collabTypesRequired });
      const unknown = await client.request('PUT', '/api/collab/profile', {
        ...profileInput(),
        skills: ['Juggler'],
      });
      expect(unknown.statusCode).toBe(400);
      expect((await client.get('/api/collab/profile')).statusCode).toBe(404);
    });

    it("takes only the user's own published tracks as examples", async () => {
      const { user, client } = await artist({}, null);
      const stranger = await createUser(t.db);
      const theirs = await createTrack(t.db, { userId: stranger.id });
      const draft = await createTrack(t.db, { userId: user.id, status: 'draft' });
      for (const example of [theirs.id, draft.id, 99_999_999]) {
        const response = await client.request(
          'PUT',
          '/api/collab/profile',
          profileInput({ examples: [example] }),
        );
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: COLLAB_PROFILE_MESSAGES.examplesOwnPublished });
      }
      expect((await client.get('/api/collab/profile')).statusCode).toBe(404);
    });

    it('saves one profile per user, answers it, and replaces it on the next save', async () => {
      const { user, client } = await artist({ genres: ['Trap'] }, null);
      const published = await createTrack(t.db, { userId: user.id, title: 'Night Drive', genre: 'drill' });
      const first = await client.request(
        'PUT',
        '/api/collab/profile',
        profileInput({
          skills: ['Producer', 'Mixing Engineer'],
          collabType: ['Production', 'Mix & Master'],
          description: '  808s tuned to the key.  ',
          examples: [published.id],
          rateInfo: 'Mixes from $150',
          equipment: ['MPC Live II', 'Yamaha HS8'],
        }),
      );
      expect(first.statusCode).toBe(200);
      expect(first.json<CollabProfile>()).toEqual({
        userId: user.id,
        skills: ['Producer', 'Mixing Engineer'],
        collabType: ['Production', 'Mix & Master'],
        isAvailable: true,
        description: '808s tuned to the key.',
        examples: [{ id: published.id, title: 'Night Drive' }],
        rateInfo: 'Mixes from $150',
        equipment: ['MPC Live II', 'Yamaha HS8'],
        updatedAt: expect.any(String),
      });
      expect((await client.get('/api/collab/profile')).json()).toEqual(first.json());

      const second = await client.request('PUT', '/api/collab/profile', profileInput({ isAvailable: false }));
      expect(second.json<CollabProfile>()).toMatchObject({
        skills: ['Producer'],
        isAvailable: false,
        examples: [],
      });
      const rows = await t.db
        .selectFrom('collabProfiles')
        .select('id')
        .where('userId', '=', user.id)
        .execute();
      expect(rows).toHaveLength(1);

      // Saving refreshed the signals: the genres of their published tracks are there.
      const signals = await t.db
        .selectFrom('collabSignals')
        .selectAll()
        .where('userId', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(signals.trackGenres).toEqual(['drill']);
    });

    it('shows a profile on the artist page to anyone, private examples only to the owner', async () => {
      const { user, client } = await artist({}, null);
      const open = await createTrack(t.db, { userId: user.id, title: 'Open' });
      const hidden = await createTrack(t.db, { userId: user.id, title: 'Hidden', visibility: 'private' });
      await client.request('PUT', '/api/collab/profile', profileInput({ examples: [hidden.id, open.id] }));
      const url = `/api/users/${user.id}/collab-profile`;
      const visitor = await new TestClient(app).get(url);
      expect(visitor.statusCode).toBe(200);
      expect(visitor.json<CollabProfile>().examples).toEqual([{ id: open.id, title: 'Open' }]);
      expect((await client.get(url)).json<CollabProfile>().examples).toEqual([
        { id: hidden.id, title: 'Hidden' },
        { id: open.id, title: 'Open' },
      ]);
      const none = await createUser(t.db);
      expect((await new TestClient(app).get(`/api/users/${none.id}/collab-profile`)).statusCode).toBe(404);
      expect((await new TestClient(app).get('/api/users/abc/collab-profile')).statusCode).toBe(404);
      await t.db
        .updateTable('users')
        .set({ deletedAt: new Date().toISOString() })
        .where('id', '=', user.id)
        .execute();
      expect((await new TestClient(app).get(url)).statusCode).toBe(404);
    });
  });

  describe('matches', () => {
    it('ranks same genre and complementary skills above nothing in common, and never offers the rest', async () => {
      const tag = uniqueTag();
      const viewer = await artist(
        { genres: ['Trap'], location: 'Atlanta, GA' },
        { skills: ['Producer'], collabType: ['Feature'], description: tag },
      );
      const good = await other(
        { displayName: 'Maya', genres: ['Trap'], location: 'Atlanta, GA' },
        { skills: ['Vocalist'], collabType: ['Feature'], description: `Singer ${tag}` },
      );
      const nothing = await other(
        { displayName: 'Nobody', genres: ['Jazz'], location: 'Oslo, Norway' },
        { skills: ['Producer'], collabType: ['Remix'], description: `Jazz ${tag}` },
      );
      const unavailable = await other(
        { displayName: 'Busy', genres: ['Trap'], location: 'Atlanta, GA' },
        { skills: ['Vocalist'], collabType: ['Feature'], isAvailable: false, description: tag },
      );
      const deleted = await other(
        { displayName: 'Gone', genres: ['Trap'], location: 'Atlanta, GA' },
        { skills: ['Vocalist'], description: tag },
      );
      await t.db
        .updateTable('users')
        .set({ deletedAt: new Date().toISOString() })
        .where('id', '=', deleted)
        .execute();
      // No profile at all: never a match, whatever they share.
      await createUser(t.db, { displayName: tag, genres: ['Trap'], location: 'Atlanta, GA' });

      const page = await matches(viewer.client, `q=${tag}`);
      expect(page.personal).toBe(true);
      expect(ids(page)).toEqual([good, nothing]);
      expect(ids(page)).not.toContain(unavailable);
      expect(ids(page)).not.toContain(viewer.user.id);
      const [best, worst] = page.matches as [CollabMatch, CollabMatch];
      expect(best.matchPercentage).toBeGreaterThan(worst.matchPercentage! + 30);
      expect(best.scores?.quantumScore).toBe(best.matchPercentage);
      expect(best.reasons).toEqual(['Both make Trap', 'Both open to Feature', 'Both in Atlanta']);
      expect(worst.reasons).toEqual([]);
      expect(best.scores).toMatchObject({ neuralHarmony: null, energyMatch: null, soulAlignment: 0 });

      // The score kept on a collaboration is the same number.
      expect(await matchScoreBetween(t.db, viewer.user.id, good)).toBe(best.matchPercentage);
      expect(await matchScoreBetween(t.db, viewer.user.id, (await createUser(t.db)).id)).toBeNull();
    });

    it('gives the same scores in the same order every time, ties by user id', async () => {
      const tag = uniqueTag();
      const viewer = await artist(
        { genres: ['House'] },
        { skills: ['DJ'], collabType: ['Remix'], description: tag },
      );
      const twins: number[] = [];
      for (let i = 0; i < 4; i++) {
        twins.push(
          await other(
            { displayName: `Twin ${i}`, genres: ['House'] },
            { skills: ['Producer'], description: tag },
          ),
        );
      }
      const first = await matches(viewer.client, `q=${tag}`);
      const second = await matches(viewer.client, `q=${tag}`);
      expect(second).toEqual(first);
      expect(ids(first)).toEqual([...twins].sort((a, b) => a - b));
      expect(new Set(first.matches.map((m) => m.matchPercentage)).size).toBe(1);
    });

    it('filters by genre (profile or tracks), skill, location, collaboration type and q', async () => {
      const tag = uniqueTag();
      const viewer = await artist({}, { description: tag });
      const afro = await other(
        { displayName: 'Kofi Rhythm', location: 'Lagos, Nigeria' },
        { skills: ['Instrumentalist'], collabType: ['Session Work'], description: `Talking drum ${tag}` },
      );
      await createTrack(t.db, { userId: afro, genre: 'afrobeats' });
      await refreshCollabSignals(t.db, afro);
      const drill = await other(
        { displayName: 'Maya Verse', genres: ['Drill'], location: 'Brooklyn, NY' },
        { skills: ['Rapper'], collabType: ['Feature'], description: `Bars first ${tag}` },
      );
      const q = (extra: string) => matches(viewer.client, `q=${tag}&${extra}`).then(ids);
      expect(await q('genre=Afrobeats')).toEqual([afro]);
      expect(await q('genre=drill')).toEqual([drill]);
      expect(await q('skill=Rapper')).toEqual([drill]);
      expect(await q('skill=rapper')).toEqual([drill]);
      expect(await q('location=lagos')).toEqual([afro]);
      expect(await q('location=Brooklyn%2C%20NY')).toEqual([drill]);
      expect(await q('collabType=Session%20Work')).toEqual([afro]);
      expect(await q('genre=Techno')).toEqual([]);
      // q searches the name, the username and the description.
      expect(ids(await matches(viewer.client, `q=${tag}&genre=drill`))).toEqual([drill]);
      expect(ids(await matches(viewer.client, `q=talking%20drum%20${tag}`))).toEqual([afro]);
      const mayaName = await matches(viewer.client, 'q=maya%20verse');
      expect(ids(mayaName)).toContain(drill);
      // LIKE wildcards are taken literally.
      expect(ids(await matches(viewer.client, `q=${tag}%25`))).toEqual([]);
      const invalid = await viewer.client.get('/api/collab/matches?page=0');
      expect(invalid.statusCode).toBe(400);
    });

    it("follows changes to a user's genres, location and availability, and never offers a deleted account", async () => {
      const tag = uniqueTag();
      const viewer = await artist({}, { description: tag });
      const moving = await artist({ genres: ['Jazz'], location: 'Chicago, IL' }, { description: tag });
      const q = (extra: string) => matches(viewer.client, `q=${tag}&${extra}`).then(ids);
      expect(await q('genre=jazz&location=chicago')).toEqual([moving.user.id]);

      const patched = await moving.client.request('PATCH', '/api/user', {
        genres: ['Gospel'],
        location: 'Nashville, TN',
      });
      expect(patched.statusCode, patched.body).toBe(200);
      expect(await q('genre=jazz')).toEqual([]);
      expect(await q('genre=gospel&location=nashville')).toEqual([moving.user.id]);

      const away = await moving.client.request(
        'PUT',
        '/api/collab/profile',
        profileInput({ isAvailable: false }),
      );
      expect(away.statusCode, away.body).toBe(200);
      expect(await q('genre=gospel')).toEqual([]);
      const back = await moving.client.request(
        'PUT',
        '/api/collab/profile',
        profileInput({ description: tag }),
      );
      expect(back.statusCode, back.body).toBe(200);
      expect(await q('genre=gospel')).toEqual([moving.user.id]);

      const deleted = await moving.client.request('DELETE', '/api/user', { password: TEST_PASSWORD });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await q('genre=gospel')).toEqual([]);
      expect(ids(await matches(new TestClient(app), `q=${tag}`))).toEqual([viewer.user.id]);
    });

    it('recomputes every profile once after an upgrade changed what the signals hold', async () => {
      const tag = uniqueTag();
      const viewer = await artist({}, { description: tag });
      const soul = await other({ displayName: 'Soul Singer', genres: ['Soul'] }, { description: tag });
      // Rows as an older version left them: the pre-score columns at their defaults.
      await t.db
        .updateTable('collabSignals')
        .set({ offerable: false, matchGenres: json([]), skillBits: 0, typeBits: 0, place: null })
        .execute();
      await t.db.deleteFrom('appSettings').where('key', '=', 'collab_signals_version').execute();
      expect(await matches(viewer.client, `q=${tag}`).then(ids)).toEqual([]);
      expect(await ensureCollabSignalsCurrent(t.db)).toBe(true);
      expect(await matches(viewer.client, `q=${tag}&genre=soul`).then(ids)).toEqual([soul]);
      expect(await ensureCollabSignalsCurrent(t.db)).toBe(false);
    });

    it('pages the list', async () => {
      const tag = uniqueTag();
      const viewer = await artist({}, { description: tag });
      const all: number[] = [];
      for (let i = 0; i < COLLAB.pageSize + 2; i++) {
        all.push(await other({ displayName: `Pager ${i}` }, { description: tag }));
      }
      const first = await matches(viewer.client, `q=${tag}`);
      const second = await matches(viewer.client, `q=${tag}&page=2`);
      expect(first).toMatchObject({ page: 1, hasMore: true });
      expect(second).toMatchObject({ page: 2, hasMore: false });
      expect([...ids(first), ...ids(second)].sort((a, b) => a - b)).toEqual(all.sort((a, b) => a - b));
    });

    it('ranks by activity without percentages for visitors and users without a profile', async () => {
      const tag = uniqueTag();
      const quiet = await other({ displayName: 'Quiet' }, { description: tag });
      const busy = await other({ displayName: 'Busy' }, { description: tag });
      const track = await createTrack(t.db, { userId: busy });
      await t.db
        .insertInto('trackPlays')
        .values([1, 2, 3].map((i) => ({ trackId: track.id, userId: null, listenerKey: `anon:${tag}${i}` })))
        .execute();
      await refreshCollabSignals(t.db, busy);
      const noProfile = await artist({}, null);
      for (const client of [new TestClient(app), noProfile.client]) {
        const page = await matches(client, `q=${tag}`);
        expect(page.personal).toBe(false);
        expect(ids(page)).toEqual([busy, quiet]);
        for (const match of page.matches) {
          expect(match).not.toHaveProperty('matchPercentage');
          expect(match).not.toHaveProperty('scores');
        }
      }
    });

    it('shows the real values on a card', async () => {
      const tag = uniqueTag();
      const viewer = await artist({ genres: ['Pop'] }, { skills: ['Vocalist'], description: tag });
      const pro = await other(
        { displayName: 'Echo Engineer', location: 'Nashville, TN', genres: ['Pop'], planId: 'price_pro' },
        {
          skills: ['Mixing Engineer', 'Mastering Engineer'],
          collabType: ['Mix & Master'],
          description: `Loudness done right ${tag}`,
          equipment: ['UAD Apollo x8'],
          rateInfo: '$200 a song',
        },
      );
      const basic = await other({ displayName: 'Basic', planId: 'price_basic' }, { description: tag });
      // Followers, recent work (published and public only, newest first, three at most).
      const fans = await Promise.all([createUser(t.db), createUser(t.db)]);
      await t.db
        .insertInto('follows')
        .values(fans.map((fan) => ({ followerId: fan.id, followeeId: pro })))
        .execute();
      const day = 24 * 60 * 60 * 1000;
      const titles = ['Oldest', 'Older', 'Newer', 'Newest'];
      for (const [i, title] of titles.entries()) {
        await createTrack(t.db, {
          userId: pro,
          title,
          genre: 'pop',
          publishedAt: new Date(Date.now() - (10 - i) * day).toISOString(),
        });
      }
      await createTrack(t.db, { userId: pro, title: 'Private', visibility: 'private' });
      await createTrack(t.db, { userId: pro, title: 'Draft', status: 'draft' });
      // Two requests received, one answered; one completed collaboration rated 4 by the other member.
      const asker = await createUser(t.db);
      await t.db
        .insertInto('collabRequests')
        .values([
          { fromUserId: asker.id, toUserId: pro, message: 'Hi', project: 'A', status: 'accepted' },
          { fromUserId: viewer.user.id, toUserId: pro, message: 'Hi', project: 'B', status: 'pending' },
        ])
        .execute();
      const collaboration = await t.db
        .insertInto('collaborations')
        .values({ project: 'A', status: 'completed', source: 'request' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('collaborationMembers')
        .values([
          { collaborationId: collaboration.id, userId: pro, ratingGiven: 5 },
          { collaborationId: collaboration.id, userId: asker.id, ratingGiven: 4 },
        ])
        .execute();
      await refreshCollabSignals(t.db, pro);

      const page = await matches(viewer.client, `q=${tag}`);
      const card = page.matches.find((m) => m.id === pro)!;
      expect(card).toMatchObject({
        name: 'Echo Engineer',
        role: 'Mixing Engineer',
        location: 'Nashville, TN',
        genres: ['Pop'],
        description: `Loudness done right ${tag}`,
        verified: true,
        followers: 2,
        completedCollabs: 1,
        avgRating: 4,
        responseRate: 50,
        equipment: ['UAD Apollo x8'],
        rateInfo: '$200 a song',
        recentWork: [
          expect.objectContaining({ title: 'Newest' }),
          expect.objectContaining({ title: 'Newer' }),
          expect.objectContaining({ title: 'Older' }),
        ],
      });
      expect(card.reasons).toContain('You need a mix; Echo Engineer mixes');
      expect(page.matches.find((m) => m.id === basic)).toMatchObject({
        verified: false,
        followers: 0,
        completedCollabs: 0,
        avgRating: null,
        responseRate: null,
        recentWork: [],
      });
    });

    it('answers one match with the caller’s scores, and 404 for oneself or anyone not open', async () => {
      const tag = uniqueTag();
      const viewer = await artist({ genres: ['Trap'] }, { skills: ['Producer'], description: tag });
      const singer = await other(
        { displayName: 'Singer', genres: ['Trap'] },
        { skills: ['Vocalist'], description: tag },
      );
      const closed = await other({ displayName: 'Closed' }, { isAvailable: false });
      const one = await viewer.client.get(`/api/collab/matches/${singer}`);
      expect(one.statusCode).toBe(200);
      const listed = (await matches(viewer.client, `q=${tag}`)).matches.find((m) => m.id === singer);
      expect(one.json()).toEqual(listed);
      const visitorView = (
        await new TestClient(app).get(`/api/collab/matches/${singer}`)
      ).json<CollabMatch>();
      expect(visitorView.matchPercentage).toBeUndefined();
      for (const id of [viewer.user.id, closed, 99_999_999]) {
        const response = await viewer.client.get(`/api/collab/matches/${id}`);
        expect(response.statusCode).toBe(404);
      }
    });

    it('compares sound once both have two analysed tracks, and counts mutual listening', async () => {
      const tag = uniqueTag();
      const viewer = await artist({}, { skills: ['Producer'], description: tag });
      const singer = await other({ displayName: 'Singer' }, { skills: ['Vocalist'], description: tag });
      const analysed = (userId: number, bpm: number, energy: number) =>
        createTrack(t.db, {
          userId,
          genre: null,
          bpm,
          key: 'A Minor',
          energy,
          danceability: 0.6,
          loudness: -9,
          analysisStatus: 'done',
        });
      const mine = await analysed(viewer.user.id, 140, 0.8);
      const theirs = await analysed(singer, 70, 0.7);
      await Promise.all([refreshCollabSignals(t.db, viewer.user.id), refreshCollabSignals(t.db, singer)]);
      let card = (await matches(viewer.client, `q=${tag}`)).matches[0]!;
      expect(card.scores).toMatchObject({ neuralHarmony: null, energyMatch: null, soulAlignment: 0 });

      await analysed(viewer.user.id, 142, 0.8);
      await analysed(singer, 72, 0.7);
      await t.db.insertInto('trackLikes').values({ userId: viewer.user.id, trackId: theirs.id }).execute();
      await t.db
        .insertInto('trackPlays')
        .values([
          { trackId: theirs.id, userId: viewer.user.id, listenerKey: `user:${viewer.user.id}` },
          { trackId: mine.id, userId: singer, listenerKey: `user:${singer}` },
        ])
        .execute();
      await refreshAllCollabSignals(t.db);
      card = (await matches(viewer.client, `q=${tag}`)).matches[0]!;
      expect(card.scores!.neuralHarmony).toBeGreaterThan(90);
      expect(card.scores!.energyMatch).toBe(90);
      // Viewer: 1 play + 3 x 1 like = 4 of 15; singer: 1 play of 15.
      expect(card.scores!.soulAlignment).toBe(Math.round((100 * (4 / 15 + 1 / 15)) / 2));
      // Half time counts as the same tempo.
      expect(card.reasons).toContain('Similar tempo (around 71 BPM)');

      const sound = await new TestClient(app).get(`/api/collab/sound-profile/${singer}`);
      expect(sound.json<SoundProfile>()).toEqual({
        userId: singer,
        analysedTracks: 2,
        tempo: 71,
        energy: 0.7,
        danceability: 0.6,
        loudness: -9,
        keySpread: Math.round((1 / 24) * 1000) / 1000,
        mainKey: 'A Minor',
        keyCounts: [{ key: 'A Minor', tracks: 2 }],
      });
      expect((await new TestClient(app).get('/api/collab/sound-profile/99999999')).statusCode).toBe(404);
      const fresh = await createUser(t.db);
      expect((await new TestClient(app).get(`/api/collab/sound-profile/${fresh.id}`)).json()).toEqual({
        userId: fresh.id,
        analysedTracks: 0,
        tempo: null,
        energy: null,
        danceability: null,
        loudness: null,
        keySpread: null,
        mainKey: null,
        keyCounts: [],
      });
    });

    it('refreshes signals when a track is published', async () => {
      const { user, client } = await artist({}, {});
      const draft = await createTrack(t.db, { userId: user.id, status: 'draft', genre: null });
      const published = await client.post(`/api/tracks/${draft.id}/publish`, {
        title: 'Fresh',
        artistName: 'Artist',
        genre: 'latin',
        bpm: 100,
        key: 'C Major',
        tags: '',
        releaseType: 'single',
        visibility: 'public',
        allowComments: true,
        price: '0',
        isExplicit: false,
        isOriginal: true,
      });
      expect(published.statusCode, published.body).toBe(200);
      const filters = (await new TestClient(app).get('/api/collab/filters')).json<CollabFilters>();
      expect(filters.genres).toContain('Latin');
    });
  });

  describe('filters', () => {
    it('offers the genres, skills, locations and types of available profiles only', async () => {
      const tag = uniqueTag();
      await other(
        { displayName: 'Open', genres: ['Afrobeats', `Genre ${tag}`], location: `City ${tag}, Ghana` },
        { skills: ['Sound Designer'], collabType: ['Live Set'] },
      );
      await other(
        { displayName: 'Closed', genres: [`Hidden ${tag}`], location: `Hidden ${tag}, Peru` },
        { isAvailable: false },
      );
      const response = await new TestClient(app).get('/api/collab/filters');
      expect(response.statusCode).toBe(200);
      const filters = response.json<CollabFilters>();
      expect(filters.genres).toEqual(expect.arrayContaining(['Afrobeats', `Genre ${tag}`]));
      expect(filters.genres).not.toContain(`Hidden ${tag}`);
      expect(filters.locations).not.toContain(`Hidden ${tag}, Peru`);
      expect(filters.skills).toContain('Sound Designer');
      expect(filters.skills).toEqual(COLLAB.skills.filter((s) => filters.skills.includes(s)));
      expect(filters.collabTypes).toContain('Live Set');
      expect(new Set(filters.genres.map((g) => g.toLowerCase())).size).toBe(filters.genres.length);
    });
  });
});
