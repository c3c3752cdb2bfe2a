import {
  LIKED_PLAYLIST_ID,
  PLAYLIST_MESSAGES,
  type PlaylistDetail,
  type PlaylistList,
} from '@common/playlists';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { createTrack } from '../tracks/testing';
import { findPublicPlaylist, listPublicPlaylistIds } from './index';
import { addTracks, makePlaylist } from './testing';

type User = Awaited<ReturnType<typeof createUser>>;

describeEachDatabase('playlists: Liked tracks, saves, covers, sharing and account deletion', (t) => {
  let app: FastifyInstance;
  let owner: User;
  let other: User;
  let artist: User;
  let ownerClient: TestClient;
  let otherClient: TestClient;
  let visitor: TestClient;

  beforeAll(async () => {
    app = await t.buildApp();
    [owner, other, artist] = await Promise.all([createUser(t.db), createUser(t.db), createUser(t.db)]);
    [ownerClient, otherClient] = await Promise.all([signedInClient(app, owner), signedInClient(app, other)]);
    visitor = new TestClient(app);
  });
  afterAll(() => app.close());

  it("answers Liked tracks from the user's likes, latest first, to them only (401 without a session)", async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(app, user);
    const first = await createTrack(t.db, { userId: artist.id, title: 'First liked', duration: 30 });
    const second = await createTrack(t.db, { userId: artist.id, title: 'Second liked', duration: 40 });
    const later = await createTrack(t.db, { userId: artist.id, title: 'Later hidden', duration: 50 });
    for (const track of [first, second, later]) {
      expect((await client.post(`/api/tracks/${track.id}/like`)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await t.db.updateTable('tracks').set({ visibility: 'private' }).where('id', '=', later.id).execute();
    const liked = (await client.get(`/api/playlists/${LIKED_PLAYLIST_ID}`)).json<PlaylistDetail>();
    expect(liked).toMatchObject({
      id: LIKED_PLAYLIST_ID,
      title: 'Liked tracks',
      visibility: 'private',
      ownerId: user.id,
      trackCount: 3,
      totalDuration: 70,
    });
    expect(liked.tracks.map((track) => [track.trackId, track.available, track.title])).toEqual([
      [later.id, false, null],
      [second.id, true, 'Second liked'],
      [first.id, true, 'First liked'],
    ]);
    // Everyone's own: another user asking for it gets theirs, a visitor a 401.
    const theirs = (await otherClient.get(`/api/playlists/${LIKED_PLAYLIST_ID}`)).json<PlaylistDetail>();
    expect(theirs).toMatchObject({ ownerId: other.id });
    const mine = new Set([first.id, second.id, later.id]);
    expect(theirs.tracks.filter((track) => mine.has(track.trackId))).toEqual([]);
    expect((await visitor.get(`/api/playlists/${LIKED_PLAYLIST_ID}`)).statusCode).toBe(401);
    const library = (await client.get('/api/me/playlists')).json<PlaylistList>();
    // The library's card, counted by the database, says what the page says.
    const { tracks: _tracks, ...card } = liked;
    expect(library.playlists[0]).toEqual(card);
    expect(library.playlists[0]).not.toHaveProperty('tracks');
    // It changes through likes only.
    const refused = await client.post(`/api/playlists/${LIKED_PLAYLIST_ID}/tracks`, { trackId: first.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: PLAYLIST_MESSAGES.likedIsBuiltIn });
  });

  it("saves and unsaves someone else's playlist (idempotent), lists it in the library, never one's own", async () => {
    const playlist = await makePlaylist(ownerClient, 'Worth keeping', 'unlisted');
    const url = `/api/playlists/${playlist.id}/save`;
    expect((await otherClient.post(url)).json()).toEqual({ saved: true, saves: 1 });
    expect((await otherClient.post(url)).json()).toEqual({ saved: true, saves: 1 });
    expect((await otherClient.get(`/api/playlists/${playlist.id}`)).json()).toMatchObject({
      saves: 1,
      savedByMe: true,
    });
    expect((await ownerClient.get(`/api/playlists/${playlist.id}`)).json()).toMatchObject({
      saves: 1,
      savedByMe: false,
    });
    let library = (await otherClient.get('/api/me/playlists')).json<PlaylistList>();
    expect(library.playlists.map((p) => p.title)).toContain('Worth keeping');
    const own = await ownerClient.post(url);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ message: PLAYLIST_MESSAGES.ownPlaylist });
    expect((await visitor.post(url)).statusCode).toBe(401);

    // Made private, it leaves the saver's library and cannot be saved or opened.
    await ownerClient.request('PATCH', `/api/playlists/${playlist.id}`, { visibility: 'private' });
    library = (await otherClient.get('/api/me/playlists')).json<PlaylistList>();
    expect(library.playlists.map((p) => p.title)).not.toContain('Worth keeping');
    expect((await otherClient.post(url)).statusCode).toBe(404);
    await ownerClient.request('PATCH', `/api/playlists/${playlist.id}`, { visibility: 'public' });
    expect((await otherClient.request('DELETE', url, {})).json()).toEqual({ saved: false, saves: 0 });
    expect((await otherClient.request('DELETE', url, {})).json()).toEqual({ saved: false, saves: 0 });
  });

  it("sets a cover only from the owner's own generated or uploaded images (else 400); null goes back to the mosaic", async () => {
    const playlist = await makePlaylist(ownerClient);
    const generated = await t.db
      .insertInto('coverArtImages')
      .values({
        userId: owner.id,
        storageKey: 'coverart/own.png',
        trackTitle: 't',
        artistName: 'a',
        genre: 'g',
        mood: 'm',
        theme: 'th',
        style: 's',
        colorScheme: 'c',
        additionalPrompt: '',
        seed: 1,
        prompt: 'p',
        renderer: 'built-in',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(generated.id).toBeGreaterThan(0);
    await t.db
      .insertInto('coverArtImages')
      .values({
        userId: other.id,
        storageKey: 'coverart/theirs.png',
        trackTitle: 't',
        artistName: 'a',
        genre: 'g',
        mood: 'm',
        theme: 'th',
        style: 's',
        colorScheme: 'c',
        additionalPrompt: '',
        seed: 1,
        prompt: 'p',
        renderer: 'built-in',
      })
      .execute();
    await createTrack(t.db, {
      userId: owner.id,
      coverArt: '/media/covers/mine.png',
      coverKey: 'covers/mine.png',
    });
    await createTrack(t.db, {
      userId: other.id,
      coverArt: '/media/covers/other.png',
      coverKey: 'covers/other.png',
    });
    const url = `/api/playlists/${playlist.id}`;
    for (const coverArt of ['/media/coverart/own.png', '/media/covers/mine.png']) {
      const set = await ownerClient.request('PATCH', url, { coverArt });
      expect(set.statusCode).toBe(200);
      expect(set.json()).toMatchObject({ coverArt });
    }
    for (const coverArt of [
      '/media/coverart/theirs.png',
      '/media/covers/other.png',
      'https://example.com/x.png',
    ]) {
      const refused = await ownerClient.request('PATCH', url, { coverArt });
      expect(refused.statusCode, coverArt).toBe(400);
      expect(refused.json()).toEqual({ message: PLAYLIST_MESSAGES.badCover });
    }
    expect((await ownerClient.request('PATCH', url, { coverArt: null })).json()).toMatchObject({
      coverArt: null,
    });
  });

  it('gives sharing the public playlists and a preview of a public or unlisted one, never a private one', async () => {
    const user = await createUser(t.db, { displayName: 'DJ Preview' });
    const client = await signedInClient(app, user);
    const open = await makePlaylist(client, 'Open', 'public');
    const byLink = await makePlaylist(client, 'Link', 'unlisted');
    const hidden = await makePlaylist(client, 'Hidden', 'private');
    const shown = await createTrack(t.db, { userId: artist.id, coverArt: '/media/covers/shown.png' });
    const secret = await createTrack(t.db, {
      userId: user.id,
      coverArt: '/media/covers/secret.png',
      visibility: 'private',
    });
    await addTracks(client, open.id, [secret.id, shown.id]);
    const ids = (await listPublicPlaylistIds(t.db)).map((row) => row.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(byLink.id);
    expect(ids).not.toContain(hidden.id);
    const preview = await findPublicPlaylist(t.db, open.id);
    expect(preview).toMatchObject({
      id: open.id,
      title: 'Open',
      ownerName: 'DJ Preview',
      trackCount: 2,
      cover: '/media/covers/shown.png',
      covers: ['/media/covers/shown.png'],
      visibility: 'public',
      listed: true,
    });
    expect(await findPublicPlaylist(t.db, byLink.id)).toMatchObject({
      visibility: 'unlisted',
      listed: false,
    });
    expect(await findPublicPlaylist(t.db, hidden.id)).toBeUndefined();
    expect(await findPublicPlaylist(t.db, 2147483648)).toBeUndefined();
    expect(await findPublicPlaylist(t.db, 999999)).toBeUndefined();
  });

  it("deletes a user's playlists and their saves with their account", async () => {
    const leaving = await createUser(t.db);
    const client = await signedInClient(app, leaving);
    const theirs = await makePlaylist(client, 'Going away');
    await addTracks(client, theirs.id, [(await createTrack(t.db, { userId: artist.id })).id]);
    await otherClient.post(`/api/playlists/${theirs.id}/save`);
    const kept = await makePlaylist(ownerClient, 'Staying');
    await client.post(`/api/playlists/${kept.id}/save`);
    const gone = await client.request('DELETE', '/api/user', { password: leaving.plainPassword });
    expect(gone.statusCode).toBe(200);
    expect((await otherClient.get(`/api/playlists/${theirs.id}`)).statusCode).toBe(404);
    expect(
      await t.db.selectFrom('playlists').select('id').where('userId', '=', leaving.id).execute(),
    ).toEqual([]);
    expect(
      await t.db.selectFrom('playlistTracks').select('trackId').where('playlistId', '=', theirs.id).execute(),
    ).toEqual([]);
    expect(
      await t.db.selectFrom('playlistSaves').select('playlistId').where('userId', '=', leaving.id).execute(),
    ).toEqual([]);
    expect((await ownerClient.get(`/api/playlists/${kept.id}`)).json()).toMatchObject({ saves: 0 });
  });
});
