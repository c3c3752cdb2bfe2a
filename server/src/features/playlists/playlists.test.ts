import { PLAYLIST_MESSAGES, type PlaylistDetail, type PlaylistList } from '@common/playlists';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { createTrack } from '../tracks/testing';
import { addTracks, makePlaylist } from './testing';

type User = Awaited<ReturnType<typeof createUser>>;

describeEachDatabase('playlists: owner rules and visibility', (t) => {
  let app: FastifyInstance;
  let owner: User;
  let other: User;
  let ownerClient: TestClient;
  let otherClient: TestClient;
  let visitor: TestClient;

  beforeAll(async () => {
    app = await t.buildApp();
    [owner, other] = await Promise.all([createUser(t.db), createUser(t.db)]);
    [ownerClient, otherClient] = await Promise.all([signedInClient(app, owner), signedInClient(app, other)]);
    visitor = new TestClient(app);
  });
  afterAll(() => app.close());

  it('creates a playlist: 201 with its page, owner and an empty list; a title is required', async () => {
    const response = await ownerClient.post('/api/playlists', {
      title: '  Sunday drive ',
      description: 'Windows down',
      visibility: 'unlisted',
    });
    expect(response.statusCode).toBe(201);
    const page = response.json<PlaylistDetail>();
    expect(page).toMatchObject({
      title: 'Sunday drive',
      description: 'Windows down',
      visibility: 'unlisted',
      ownerId: owner.id,
      ownerUsername: owner.username,
      coverArt: null,
      covers: [],
      trackCount: 0,
      totalDuration: 0,
      saves: 0,
      savedByMe: false,
      tracks: [],
    });
    expect(typeof page.id).toBe('number');
    for (const body of [{}, { title: '   ' }, { title: 7 }]) {
      const refused = await ownerClient.post('/api/playlists', body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: PLAYLIST_MESSAGES.missingTitle });
    }
    expect((await ownerClient.post('/api/playlists', { title: 'x', visibility: 'secret' })).statusCode).toBe(
      400,
    );
    expect((await visitor.post('/api/playlists', { title: 'x' })).statusCode).toBe(401);
  });

  it('shows a private playlist to its owner only (404 to others), an unlisted one to anyone with the link', async () => {
    const hidden = await makePlaylist(ownerClient, 'Hidden', 'private');
    const byLink = await makePlaylist(ownerClient, 'By link', 'unlisted');
    expect((await ownerClient.get(`/api/playlists/${hidden.id}`)).statusCode).toBe(200);
    for (const client of [otherClient, visitor]) {
      const refused = await client.get(`/api/playlists/${hidden.id}`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: PLAYLIST_MESSAGES.notFound });
      expect((await client.get(`/api/playlists/${byLink.id}`)).json()).toMatchObject({ title: 'By link' });
    }
  });

  it('lists only public playlists on a profile, never unlisted or private ones', async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(app, user);
    await makePlaylist(client, 'Open', 'public');
    await makePlaylist(client, 'Link only', 'unlisted');
    await makePlaylist(client, 'Mine only', 'private');
    for (const viewer of [client, otherClient, visitor]) {
      const list = (await viewer.get(`/api/users/${user.id}/playlists`)).json<PlaylistList>();
      expect(list.playlists.map((p) => p.title)).toEqual(['Open']);
    }
    const mine = (await client.get('/api/me/playlists')).json<PlaylistList>();
    expect(mine.playlists.map((p) => p.title)).toEqual(['Liked tracks', 'Mine only', 'Link only', 'Open']);
  });

  it('lets only the owner change or delete a playlist: 403 to others, 404 when they cannot see it', async () => {
    const open = await makePlaylist(ownerClient, 'Open', 'public');
    const hidden = await makePlaylist(ownerClient, 'Hidden', 'private');
    const track = await createTrack(t.db, { userId: other.id });
    await addTracks(ownerClient, open.id, [track.id]);
    const attempts = (id: number) =>
      [
        ['PATCH', `/api/playlists/${id}`, { title: 'Taken' }],
        ['DELETE', `/api/playlists/${id}`, undefined],
        ['POST', `/api/playlists/${id}/tracks`, { trackId: track.id }],
        ['DELETE', `/api/playlists/${id}/tracks/${track.id}`, undefined],
        ['PUT', `/api/playlists/${id}/order`, { trackIds: [track.id] }],
      ] as const;
    for (const [method, url, body] of attempts(open.id)) {
      const refused = await otherClient.request(method, url, body ?? {});
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toEqual({ message: PLAYLIST_MESSAGES.notOwner });
      expect((await visitor.request(method, url, body ?? {})).statusCode).toBe(401);
    }
    for (const [method, url, body] of attempts(hidden.id)) {
      const refused = await otherClient.request(method, url, body ?? {});
      expect(refused.statusCode, `${method} ${url}`).toBe(404);
      expect(refused.json()).toEqual({ message: PLAYLIST_MESSAGES.notFound });
    }
    const page = (await ownerClient.get(`/api/playlists/${open.id}`)).json<PlaylistDetail>();
    expect(page).toMatchObject({ title: 'Open', trackCount: 1 });
  });

  it('renames, describes and changes the visibility of an own playlist; deletes it with its tracks', async () => {
    const playlist = await makePlaylist(ownerClient, 'Draft name', 'public');
    const renamed = await ownerClient.request('PATCH', `/api/playlists/${playlist.id}`, {
      title: 'Final name',
      description: 'Now with words',
      visibility: 'private',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      title: 'Final name',
      description: 'Now with words',
      visibility: 'private',
    });
    const cleared = await ownerClient.request('PATCH', `/api/playlists/${playlist.id}`, { description: '' });
    expect(cleared.json()).toMatchObject({ title: 'Final name', description: null, visibility: 'private' });
    const badTitle = await ownerClient.request('PATCH', `/api/playlists/${playlist.id}`, { title: '' });
    expect(badTitle.json()).toEqual({ message: PLAYLIST_MESSAGES.missingTitle });
    expect((await otherClient.get(`/api/playlists/${playlist.id}`)).statusCode).toBe(404);

    const track = await createTrack(t.db, { userId: owner.id });
    await addTracks(ownerClient, playlist.id, [track.id]);
    expect((await ownerClient.request('DELETE', `/api/playlists/${playlist.id}`, {})).statusCode).toBe(204);
    expect((await ownerClient.get(`/api/playlists/${playlist.id}`)).statusCode).toBe(404);
    const rows = await t.db
      .selectFrom('playlistTracks')
      .selectAll()
      .where('playlistId', '=', playlist.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('answers 404, never 500, for ids that name nothing, beyond the integer range included', async () => {
    const playlist = await makePlaylist(ownerClient);
    for (const id of ['999999', '0', '-1', '1.5', 'abc', '2147483648', '99999999999999999999', '01']) {
      for (const [method, url] of [
        ['GET', `/api/playlists/${id}`],
        ['PATCH', `/api/playlists/${id}`],
        ['DELETE', `/api/playlists/${id}`],
        ['POST', `/api/playlists/${id}/tracks`],
        ['PUT', `/api/playlists/${id}/order`],
        ['POST', `/api/playlists/${id}/save`],
        ['GET', `/api/users/${id}/playlists`],
        ['DELETE', `/api/playlists/${playlist.id}/tracks/${id}`],
      ] as const) {
        const body = method === 'POST' ? { trackId: 1 } : method === 'PUT' ? { trackIds: [] } : {};
        const response = await ownerClient.request(method, url, method === 'GET' ? undefined : body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    const tooLarge = await ownerClient.post(`/api/playlists/${playlist.id}/tracks`, { trackId: 2147483648 });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual({ message: PLAYLIST_MESSAGES.trackUnavailable });
  });
});
