import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { RoomSocket } from '@/lib/socket';
import { RoomClient } from './roomClient';

let server: http.Server;
let io: Server;
let url: string;
let socket: Socket | null = null;
/** Holds the server's handshake middleware (as the app's session lookup takes a while) until released. */
let releaseHandshake: () => void;

beforeEach(async () => {
  server = http.createServer();
  io = new Server(server, { connectionStateRecovery: { maxDisconnectionDuration: 5_000 } });
  const held = new Promise<void>((resolve) => (releaseHandshake = resolve));
  io.use((_socket, next) => void held.then(() => next()));
  io.on('connection', (peer) => peer.on('ping-check', (ack: () => void) => ack()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  socket?.close();
  socket = null;
  await io.close();
});

/** The Socket.IO CONNECT packets the client sends to the main namespace (engine message "0..."). */
function countConnectPackets(client: Socket): () => number {
  let count = 0;
  client.io.on('open', () => {
    client.io.engine.on('packetCreate', (packet: { type: string; data?: unknown }) => {
      if (packet.type === 'message' && typeof packet.data === 'string' && packet.data.startsWith('0'))
        count++;
    });
  });
  return () => count;
}

it('attached while the page socket is mid-handshake, sends no second CONNECT and stays connected', async () => {
  // The page's socket, opened by another part of the page (autoConnect) before the rooms page attaches.
  socket = connect(url, { forceNew: true, reconnection: false, autoConnect: false });
  const connects = countConnectPackets(socket);
  const engineOpen = new Promise<void>((resolve) => socket!.io.once('open', () => resolve()));
  socket.connect();
  await engineOpen;
  expect(socket.connected).toBe(false);

  const client = new RoomClient(socket as unknown as RoomSocket, { notify: () => {}, clockSync: false });
  client.attach();
  releaseHandshake();
  await expect.poll(() => client.getState().connected).toBe(true);

  // One namespace handshake: a second CONNECT makes the server open a second socket for the connection or,
  // when it has finished the first, close the connection as an invalid state.
  await new Promise<void>((resolve) => socket!.emit('ping-check', () => resolve()));
  expect(connects()).toBe(1);
  expect(io.of('/').sockets.size).toBe(1);
  expect(socket.connected).toBe(true);
  client.detach();
});

it('connects a socket that is not connecting yet, with one CONNECT', async () => {
  releaseHandshake();
  socket = connect(url, { forceNew: true, reconnection: false, autoConnect: false });
  const connects = countConnectPackets(socket);
  const client = new RoomClient(socket as unknown as RoomSocket, { notify: () => {}, clockSync: false });
  client.attach();
  await expect.poll(() => client.getState().connected).toBe(true);
  expect(connects()).toBe(1);
  client.detach();
});
