import { MODERATION_MESSAGES } from '@common/moderation';
import type { PlaylistDetail } from '@common/playlists';
import type { Track } from '@common/tracks';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { setUserRole } from '../auth/commands/setUserRole';
import { addTracks, makePlaylist } from '../playlists/testing';
import { resultTitles, searchPage } from '../search/testing';
import { createTrack } from '../tracks/testing';
import { liftEndedSuspensions } from './accounts';
import { act, report } from './testing';

const DAY_MS = 86_400_000;

describeEachDatabase('moderation: what a decision does everywhere', (t) => {
  let app: FastifyInstance;
  let adminClient: TestClient;
  let fanClient: TestClient;
  let visitor: TestClient;
  let origin: string;

  beforeAll(async () => {
    app = await t.buildApp();
    origin = app.ctx.config.mail.linkOrigin;
    const [admin, fan] = await Promise.all([createUser(t.db), createUser(t.db)]);
    await setUserRole(t.db, admin.username, 'admin');
    [adminClient, fanClient] = await Promise.all([signedInClient(app, admin), signedInClient(app, fan)]);
    visitor = new TestClient(app);
  });
  afterAll(() => app.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const listedTitles = async (q: string) =>
    (await visitor.get(`/api/tracks?q=${encodeURIComponent(q)}`))
      .json<{ tracks: Track[] }>()
      .tracks.map((x) => x.title);
  const searched = async (q: string) => resultTitles(await searchPage(visitor, `q=${encodeURIComponent(q)}`));
  const sitemap = async () => (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
  const oembed = (id: number) =>
    app.inject({
      method: 'GET',
      url: '/api/oembed',
      query: { url: `${origin}/tracks/${id}`, format: 'json' },
    });

  describe('removing a track', () => {
    it('takes it out of lists, its page, search, embeds, oEmbed and the sitemap; playlists show it unavailable', async () => {
      const artist = await createUser(t.db);
      const track = await createTrack(t.db, { userId: artist.id, title: 'Quixotic Removal Anthem' });
      const playlist = await makePlaylist(fanClient, 'Keepers', 'public');
      await addTracks(fanClient, playlist.id, [track.id]);
      expect(await listedTitles('Quixotic')).toEqual(['Quixotic Removal Anthem']);
      expect(await searched('Quixotic')).toContain('Quixotic Removal Anthem');
      expect((await app.inject({ method: 'GET', url: `/embed/track/${track.id}` })).statusCode).toBe(200);
      expect((await oembed(track.id)).statusCode).toBe(200);
      expect(await sitemap()).toContain(`/tracks/${track.id}<`);

      await report(fanClient, 'track', track.id, 'copyright');
      await act(adminClient, {
        action: 'remove',
        targetType: 'track',
        targetId: track.id,
        reason: 'Not theirs',
      });

      expect(await listedTitles('Quixotic')).toEqual([]);
      expect((await visitor.get(`/api/tracks/${track.id}`)).statusCode).toBe(404);
      expect((await fanClient.get(`/api/tracks/${track.id}`)).statusCode).toBe(404);
      expect(await searched('Quixotic')).not.toContain('Quixotic Removal Anthem');
      expect((await app.inject({ method: 'GET', url: `/embed/track/${track.id}` })).statusCode).toBe(404);
      expect((await oembed(track.id)).statusCode).toBe(404);
      expect(await sitemap()).not.toContain(`/tracks/${track.id}<`);
      expect((await visitor.get(track.audioUrl!)).statusCode).toBe(404);
      const entries = (await visitor.get(`/api/playlists/${playlist.id}`)).json<PlaylistDetail>().tracks;
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ available: false });
      expect(JSON.stringify(entries[0])).not.toContain('Quixotic');
      const liked = await fanClient.post(`/api/tracks/${track.id}/like`);
      expect(liked.statusCode).toBe(404);

      const again = await adminClient.post('/api/admin/moderation/actions', {
        action: 'remove',
        targetType: 'track',
        targetId: track.id,
        reason: 'Twice',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: MODERATION_MESSAGES.alreadyRemoved });
      const told = await t.db
        .selectFrom('notifications')
        .select('kind')
        .where('userId', '=', artist.id)
        .where('subjectType', '=', 'track')
        .where('subjectId', '=', track.id)
        .execute();
      expect(told).toEqual([{ kind: 'moderation' }]);
    });
  });

  describe('suspending and banning', () => {
    it('ends their sessions, refuses sign-in, hides their content and profile, and brings it back when the time is up', async () => {
      const artist = await createUser(t.db);
      const artistClient = await signedInClient(app, artist);
      const track = await createTrack(t.db, { userId: artist.id, title: 'Zephyrine Suspension Song' });
      expect(await searched('Zephyrine')).toContain('Zephyrine Suspension Song');
      await report(fanClient, 'user', artist.id, 'harassment');

      const start = new Date();
      await act(adminClient, {
        action: 'suspend',
        targetType: 'user',
        targetId: artist.id,
        reason: 'Abuse',
        days: 3,
      });

      expect((await artistClient.get('/api/user')).statusCode).toBe(401);
      const refused = await new TestClient(app).post('/api/login', {
        username: artist.username,
        password: artist.plainPassword,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ message: string }>().message).toMatch(/^Your account is suspended until /);
      expect((await visitor.get(`/api/tracks/${track.id}`)).statusCode).toBe(404);
      expect((await visitor.get(`/api/users/${artist.id}/profile`)).statusCode).toBe(404);
      expect(await listedTitles('Zephyrine')).toEqual([]);
      expect(await searched('Zephyrine')).toEqual([]);
      expect(await sitemap()).not.toContain(`/artists/${artist.id}<`);
      expect((await oembed(track.id)).statusCode).toBe(404);

      // Two days on: still suspended.
      expect(await liftEndedSuspensions(t.db, new Date(start.getTime() + 2 * DAY_MS))).toBe(0);
      expect(await listedTitles('Zephyrine')).toEqual([]);

      // Past the three days, on a controlled clock: sign-in works again and the content is back.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(start.getTime() + 3 * DAY_MS + 60_000));
      const back = await new TestClient(app).post('/api/login', {
        username: artist.username,
        password: artist.plainPassword,
      });
      expect(back.statusCode).toBe(200);
      vi.useRealTimers();
      expect((await visitor.get(`/api/tracks/${track.id}`)).statusCode).toBe(200);
      expect(await listedTitles('Zephyrine')).toEqual(['Zephyrine Suspension Song']);
      expect(await searched('Zephyrine')).toContain('Zephyrine Suspension Song');
    });

    it('lifts ended suspensions in the sweep even if the owner never signs in', async () => {
      const artist = await createUser(t.db);
      await createTrack(t.db, { userId: artist.id, title: 'Ouroboros Sweep Tune' });
      const start = new Date();
      await act(adminClient, {
        action: 'suspend',
        targetType: 'user',
        targetId: artist.id,
        reason: 'Spam',
        days: 1,
      });
      expect(await searched('Ouroboros')).toEqual([]);
      expect(await liftEndedSuspensions(t.db, new Date(start.getTime() + DAY_MS + 60_000))).toBe(1);
      expect(await searched('Ouroboros')).toContain('Ouroboros Sweep Tune');
      expect(await listedTitles('Ouroboros')).toEqual(['Ouroboros Sweep Tune']);
    });

    it('bans for good; administrators cannot be suspended', async () => {
      const artist = await createUser(t.db);
      const track = await createTrack(t.db, { userId: artist.id, title: 'Banned Band Tune' });
      await act(adminClient, {
        action: 'ban',
        targetType: 'track',
        targetId: track.id,
        reason: 'Repeated abuse',
      });
      const refused = await new TestClient(app).post('/api/login', {
        username: artist.username,
        password: artist.plainPassword,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: MODERATION_MESSAGES.banned });
      expect(await liftEndedSuspensions(t.db, new Date(Date.now() + 3650 * DAY_MS))).toBe(0);
      expect((await visitor.get(`/api/tracks/${track.id}`)).statusCode).toBe(404);

      const otherAdmin = await createUser(t.db);
      await setUserRole(t.db, otherAdmin.username, 'admin');
      const refusedAdmin = await adminClient.post('/api/admin/moderation/actions', {
        action: 'suspend',
        targetType: 'user',
        targetId: otherAdmin.id,
        reason: 'x',
        days: 2,
      });
      expect(refusedAdmin.statusCode).toBe(400);
      expect(refusedAdmin.json()).toEqual({ message: MODERATION_MESSAGES.notAnAdminTarget });
    });
  });

  describe('other kinds of content', () => {
    it('removes a video, an article and a chat message from where they show', async () => {
      const owner = await createUser(t.db);
      const ownerClient = await signedInClient(app, owner);
      const video = await t.db
        .insertInto('videos')
        .values({
          userId: owner.id,
          title: 'Removable Clip',
          videoUrl: '/media/videos/x.mp4',
          uploadDate: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const article = await t.db
        .insertInto('newsletterArticles')
        .values({
          authorId: owner.id,
          authorName: owner.username,
          title: 'Removable Essay',
          subtitle: 'Words',
          imageUrl: '/media/articles/x.png',
          readTime: 3,
          status: 'published',
          postedAt: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const posted = await ownerClient.post('/api/live-chat/party-moderation', {
        message: 'buy followers here',
      });
      expect(posted.statusCode).toBe(201);
      const messageId = posted.json<{ id: number }>().id;

      const videoTitles = async () =>
        (await visitor.get('/api/videos')).json<{ title: string }[]>().map((v) => v.title);
      const articleTitles = async () =>
        (await visitor.get('/api/newsletter/articles'))
          .json<{ articles: { title: string }[] }>()
          .articles.map((a) => a.title);
      const chat = async () =>
        (await visitor.get('/api/live-chat/party-moderation')).json<{ messages: { message: string }[] }>()
          .messages;
      expect(await videoTitles()).toContain('Removable Clip');
      expect(await articleTitles()).toContain('Removable Essay');
      expect((await chat()).map((m) => m.message)).toContain('buy followers here');

      await report(fanClient, 'video', video.id);
      await report(fanClient, 'article', article.id);
      await report(fanClient, 'chat_message', messageId);
      for (const [targetType, targetId] of [
        ['video', video.id],
        ['article', article.id],
        ['chat_message', messageId],
      ] as const) {
        await act(adminClient, { action: 'remove', targetType, targetId, reason: 'Spam' });
      }
      expect(await videoTitles()).not.toContain('Removable Clip');
      expect((await visitor.get(`/api/videos/${video.id}`)).statusCode).toBe(404);
      expect(await articleTitles()).not.toContain('Removable Essay');
      expect((await visitor.get(`/api/newsletter/articles/${article.id}`)).statusCode).toBe(404);
      expect(await chat()).toEqual([]);
      expect(await searched('Removable')).toEqual([]);
    });

    it('removes a collab profile from the profile page', async () => {
      const owner = await createUser(t.db);
      await t.db
        .insertInto('collabProfiles')
        .values({ userId: owner.id, description: 'Mixing for hire', updatedAt: new Date().toISOString() })
        .execute();
      expect((await visitor.get(`/api/users/${owner.id}/collab-profile`)).statusCode).toBe(200);
      await report(fanClient, 'collab_profile', owner.id, 'spam');
      await act(adminClient, {
        action: 'remove',
        targetType: 'collab_profile',
        targetId: owner.id,
        reason: 'Scam',
      });
      expect((await visitor.get(`/api/users/${owner.id}/collab-profile`)).statusCode).toBe(404);
    });
  });
});
