import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { connectSocket, sessionCookie, startRealtimeApp, type TestSocket } from '../../realtime/testing';
import { signedInClient, type TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { createTrack } from '../tracks/testing';

type User = Awaited<ReturnType<typeof createUser>>;

describeEachDatabase('notifications: the live push over the socket', (t) => {
  let app: FastifyInstance;
  let url: string;
  let artist: User;
  let artistClient: TestClient;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    ({ app, url } = await startRealtimeApp(t.handle));
    artist = await createUser(t.db);
    artistClient = await signedInClient(app, artist);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await app.close();
  });

  const open = async (user: User) => {
    const socket = await connectSocket(url, { cookie: await sessionCookie(app, user) });
    sockets.push(socket);
    return socket;
  };

  it('pushes the new unread count to every open tab of the recipient once the like is written, and reading in one tab updates the other', async () => {
    const [tab1, tab2] = [await open(artist), await open(artist)];
    const stranger = await open(await createUser(t.db));
    const fan = await createUser(t.db);
    const fanClient = await signedInClient(app, fan);
    const track = await createTrack(t.db, { userId: artist.id, title: 'Live One' });

    expect((await fanClient.post(`/api/tracks/${track.id}/like`)).statusCode).toBe(200);
    expect(await tab1.next('notifications', (p) => p.unread === 1)).toEqual({ unread: 1 });
    expect(await tab2.next('notifications', (p) => p.unread === 1)).toEqual({ unread: 1 });
    // What the push announces is there to read.
    const page = (await artistClient.get('/api/notifications')).json<{ unread: number }>();
    expect(page.unread).toBe(1);

    expect((await artistClient.post('/api/notifications/read', {})).statusCode).toBe(200);
    expect(await tab2.next('notifications', (p) => p.unread === 0)).toEqual({ unread: 0 });
    expect(stranger.pending('notifications')).toEqual([]);
  });

  // Several processes on one PostgreSQL database (as with REDIS_URL): each listens for the commits and pushes to
  // its own sockets, so a notification written by one process reaches the recipient's socket on another.
  it.runIf(t.dialect === 'postgres')('reaches a socket on another process of the same database', async () => {
    const other = await startRealtimeApp(t.openHandle());
    try {
      const recipient = await createUser(t.db);
      const socket = await connectSocket(other.url, { cookie: await sessionCookie(other.app, recipient) });
      sockets.push(socket);
      const track = await createTrack(t.db, { userId: recipient.id });
      const fanClient = await signedInClient(app, await createUser(t.db));
      expect((await fanClient.post(`/api/tracks/${track.id}/like`)).statusCode).toBe(200);
      expect(await socket.next('notifications', (p) => p.unread === 1, 10_000)).toEqual({ unread: 1 });
    } finally {
      await other.app.close();
    }
  });
});
