import { afterAll, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../test/databases';
import { createUser } from '../test/factories';
import type { RealtimeHub } from './hub';
import { redisAnswers, TEST_REDIS_URL, uniquePrefix } from './scaleout/testRedis';
import { connectSocket, sessionCookie, startRealtimeApp, type TestSocket } from './testing';
import { createWorkerHub } from './workerHub';

const available = await redisAnswers();
if (!available) console.warn(`Redis not reachable at ${TEST_REDIS_URL}: worker hub tests skipped`);

describeEachDatabase("a worker's hub reaches the web processes' sockets through Redis", (t) => {
  const redisUrl = `${TEST_REDIS_URL}/0?prefix=${uniquePrefix('worker-hub')}`;
  let app: FastifyInstance | null = null;
  let hub: RealtimeHub | null = null;
  const sockets: TestSocket[] = [];

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await hub?.close();
    await app?.close();
  });

  it.skipIf(!available)(
    'sees the rooms open on a web process and tells a user that a party starts',
    async () => {
      const host = await createUser(t.db, { username: 'hubhost' });
      const fan = await createUser(t.db, { username: 'hubfan' });
      const web = await startRealtimeApp(t.handle, {}, { redisUrl });
      app = web.app;
      hub = createWorkerHub(redisUrl, Fastify({ logger: false }).log);

      const hostSocket = await connectSocket(web.url, { cookie: await sessionCookie(web.app, host) });
      const fanSocket = await connectSocket(web.url, { cookie: await sessionCookie(web.app, fan) });
      sockets.push(hostSocket, fanSocket);
      const roomId = `room-${Date.now()}`;
      hostSocket.emit('create-room', { roomId, roomName: 'Worker Party', trackInfo: null });
      await hostSocket.next('room-created', (p) => p.roomId === roomId, 30_000);

      expect(await hub.roomsHostedBy([host.id, fan.id])).toEqual(new Map([[host.id, roomId]]));
      expect((await hub.listRooms()).map((room) => room.id)).toContain(roomId);

      const payload = { partyId: 7, title: 'Worker Party', hostName: 'hubhost', roomId };
      hub.emitPartyStarting(fan.id, payload);
      expect(await fanSocket.next('party-starting', () => true, 30_000)).toEqual(payload);
    },
  );
});
