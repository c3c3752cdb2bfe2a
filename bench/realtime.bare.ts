/**
 * The baseline of bench/realtime.bench.ts: a bare Socket.IO server in its own process, with the app's
 * transport settings and no room logic at all (no session, validation, store or rate limit). It answers
 * join-room with room-state and broadcasts playback-control to the room as playback-update, so the same
 * clients measure it. Prints `port <n>` once listening.
 *
 * With BARE_REDIS_URL (`redis://host:port?prefix=...`), the baseline of bench/realtime.cluster.ts: rooms
 * shared with the other bare processes of that prefix through the Redis Streams adapter, with the app's
 * adapter options and connection-state recovery.
 */
import http from 'node:http';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { streamsAdapterOptions } from '../server/src/realtime/scaleout/redis';

const server = http.createServer();
const shared = process.env.BARE_REDIS_URL ? new URL(process.env.BARE_REDIS_URL) : null;
const io = new Server(server, {
  transports: ['websocket', 'polling'],
  maxHttpBufferSize: 16 * 1024,
  ...(shared ? { connectionStateRecovery: { maxDisconnectionDuration: 120_000 } } : {}),
});
let redis: Redis | null = null;
if (shared) {
  const prefix = shared.searchParams.get('prefix') ?? '';
  redis = new Redis(`redis://${shared.host}`);
  io.adapter(createAdapter(redis, streamsAdapterOptions(prefix)));
}

io.on('connection', (socket) => {
  socket.on('join-room', (payload: { roomId: string }) => {
    void socket.join(payload.roomId);
    socket.emit('room-state', { roomId: payload.roomId });
  });
  socket.on('playback-control', (payload: { roomId: string; action: string; currentTime: number }) => {
    io.to(payload.roomId).emit('playback-update', {
      isPlaying: payload.action === 'play',
      currentTime: payload.currentTime,
      action: payload.action,
      serverTime: Date.now(),
    });
  });
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') process.stdout.write(`port ${address.port}\n`);
});
process.on('SIGTERM', () => {
  void io.close();
  redis?.disconnect();
  process.exit(0);
});
