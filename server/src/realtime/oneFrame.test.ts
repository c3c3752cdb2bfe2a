import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { joinBroadcastFrames } from './oneFrame';

let server: http.Server;
let io: Server;
let url: string;
const clients: Socket[] = [];

beforeAll(async () => {
  server = http.createServer();
  // As the app's server: connection state recovery (its adapter stores each broadcast for recovery).
  io = new Server(server, { connectionStateRecovery: { maxDisconnectionDuration: 5_000 } });
  joinBroadcastFrames(io);
  io.on('connection', (socket) => void socket.join('room'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const client of clients) client.close();
  await io.close();
});

function member(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(url, { transports: ['websocket'], forceNew: true, reconnection: false });
    clients.push(socket);
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

it('delivers broadcasts of every frame length to every member, whole and in order', async () => {
  const members = await Promise.all([member(), member(), member()]);
  // Frame headers differ below 126 bytes, up to 65,535 and beyond.
  const payloads = [
    'x',
    'a'.repeat(125),
    'é'.repeat(200),
    'b'.repeat(70_000),
    JSON.stringify({ n: 1, s: 'ok' }),
  ];
  const received = members.map((socket) => {
    const got: unknown[] = [];
    socket.on('update', (payload: unknown) => got.push(payload));
    return got;
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  for (const payload of payloads) io.to('room').emit('update', { payload });
  await expect
    .poll(() => received.map((got) => got.length), { timeout: 5_000 })
    .toEqual(members.map(() => payloads.length));
  for (const got of received) expect(got).toEqual(payloads.map((payload) => ({ payload })));
  // A message to one socket (not a broadcast) is unchanged too.
  const [first] = members;
  const direct = new Promise((resolve) => first!.once('direct', resolve));
  io.sockets.sockets.get(first!.id!)!.emit('direct', 'hello');
  expect(await direct).toBe('hello');
});
