import { createAdapter } from '@socket.io/redis-streams-adapter';
import { socketRooms } from '@common/rooms';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { roomsHostedBy } from './hostedRooms';
import type { RealtimeHub } from './hub';
import { presentRoomSummary } from './rooms/presenter';
import {
  createRedisClient,
  observeAllCommands,
  parseRedisTarget,
  RedisHealth,
  streamsAdapterOptions,
} from './scaleout/redis';
import { createRedisRoomStore } from './scaleout/redisStore';
import type { RoomsServer } from './types';

async function release(client: Redis): Promise<void> {
  if (client.status === 'ready') await client.quit();
  else client.disconnect();
}

/**
 * The real-time layer as a worker process sees it: no sockets of its own and no HTTP server, but the rooms
 * (read from Redis) and events sent to the web processes' sockets through the same Socket.IO Redis Streams
 * adapter they use. It takes no part in the web processes' heartbeats, so it never removes their participants.
 */
export function createWorkerHub(redisUrl: string, log: FastifyBaseLogger): RealtimeHub {
  const target = parseRedisTarget(redisUrl);
  const health = new RedisHealth(log);
  const redis = createRedisClient(target, health, 'worker-rooms', { failFast: true });
  const adapterClient = observeAllCommands(
    createRedisClient(target, health, 'worker-adapter', { failFast: false }),
  );
  // Not attached to any HTTP server: it only broadcasts through the adapter.
  const io: RoomsServer = new Server({ serveClient: false });
  io.adapter(createAdapter(adapterClient, streamsAdapterOptions(target.prefix)));
  const store = createRedisRoomStore(redis, target.prefix);
  let closed: Promise<void> | null = null;
  return {
    async listRooms() {
      return (await store.list()).map(presentRoomSummary);
    },
    roomsHostedBy(userIds) {
      return roomsHostedBy(store, userIds);
    },
    emitLiveChat(message) {
      io.to(socketRooms.liveChat(message.channel)).emit('live-chat:message', message);
    },
    emitPartyStarting(userId, payload) {
      io.to(socketRooms.user(userId)).emit('party-starting', payload);
    },
    close() {
      closed ??= (async () => {
        // io.close() would also close an engine this server never started: end the adapter (its stream reads).
        await io.of('/').adapter.close();
        await Promise.allSettled([release(redis), release(adapterClient)]);
      })();
      return closed;
    },
  };
}
