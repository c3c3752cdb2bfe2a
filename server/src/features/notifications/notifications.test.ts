import {
  NOTIFICATION_MESSAGES,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationPreferences,
} from '@common/notifications';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runPendingJobs } from '../../jobs/runner';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { createTrack } from '../tracks/testing';
import { fanOutNewTrackJob } from './fanOut';
import { entriesOf, notificationsOf } from './testing';

type User = Awaited<ReturnType<typeof createUser>>;

describeEachDatabase('notifications: follows, likes, new tracks, grouping, read state, preferences', (t) => {
  let app: FastifyInstance;
  let artist: User;
  let artistClient: TestClient;

  beforeAll(async () => {
    app = await t.buildApp();
    artist = await createUser(t.db, { username: `artist${Date.now() % 100000}` });
    artistClient = await signedInClient(app, artist);
  });
  afterAll(() => app.close());

  const fan = async () => {
    const user = await createUser(t.db);
    return { user, client: await signedInClient(app, user) };
  };

  it('answers 401 without a session and 400 for a bad page or body', async () => {
    const visitor = new TestClient(app);
    expect((await visitor.get('/api/notifications')).statusCode).toBe(401);
    expect((await visitor.post('/api/notifications/read', {})).statusCode).toBe(401);
    expect((await visitor.get('/api/notification-preferences')).statusCode).toBe(401);
    const bad = await artistClient.get('/api/notifications?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'page must be a whole number from 1' });
    const badIds = await artistClient.post('/api/notifications/read', { ids: ['x'] });
    expect(badIds.statusCode).toBe(400);
    expect(badIds.json()).toHaveProperty('message');
  });

  it('tells an artist of a new follower once, grouping followers into one entry', async () => {
    const target = await createUser(t.db);
    const targetClient = await signedInClient(app, target);
    const followers = await Promise.all([fan(), fan(), fan()]);
    for (const { client } of followers) {
      expect((await client.post(`/api/users/${target.id}/follow`)).statusCode).toBe(200);
    }
    // Following again changes nothing, nor does unfollowing and following again.
    await followers[0]!.client.post(`/api/users/${target.id}/follow`);
    await followers[1]!.client.request('DELETE', `/api/users/${target.id}/follow`);
    await followers[1]!.client.post(`/api/users/${target.id}/follow`);
    const page = await notificationsOf(targetClient);
    expect(page.unread).toBe(1);
    expect(page.notifications).toHaveLength(1);
    const [entry] = page.notifications;
    expect(entry).toMatchObject({ kind: 'follow', count: 3, actorCount: 3, read: false, available: true });
    const newest = followers[2]!.user;
    expect(entry!.actors[0]).toMatchObject({ id: newest.id, username: newest.username });
    expect(entry!.actors).toHaveLength(2);
    expect(entry!.text).toBe(`${newest.username} and 2 others followed you`);
    expect(entry!.href).toBe(`/artists/${newest.id}`);
    // Nothing of the actor's account leaks beyond its public name and picture.
    expect(Object.keys(entry!.actors[0]!).sort()).toEqual(['id', 'name', 'profileImage', 'username']);
  });

  it('groups likes of one track ("x and 12 others liked ..."), newest first, once per person, never to the liker themself', async () => {
    const track = await createTrack(t.db, { userId: artist.id, title: 'Tidal Circuits' });
    const other = await createTrack(t.db, { userId: artist.id, title: 'Low Tide' });
    const likers = [];
    for (let i = 0; i < 13; i += 1) likers.push(await fan());
    for (const { client } of likers) {
      expect((await client.post(`/api/tracks/${track.id}/like`)).statusCode).toBe(200);
    }
    await likers[0]!.client.post(`/api/tracks/${other.id}/like`);
    // Unliking and liking again tells nothing new: still 13 people in 13 notifications, and the entry stays
    // behind the newer one.
    await likers[5]!.client.request('DELETE', `/api/tracks/${track.id}/like`);
    await likers[5]!.client.post(`/api/tracks/${track.id}/like`);
    await artistClient.post(`/api/tracks/${track.id}/like`);

    const likes = await entriesOf(artistClient, 'track_like');
    expect(likes.map((e) => e.subjectId)).toEqual([other.id, track.id]);
    const [low, tidal] = likes;
    expect(tidal).toMatchObject({
      actorCount: 13,
      count: 13,
      href: `/tracks/${track.id}`,
      data: { title: 'Tidal Circuits' },
    });
    expect(tidal!.actors[0]!.id).toBe(likers[12]!.user.id);
    expect(tidal!.text).toBe(`${likers[12]!.user.username} and 12 others liked “Tidal Circuits”`);
    expect(low!.text).toBe(`${likers[0]!.user.username} liked “Low Tide”`);
  });

  it('marks one entry read (every notification of its group), then all; another user cannot mark mine', async () => {
    const target = await createUser(t.db);
    const targetClient = await signedInClient(app, target);
    const [a, b] = await Promise.all([fan(), fan()]);
    const t1 = await createTrack(t.db, { userId: target.id, title: 'One' });
    const t2 = await createTrack(t.db, { userId: target.id, title: 'Two' });
    await a.client.post(`/api/tracks/${t1.id}/like`);
    await b.client.post(`/api/tracks/${t1.id}/like`);
    await a.client.post(`/api/tracks/${t2.id}/like`);
    let page = await notificationsOf(targetClient);
    expect(page.unread).toBe(2);
    const one = page.notifications.find((e) => e.subjectId === t1.id)!;

    const stranger = await a.client.post('/api/notifications/read', { ids: [one.id] });
    expect(stranger.json()).toEqual({ unread: 0 });
    expect((await notificationsOf(targetClient)).unread).toBe(2);

    const marked = await targetClient.post('/api/notifications/read', { ids: [one.id] });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ unread: 1 });
    page = await notificationsOf(targetClient);
    expect(page.notifications.find((e) => e.subjectId === t1.id)!.read).toBe(true);
    expect(page.notifications.find((e) => e.subjectId === t2.id)!.read).toBe(false);

    // A new like makes the group unread again, and it comes first.
    const c = await fan();
    await c.client.post(`/api/tracks/${t1.id}/like`);
    page = await notificationsOf(targetClient);
    expect(page.notifications[0]).toMatchObject({ subjectId: t1.id, read: false, actorCount: 3 });
    expect(page.unread).toBe(2);

    expect((await targetClient.post('/api/notifications/read', {})).json()).toEqual({ unread: 0 });
    page = await notificationsOf(targetClient);
    expect(page.notifications.every((e) => e.read)).toBe(true);
  });

  it('pages entries newest first', async () => {
    const target = await createUser(t.db);
    const targetClient = await signedInClient(app, target);
    const liker = await fan();
    const tracks = [];
    for (let i = 0; i < NOTIFICATIONS_PAGE_SIZE + 3; i += 1) {
      tracks.push(await createTrack(t.db, { userId: target.id, title: `Song ${i}` }));
    }
    for (const track of tracks) await liker.client.post(`/api/tracks/${track.id}/like`);
    const first = await notificationsOf(targetClient, 1);
    const second = await notificationsOf(targetClient, 2);
    expect(first.notifications).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    expect(second.notifications).toHaveLength(3);
    expect(second.hasMore).toBe(false);
    const order = [...first.notifications, ...second.notifications].map((e) => e.subjectId);
    expect(order).toEqual(tracks.map((track) => track.id).reverse());
    expect(first.unread).toBe(NOTIFICATIONS_PAGE_SIZE + 3);
  });

  it('shows a track made private since as unavailable: no title, no link', async () => {
    const target = await createUser(t.db);
    const targetClient = await signedInClient(app, target);
    const liker = await fan();
    const track = await createTrack(t.db, { userId: target.id, title: 'Soon hidden' });
    await liker.client.post(`/api/tracks/${track.id}/like`);
    // The owner still sees their own private track.
    await targetClient.request('PATCH', `/api/tracks/${track.id}`, { visibility: 'private' });
    expect((await entriesOf(targetClient, 'track_like'))[0]).toMatchObject({ available: true });
    await t.db.deleteFrom('trackLikes').where('trackId', '=', track.id).execute();
    await t.db.deleteFrom('tracks').where('id', '=', track.id).execute();
    const [gone] = await entriesOf(targetClient, 'track_like');
    expect(gone).toMatchObject({ available: false, data: {}, href: null });
    expect(gone!.text).toBe(`${liker.user.username} liked something that is no longer available`);
  });

  it('fans a public release out to every follower in the background, once, never to a blocker', async () => {
    const maker = await createUser(t.db);
    const makerClient = await signedInClient(app, maker);
    const followers = await Promise.all([fan(), fan(), fan(), fan()]);
    for (const { client } of followers) await client.post(`/api/users/${maker.id}/follow`);
    const blocker = followers[3]!;
    await t.db.insertInto('userBlocks').values({ blockerId: blocker.user.id, blockedId: maker.id }).execute();
    const off = followers[2]!;
    await off.client.request('PUT', '/api/notification-preferences', {
      preferences: [{ kind: 'new_track', channel: 'off' }],
    });

    const draft = await createTrack(t.db, {
      userId: maker.id,
      status: 'draft',
      visibility: 'private',
      title: 'Draft',
    });
    const published = await makerClient.post(`/api/tracks/${draft.id}/publish`, {
      title: 'Moonrise',
      artistName: 'Maker',
      genre: 'hip-hop',
      visibility: 'public',
    });
    expect(published.statusCode, published.body).toBe(200);
    // Nothing yet: the request only queued the fan-out.
    expect(await entriesOf(followers[0]!.client, 'new_track')).toEqual([]);
    await runPendingJobs(app.ctx, { jobs: [fanOutNewTrackJob] });
    for (const { client } of followers.slice(0, 2)) {
      const [entry] = await entriesOf(client, 'new_track');
      expect(entry).toMatchObject({
        subjectId: draft.id,
        data: { title: 'Moonrise' },
        href: `/tracks/${draft.id}`,
      });
      expect(entry!.text).toBe(`${maker.username} released “Moonrise”`);
    }
    expect(await entriesOf(off.client, 'new_track')).toEqual([]);
    expect(await entriesOf(blocker.client, 'new_track')).toEqual([]);

    // Made private and public again: nobody is told twice.
    await makerClient.request('PATCH', `/api/tracks/${draft.id}`, { visibility: 'private' });
    await makerClient.request('PATCH', `/api/tracks/${draft.id}`, { visibility: 'public' });
    await runPendingJobs(app.ctx, { jobs: [fanOutNewTrackJob] });
    expect(await entriesOf(followers[0]!.client, 'new_track')).toHaveLength(1);
    expect((await entriesOf(followers[0]!.client, 'new_track'))[0]!.count).toBe(1);
  });

  it('never announces a private or unlisted release', async () => {
    const maker = await createUser(t.db);
    const makerClient = await signedInClient(app, maker);
    const follower = await fan();
    await follower.client.post(`/api/users/${maker.id}/follow`);
    for (const visibility of ['private', 'unlisted']) {
      const draft = await createTrack(t.db, { userId: maker.id, status: 'draft', visibility: 'private' });
      const published = await makerClient.post(`/api/tracks/${draft.id}/publish`, {
        title: `Quiet ${visibility}`,
        artistName: 'Maker',
        visibility,
      });
      expect(published.statusCode, published.body).toBe(200);
    }
    await runPendingJobs(app.ctx, { jobs: [fanOutNewTrackJob] });
    expect(await entriesOf(follower.client, 'new_track')).toEqual([]);
  });

  it('keeps preferences per kind: off suppresses; money and security kinds cannot be turned off', async () => {
    const target = await createUser(t.db);
    const targetClient = await signedInClient(app, target);
    const initial = (await targetClient.get('/api/notification-preferences')).json<NotificationPreferences>();
    expect(initial.preferences.find((p) => p.kind === 'track_like')).toMatchObject({
      channel: 'app',
      alwaysInApp: false,
    });
    expect(initial.preferences.find((p) => p.kind === 'tip')).toMatchObject({
      channel: 'app',
      alwaysInApp: true,
    });

    const refused = await targetClient.request('PUT', '/api/notification-preferences', {
      preferences: [
        { kind: 'track_like', channel: 'off' },
        { kind: 'tip', channel: 'off' },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: NOTIFICATION_MESSAGES.alwaysInApp });
    const unknown = await targetClient.request('PUT', '/api/notification-preferences', {
      preferences: [{ kind: 'weather', channel: 'app' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'Unknown notification kind' });

    const saved = await targetClient.request('PUT', '/api/notification-preferences', {
      preferences: [
        { kind: 'track_like', channel: 'off' },
        { kind: 'tip', channel: 'email' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const kinds = saved.json<NotificationPreferences>().preferences;
    expect(kinds.find((p) => p.kind === 'track_like')!.channel).toBe('off');
    expect(kinds.find((p) => p.kind === 'tip')!.channel).toBe('email');

    const liker = await fan();
    const track = await createTrack(t.db, { userId: target.id });
    await liker.client.post(`/api/tracks/${track.id}/like`);
    await liker.client.post(`/api/users/${target.id}/follow`);
    const page = await notificationsOf(targetClient);
    expect(page.notifications.map((e) => e.kind)).toEqual(['follow']);
  });

  it('hides notifications from someone the user blocked, and writes no new ones from them', async () => {
    const target = await createUser(t.db);
    const targetClient = await signedInClient(app, target);
    const pest = await fan();
    const track = await createTrack(t.db, { userId: target.id });
    await pest.client.post(`/api/tracks/${track.id}/like`);
    expect((await notificationsOf(targetClient)).unread).toBe(1);
    await t.db.insertInto('userBlocks').values({ blockerId: target.id, blockedId: pest.user.id }).execute();
    expect(await notificationsOf(targetClient)).toMatchObject({ notifications: [], unread: 0 });
    await pest.client.post(`/api/users/${target.id}/follow`);
    const rows = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('userId', '=', target.id)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
