import type { LiveSession } from '@common/home';
import type {
  ClientToServerEvents,
  LiveChatMessage,
  PartyStarting,
  ServerToClientEvents,
} from '@common/rooms';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/index';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { listLiveSessions } from '../home/commands/listLiveSessions';
import { dispatchPartyStarts } from './commands/dispatchPartyStarts';
import { insertParty, minutesFromNow } from './testing';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Resolves with the next payload of an event, or fails after a timeout. */
function next<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
  timeoutMs = 30_000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    (socket as unknown as Socket).once(event as string, (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload as Parameters<ServerToClientEvents[E]>[0]);
    });
  });
}

describeEachDatabase('live chat and party reminders over the socket', (t) => {
  let app: FastifyInstance;
  let url: string;
  const sockets: ClientSocket[] = [];

  /** A connected socket.io-client, signed in when given a TestClient's cookies. */
  async function open(client?: TestClient): Promise<ClientSocket> {
    const cookie = client?.jar.header().cookie;
    const socket: ClientSocket = connect(url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      extraHeaders: cookie ? { cookie } : {},
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }

  beforeAll(async () => {
    app = await t.buildApp();
    if (!app.ctx.realtime) await attachRealtime(app);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    url = address;
  });

  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  it('a posted message reaches every socket watching the channel, and no other', async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(app, user);
    const watcher = await open();
    const other = await open();
    watcher.emit('live-chat:join', { channel: 'listening' });
    other.emit('live-chat:join', { channel: 'elsewhere' });
    // The join is handled before the POST below: a round trip on the same socket orders them.
    await new Promise<void>((resolve) =>
      watcher.emit('time-sync', { clientSentAt: Date.now() }, () => resolve()),
    );
    await new Promise<void>((resolve) =>
      other.emit('time-sync', { clientSentAt: Date.now() }, () => resolve()),
    );

    let leaked: LiveChatMessage | null = null;
    other.on('live-chat:message', (message) => {
      leaked = message;
    });
    const received = next(watcher, 'live-chat:message');
    const posted = await client.post('/api/live-chat/listening', { message: 'hello room', type: 'music' });
    expect(posted.statusCode).toBe(201);
    expect(await received).toEqual(posted.json());
    expect(await received).toMatchObject({
      channel: 'listening',
      senderName: user.username,
      message: 'hello room',
    });

    watcher.emit('live-chat:leave', { channel: 'listening' });
    await new Promise<void>((resolve) =>
      watcher.emit('time-sync', { clientSentAt: Date.now() }, () => resolve()),
    );
    let afterLeave: LiveChatMessage | null = null;
    watcher.on('live-chat:message', (message) => {
      afterLeave = message;
    });
    await client.post('/api/live-chat/listening', { message: 'second', type: 'music' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(afterLeave).toBeNull();
    expect(leaked).toBeNull();
  });

  it('a host starting a party in their room reminds a connected fan, and the room shows on Home and Join Stream', async () => {
    const host = await createUser(t.db, { displayName: 'Socket Host' });
    const fan = await createUser(t.db);
    const hostClient = await signedInClient(app, host);
    const fanClient = await signedInClient(app, fan);
    const partyId = await insertParty(t.db, {
      hostId: host.id,
      title: 'Socket Party',
      scheduledAt: minutesFromNow(60),
      isFeatured: true,
    });
    await t.db
      .insertInto('liveStreams')
      .values({ userId: host.id, title: 'Host stream', isActive: true, viewerCount: 3 })
      .execute();
    expect((await fanClient.post(`/api/parties/${partyId}/reminder`)).statusCode).toBe(200);

    const fanSocket = await open(fanClient);
    const hostSocket = await open(hostClient);
    const roomId = `room-${Date.now()}`;
    const created = next(hostSocket, 'room-created');
    hostSocket.emit('create-room', { roomId, roomName: 'Socket Party', trackInfo: null });
    expect(await created).toEqual({ roomId });

    const reminded = next(fanSocket, 'party-starting');
    const started = await hostClient.post(`/api/parties/${partyId}/start`, { roomId });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ isLive: true, roomId });
    const payload: PartyStarting = await reminded;
    expect(payload).toEqual({ partyId, title: 'Socket Party', hostName: 'Socket Host', roomId });

    const featured = (await new TestClient(app).get('/api/parties?tab=featured')).json().parties;
    expect(featured.find((p: { id: number }) => p.id === partyId)).toMatchObject({ isLive: true, roomId });

    const streams = (await new TestClient(app).get('/api/live-streams')).json().streams;
    expect(streams.find((s: { hostId: number }) => s.hostId === host.id)).toMatchObject({ roomId });

    const sessions: LiveSession[] = await listLiveSessions(t.db, { realtime: app.ctx.realtime });
    expect(sessions.find((s) => s.id === `room-${roomId}`)).toMatchObject({
      kind: 'room',
      title: 'Socket Party',
      host: host.username,
      viewers: 1,
      isLive: true,
      href: `/listening?room=${roomId}`,
    });
    // The party is shown as its room, not twice.
    expect(sessions.some((s) => s.id === `party-${partyId}`)).toBe(false);
  });

  it('the dispatcher reminds a connected fan when a party’s time comes', async () => {
    const host = await createUser(t.db, { displayName: 'Timed Host' });
    const fan = await createUser(t.db);
    const fanClient = await signedInClient(app, fan);
    // Connected and listening first: the server's own timer may be the one that claims the party.
    const fanSocket = await open(fanClient);
    const reminded = next(fanSocket, 'party-starting');
    const partyId = await insertParty(t.db, {
      hostId: host.id,
      title: 'On the dot',
      scheduledAt: minutesFromNow(10),
    });
    await t.db.insertInto('partyReminders').values({ userId: fan.id, partyId }).execute();
    await t.db
      .updateTable('listeningParties')
      .set({ scheduledAt: minutesFromNow(-0.1) })
      .where('id', '=', partyId)
      .execute();
    await dispatchPartyStarts(app.ctx);
    expect(await reminded).toEqual({ partyId, title: 'On the dot', hostName: 'Timed Host', roomId: null });
  });
});
