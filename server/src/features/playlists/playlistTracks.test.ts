import {
  PLAYLIST_MAX_TRACKS,
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
import { addTracks, makePlaylist } from './testing';

type User = Awaited<ReturnType<typeof createUser>>;

describeEachDatabase('playlists: tracks, order and availability', (t) => {
  let app: FastifyInstance;
  let owner: User;
  let artist: User;
  let ownerClient: TestClient;
  let otherClient: TestClient;

  beforeAll(async () => {
    app = await t.buildApp();
    const users = await Promise.all([createUser(t.db), createUser(t.db), createUser(t.db)]);
    [owner, artist] = users;
    [ownerClient, otherClient] = await Promise.all([
      signedInClient(app, owner),
      signedInClient(app, users[2]!),
    ]);
  });
  afterAll(() => app.close());

  const positions = (page: PlaylistDetail) => page.tracks.map((track) => [track.position, track.trackId]);
  const storedPositions = async (id: number) =>
    (
      await t.db
        .selectFrom('playlistTracks')
        .select(['trackId', 'position'])
        .where('playlistId', '=', id)
        .orderBy('position')
        .execute()
    ).map((row) => [Number(row.position), Number(row.trackId)]);

  it('adds tracks at the end or at a position, keeping positions dense, and takes them out closing the gap', async () => {
    const playlist = await makePlaylist(ownerClient);
    const [a, b, c, d] = await Promise.all(
      [1, 2, 3, 4].map(() => createTrack(t.db, { userId: artist.id, duration: 100, coverArt: null })),
    );
    await addTracks(ownerClient, playlist.id, [a!.id, b!.id]);
    const first = await ownerClient.post(`/api/playlists/${playlist.id}/tracks`, {
      trackId: c!.id,
      position: 0,
    });
    expect(positions(first.json())).toEqual([
      [0, c!.id],
      [1, a!.id],
      [2, b!.id],
    ]);
    const middle = await ownerClient.post(`/api/playlists/${playlist.id}/tracks`, {
      trackId: d!.id,
      position: 2,
    });
    expect(positions(middle.json())).toEqual([
      [0, c!.id],
      [1, a!.id],
      [2, d!.id],
      [3, b!.id],
    ]);
    const removed = await ownerClient.request('DELETE', `/api/playlists/${playlist.id}/tracks/${a!.id}`, {});
    expect(removed.statusCode).toBe(200);
    expect(positions(removed.json())).toEqual([
      [0, c!.id],
      [1, d!.id],
      [2, b!.id],
    ]);
    expect(await storedPositions(playlist.id)).toEqual(positions(removed.json()));
    expect(removed.json()).toMatchObject({ trackCount: 3, totalDuration: 300 });
    const again = await ownerClient.request('DELETE', `/api/playlists/${playlist.id}/tracks/${a!.id}`, {});
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: PLAYLIST_MESSAGES.notInPlaylist });
    const past = await ownerClient.post(`/api/playlists/${playlist.id}/tracks`, {
      trackId: a!.id,
      position: 50,
    });
    expect(positions(past.json()).at(-1)).toEqual([3, a!.id]);
  });

  it('refuses a duplicate (409) and a track the user may not add (400), writing nothing', async () => {
    const playlist = await makePlaylist(ownerClient);
    const track = await createTrack(t.db, { userId: artist.id });
    await addTracks(ownerClient, playlist.id, [track.id]);
    const duplicate = await ownerClient.post(`/api/playlists/${playlist.id}/tracks`, { trackId: track.id });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: PLAYLIST_MESSAGES.alreadyIn });
    const refused = {
      private: await createTrack(t.db, { userId: artist.id, visibility: 'private' }),
      unlisted: await createTrack(t.db, { userId: artist.id, visibility: 'unlisted' }),
      draft: await createTrack(t.db, { userId: artist.id, status: 'draft' }),
    };
    for (const [kind, other] of Object.entries(refused)) {
      const response = await ownerClient.post(`/api/playlists/${playlist.id}/tracks`, { trackId: other.id });
      expect(response.statusCode, kind).toBe(400);
      expect(response.json()).toEqual({ message: PLAYLIST_MESSAGES.trackUnavailable });
    }
    const missing = await ownerClient.post(`/api/playlists/${playlist.id}/tracks`, { trackId: 99999999 });
    expect(missing.json()).toEqual({ message: PLAYLIST_MESSAGES.trackUnavailable });
    for (const body of [{}, { trackId: 'x' }, { trackId: -1 }, { trackId: track.id, position: -1 }]) {
      expect((await ownerClient.post(`/api/playlists/${playlist.id}/tracks`, body)).statusCode).toBe(400);
    }
    expect(await storedPositions(playlist.id)).toEqual([[0, track.id]]);
    // The user's own private or draft track may go in: only they can play it there.
    const mine = await createTrack(t.db, { userId: owner.id, visibility: 'private', title: 'Demo' });
    const added = await addTracks(ownerClient, playlist.id, [mine.id]);
    expect(added.tracks[1]).toMatchObject({ trackId: mine.id, available: true, title: 'Demo' });
    const seen = (await otherClient.get(`/api/playlists/${playlist.id}`)).json<PlaylistDetail>();
    expect(seen.tracks[1]).toMatchObject({ trackId: mine.id, available: false, title: null });
  });

  it('reorders when the order names every track exactly once, and refuses any other list (400)', async () => {
    const playlist = await makePlaylist(ownerClient);
    const ids = (await Promise.all([1, 2, 3].map(() => createTrack(t.db, { userId: artist.id })))).map(
      (r) => r.id,
    );
    await addTracks(ownerClient, playlist.id, ids);
    const [a, b, c] = ids as [number, number, number];
    const url = `/api/playlists/${playlist.id}/order`;
    for (const trackIds of [[a, b], [a, b, c, c], [a, b, b], [a, b, 999999], [], [a, b, c, 2147483648]]) {
      const refused = await ownerClient.request('PUT', url, { trackIds });
      expect(refused.statusCode, JSON.stringify(trackIds)).toBe(400);
      expect(refused.json()).toEqual({ message: PLAYLIST_MESSAGES.badOrder });
    }
    expect((await ownerClient.request('PUT', url, { trackIds: 'a,b' })).statusCode).toBe(400);
    const reordered = await ownerClient.request('PUT', url, { trackIds: [c, a, b] });
    expect(reordered.statusCode).toBe(200);
    expect(positions(reordered.json())).toEqual([
      [0, c],
      [1, a],
      [2, b],
    ]);
    expect(await storedPositions(playlist.id)).toEqual([
      [0, c],
      [1, a],
      [2, b],
    ]);
  });

  it('keeps positions dense when adds, removals and reorders arrive at once', async () => {
    const playlist = await makePlaylist(ownerClient);
    const tracks = await Promise.all(
      Array.from({ length: 12 }, () => createTrack(t.db, { userId: artist.id })),
    );
    await addTracks(
      ownerClient,
      playlist.id,
      tracks.slice(0, 6).map((track) => track.id),
    );
    await Promise.all([
      ...tracks
        .slice(6)
        .map((track, i) =>
          ownerClient.post(`/api/playlists/${playlist.id}/tracks`, { trackId: track.id, position: i % 3 }),
        ),
      ...tracks
        .slice(0, 3)
        .map((track) =>
          ownerClient.request('DELETE', `/api/playlists/${playlist.id}/tracks/${track.id}`, {}),
        ),
    ]);
    const stored = await storedPositions(playlist.id);
    expect(stored.map(([position]) => position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(stored.map(([, id]) => id)).size).toBe(9);
  });

  it('shows a track that became private, a draft or was deleted as unavailable, in its place, without details', async () => {
    const playlist = await makePlaylist(ownerClient);
    const kept = await createTrack(t.db, {
      userId: artist.id,
      title: 'Still here',
      coverArt: '/media/covers/a.png',
      duration: 60,
    });
    const hidden = await createTrack(t.db, {
      userId: artist.id,
      title: 'Secret title',
      coverArt: '/media/covers/b.png',
      duration: 70,
    });
    const drafted = await createTrack(t.db, { userId: artist.id, title: 'Drafted title', duration: 80 });
    const deleted = await createTrack(t.db, { userId: artist.id, title: 'Deleted title', duration: 90 });
    await addTracks(ownerClient, playlist.id, [hidden.id, kept.id, drafted.id, deleted.id]);
    await t.db.updateTable('tracks').set({ visibility: 'private' }).where('id', '=', hidden.id).execute();
    await t.db.updateTable('tracks').set({ status: 'draft' }).where('id', '=', drafted.id).execute();
    await t.db.deleteFrom('tracks').where('id', '=', deleted.id).execute();
    for (const client of [ownerClient, otherClient, new TestClient(app)]) {
      const response = await client.get(`/api/playlists/${playlist.id}`);
      expect(response.body).not.toMatch(/Secret title|Drafted title|Deleted title|covers\/b\.png/);
      const page = response.json<PlaylistDetail>();
      expect(page.tracks.map((track) => [track.trackId, track.available])).toEqual([
        [hidden.id, false],
        [kept.id, true],
        [drafted.id, false],
        [deleted.id, false],
      ]);
      expect(page.tracks[0]).toMatchObject({
        position: 0,
        title: null,
        artist: null,
        artistId: null,
        coverArt: null,
        audioUrl: null,
        duration: null,
      });
      expect(page).toMatchObject({ trackCount: 4, totalDuration: 60, covers: ['/media/covers/a.png'] });
      // A list's card, counted by the database, says the same as the page.
      const cards = (await client.get(`/api/users/${owner.id}/playlists`)).json<PlaylistList>();
      const card = cards.playlists.find((p) => p.id === playlist.id);
      expect(card).toMatchObject({ trackCount: 4, totalDuration: 60, covers: ['/media/covers/a.png'] });
    }
    // The artist still sees their own private track in it.
    const artistView = (
      await (await signedInClient(app, artist)).get(`/api/playlists/${playlist.id}`)
    ).json<PlaylistDetail>();
    expect(artistView.tracks[0]).toMatchObject({ available: true, title: 'Secret title' });
  });

  it("plays an artist's own unlisted track in the artist's playlist, but refuses it in anyone else's", async () => {
    const artistClient = await signedInClient(app, artist);
    const shared = await makePlaylist(artistClient, 'Demos', 'public');
    const demo = await createTrack(t.db, {
      userId: artist.id,
      visibility: 'unlisted',
      title: 'Unlisted demo',
    });
    await addTracks(artistClient, shared.id, [demo.id]);
    for (const client of [otherClient, new TestClient(app)]) {
      const page = (await client.get(`/api/playlists/${shared.id}`)).json<PlaylistDetail>();
      expect(page.tracks[0]).toMatchObject({ trackId: demo.id, available: true, title: 'Unlisted demo' });
    }
    const mine = await makePlaylist(ownerClient);
    const refused = await ownerClient.post(`/api/playlists/${mine.id}/tracks`, { trackId: demo.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: PLAYLIST_MESSAGES.trackUnavailable });
  });

  it('draws the mosaic from the first four distinct covers of available tracks, or the chosen cover', async () => {
    const playlist = await makePlaylist(ownerClient);
    const covers = ['a', 'b', 'b', 'c', 'd', 'e'].map((name) => `/media/covers/${name}.png`);
    const tracks = [];
    for (const coverArt of [null, ...covers])
      tracks.push(await createTrack(t.db, { userId: artist.id, coverArt }));
    const page = await addTracks(
      ownerClient,
      playlist.id,
      tracks.map((track) => track.id),
    );
    expect(page.covers).toEqual([
      '/media/covers/a.png',
      '/media/covers/b.png',
      '/media/covers/c.png',
      '/media/covers/d.png',
    ]);
    expect(page.coverArt).toBeNull();
    const mine = (await ownerClient.get('/api/me/playlists')).json<PlaylistList>();
    expect(mine.playlists.find((p) => p.id === playlist.id)).toMatchObject({
      covers: page.covers,
      trackCount: 7,
    });
  });

  it(`holds up to ${PLAYLIST_MAX_TRACKS} tracks and refuses one more (400)`, async () => {
    const playlist = await makePlaylist(ownerClient);
    const now = new Date().toISOString();
    const ids: number[] = [];
    for (let i = 0; i < PLAYLIST_MAX_TRACKS + 1; i += 50) {
      const rows = await t.db
        .insertInto('tracks')
        .values(
          Array.from({ length: Math.min(50, PLAYLIST_MAX_TRACKS + 1 - i) }, (_, j) => ({
            userId: artist.id,
            title: `Bulk ${i + j}`,
            audioUrl: `/media/audio/bulk-${i + j}.mp3`,
            status: 'published' as const,
            visibility: 'public' as const,
            uploadDate: now,
            duration: 10,
          })),
        )
        .returning('id')
        .execute();
      ids.push(...rows.map((row) => Number(row.id)));
    }
    await t.db
      .insertInto('playlistTracks')
      .values(
        ids
          .slice(0, PLAYLIST_MAX_TRACKS - 1)
          .map((trackId, position) => ({ playlistId: playlist.id, trackId, position, addedAt: now })),
      )
      .execute();
    const last = await ownerClient.post(`/api/playlists/${playlist.id}/tracks`, {
      trackId: ids[PLAYLIST_MAX_TRACKS - 1],
    });
    expect(last.statusCode).toBe(200);
    expect(last.json()).toMatchObject({
      trackCount: PLAYLIST_MAX_TRACKS,
      totalDuration: 10 * PLAYLIST_MAX_TRACKS,
    });
    const full = await ownerClient.post(`/api/playlists/${playlist.id}/tracks`, {
      trackId: ids[PLAYLIST_MAX_TRACKS],
    });
    expect(full.statusCode).toBe(400);
    expect(full.json()).toEqual({ message: PLAYLIST_MESSAGES.full });
    const reversed = [...ids.slice(0, PLAYLIST_MAX_TRACKS)].reverse();
    const reordered = await ownerClient.request('PUT', `/api/playlists/${playlist.id}/order`, {
      trackIds: reversed,
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json<PlaylistDetail>().tracks.map((track) => track.trackId)).toEqual(reversed);
  });
});
