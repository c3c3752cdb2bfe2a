import { randomUUID } from 'node:crypto';
import { ROOM_LIMITS, ROOM_SYNC, socketRooms } from '@common/rooms';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { ConnectionLimits } from './connectionLimits';
import { checkOrigin, identifySocket } from './handshake';
import { memoryBudgets } from './budget';
import { roomsHostedBy } from './hostedRooms';
import type { RealtimeHub } from './hub';
import { KeyedQueue } from './keyedQueue';
import { joinBroadcastFrames } from './oneFrame';
import { SocketRateLimiter } from './rateLimit';
import { Timers, type RoomsContext, type SocketHandlers } from './rooms/context';
import { announceChange } from './rooms/membership';
import { createMemoryRoomStore } from './rooms/memoryStore';
import { presentRoomSummary } from './rooms/presenter';
import { Arrivals } from './rooms/arrivals';
import { RoomsListBroadcaster } from './rooms/roomsList';
import { setupScaleOut } from './scaleout/index';
import type { RoomStore } from './rooms/store';
import type { ScaleOut } from './scaleoutApi';
import type { RoomsServer } from './types';

/** What the app plugs in (its features' socket handlers), and for tests shorter windows than the product's. */
export interface RealtimeOptions {
  /** The handler groups attached to every socket (the feature modules' `sockets`). */
  handlers?: readonly SocketHandlers[];
  recoveryWindowMs?: number;
  bufferingWaitMaxMs?: number;
  /** How long joins to a room are gathered into one users-joined (rooms/arrivals.ts). */
  arrivalsIntervalMs?: number;
  /** The single-process room store to use instead of a fresh memory store (ignored with scale-out). */
  store?: RoomStore;
}

/**
 * Attaches Socket.IO to the app's HTTP server (default path): handshake checks, the features' socket
 * handlers (the listening rooms'), and the hub the rest of the server uses (app.ctx.realtime). Closed with the app.
 */
export async function attachRealtime(
  app: FastifyInstance,
  options: RealtimeOptions = {},
): Promise<RealtimeHub> {
  const { config, database, log } = app.ctx;
  const recoveryWindowMs = options.recoveryWindowMs ?? ROOM_LIMITS.recoveryWindowMs;
  const io: RoomsServer = new Server(app.server, {
    serveClient: false,
    maxHttpBufferSize: ROOM_LIMITS.maxHttpBufferSize,
    allowRequest: checkOrigin(config),
    connectionStateRecovery: { maxDisconnectionDuration: recoveryWindowMs, skipMiddlewares: false },
  });
  const scaleOut: ScaleOut | null = config.redisUrl ? await setupScaleOut(io, config, log) : null;
  joinBroadcastFrames(io);
  const store = scaleOut?.store ?? options.store ?? createMemoryRoomStore();
  const budgets = scaleOut?.budgets ?? memoryBudgets;
  const connections = new ConnectionLimits(scaleOut?.sockets ?? null);
  const ctx: RoomsContext = {
    io,
    store,
    processId: scaleOut?.processId ?? randomUUID(),
    db: database.db,
    log,
    limiter: new SocketRateLimiter(budgets),
    roomsList: new RoomsListBroadcaster(io, store, log, { shared: scaleOut !== null }),
    arrivals: new Arrivals(io, store, log, options.arrivalsIntervalMs),
    timers: new Timers(log),
    recoveryWindowMs,
    buffering: {
      waitMaxMs: options.bufferingWaitMaxMs ?? ROOM_SYNC.bufferingWaitMaxMs,
      cooldownMs: ROOM_SYNC.bufferingHoldCooldownMs,
    },
    lastHolds: new Map(),
    queues: new KeyedQueue(),
    connections,
    closing: false,
  };

  scaleOut?.onParticipantsRemoved((changes) => {
    void (async () => {
      for (const change of changes) await announceChange(ctx, change, 'left');
    })().catch((error: unknown) => log.error({ err: error }, 'announcing removed participants failed'));
  });

  io.use(identifySocket(app, connections));
  const handlers = options.handlers ?? [];
  io.on('connection', (socket) => {
    for (const attach of handlers) attach(ctx, socket);
  });

  let closed: Promise<void> | null = null;
  const hub: RealtimeHub = {
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
    localUsers(userIds) {
      const rooms = io.of('/').adapter.rooms;
      return userIds.filter((id) => rooms.has(socketRooms.user(id)));
    },
    emitNotificationsLocally(userId, payload) {
      io.local.to(socketRooms.user(userId)).emit('notifications', payload);
    },
    budget: budgets,
    openSockets: () => io.of('/').sockets.size,
    close() {
      closed ??= (async () => {
        ctx.closing = true;
        ctx.roomsList.close();
        ctx.arrivals.close();
        ctx.timers.clearAll();
        // Sockets are closed as "server shutting down": clients reconnect (to another process, if any).
        await io.close();
        if (scaleOut) await scaleOut.close();
        else await store.close();
      })();
      return closed;
    },
  };
  app.ctx.realtime = hub;
  app.addHook('preClose', async () => {
    await hub.close();
  });
  return hub;
}
