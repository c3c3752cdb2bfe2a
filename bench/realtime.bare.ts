/**
 * The baseline of bench/realtime.bench.ts: a bare Socket.IO server in its own process, with the app's
 * transport settings and no room logic at all (no session, validation, store or rate limit). It answers
 * join-room with room-state and broadcasts playback-control to the room as playback-update, so the same
 * clients measure it. Prints `port <n>` once listening.
 */
import http from 'node:http';
import { Server } from 'socket.io';

const server = http.createServer();
const io = new Server(server, { transports: ['websocket', 'polling'], maxHttpBufferSize: 16 * 1024 });

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
  process.exit(0);
});
