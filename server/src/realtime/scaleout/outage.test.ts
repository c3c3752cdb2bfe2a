import http from 'node:http';
import type net from 'node:net';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/app';
import { TcpRelay } from '../../test/tcpRelay';
import { newRoom, participant } from '../rooms/storeContract';
import type { ScaleOut } from '../scaleoutApi';
import { setupScaleOut } from './index';
import { deleteKeysWithPrefix } from './redisStore';
import { TEST_REDIS_URL, redisAnswers, uniquePrefix } from './testRedis';

const available = await redisAnswers();
if (!available) console.warn(`Redis not reachable at ${TEST_REDIS_URL}: Redis outage tests skipped`);

/** A relay to the test Redis that can be cut and restored. */
const RedisRelay = {
  open: () => {
    const target = new URL(TEST_REDIS_URL);
    return TcpRelay.open(target.hostname, Number(target.port || 6379));
  },
};
type RedisRelay = TcpRelay;

function capturingLog() {
  const lines: Array<{ level: number; msg: string }> = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  });
  return { log: app.log, lines, messages: () => lines.map((l) => l.msg) };
}

async function until(ok: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!ok() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
}

describe.skipIf(!available)('rooms when Redis goes away', () => {
  const cleanups: Array<() => Promise<unknown> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function start(relay: RedisRelay) {
    const server = http.createServer();
    const io = new Server(server, { transports: ['websocket'] });
    const { log, lines, messages } = capturingLog();
    const prefix = uniquePrefix('outage');
    const url = `redis://127.0.0.1:${relay.port}?prefix=${prefix}`;
    const scaleOut = (await setupScaleOut(io, testConfig({ redisUrl: url }), log)) as ScaleOut;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(async () => {
      await io.close();
      await scaleOut.close();
      const redis = new Redis(TEST_REDIS_URL);
      await deleteKeysWithPrefix(redis, prefix);
      redis.disconnect();
    });
    return { io, server, scaleOut, lines, messages, prefix };
  }

  it('starts without Redis, logs one clear error, and shares rooms once Redis answers', async () => {
    const relay = await RedisRelay.open();
    cleanups.push(() => relay.down());
    const { scaleOut, lines, messages, prefix } = await start(relay);
    expect(messages()).toContain('Redis did not answer at start: rooms wait for it (reconnecting)');
    const unreachable = messages().filter((m) => m.startsWith('Redis unreachable'));
    expect(unreachable).toEqual([
      'Redis unreachable: rooms, socket caps and rate budgets are not shared across processes until it answers again (reconnecting)',
    ]);
    await expect(scaleOut.store.get('r1')).rejects.toThrow();

    // Caps and budgets fail open to this process's own counting, and add no log line of their own.
    const budget = scaleOut.budgets('outage', { points: 2, durationMs: 5000 });
    expect((await budget.take('user:1')).allowed).toBe(true);
    expect((await budget.take('user:1')).allowed).toBe(true);
    expect((await budget.take('user:1')).allowed).toBe(false);
    expect(await scaleOut.sockets.admit('user:1', 'socket-1', 10, [])).toBe(true);
    await scaleOut.sockets.release('user:1', 'socket-1');
    expect(
      lines
        .filter((l) => l.level >= 50)
        .map((l) => l.msg)
        .sort(),
    ).toEqual([
      'Redis did not answer at start: rooms wait for it (reconnecting)',
      'Redis unreachable: rooms, socket caps and rate budgets are not shared across processes until it answers again (reconnecting)',
    ]);

    await relay.up();
    await until(() =>
      messages().includes(
        'Redis reachable again: rooms, socket caps and rate budgets are shared across processes',
      ),
    );
    expect(messages()).toContain(
      'Redis reachable again: rooms, socket caps and rate budgets are shared across processes',
    );
    const created = await scaleOut.store.create(
      newRoom('r1', 'h', { host: participant('h', { processId: scaleOut.processId }) }),
    );
    expect(created!.hostSocketId).toBe('h');

    // Back to counting in Redis.
    expect((await budget.take('user:2')).allowed).toBe(true);
    const redis = new Redis(TEST_REDIS_URL);
    cleanups.push(() => redis.disconnect());
    expect(await redis.get(`${prefix}limits:budget:outage:user:2`)).toBe('1');
  });

  it('holds broadcasts through an outage and sends them, in order, once Redis is back', async () => {
    const relay = await RedisRelay.open();
    await relay.up();
    cleanups.push(() => relay.down());
    const { io, server, scaleOut, messages } = await start(relay);
    const port = (server.address() as net.AddressInfo).port;
    io.on('connection', (socket) => void socket.join('room:r1'));
    const client: ClientSocket = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'] });
    cleanups.push(() => void client.close());
    const heard: string[] = [];
    client.on('new-message', (text: string) => heard.push(text));
    await until(() => client.connected);
    await until(() => io.sockets.adapter.rooms.get('room:r1')?.size === 1);

    io.to('room:r1').emit('new-message', 'before');
    await until(() => heard.length === 1);

    await relay.down();
    await until(() => messages().some((m) => m.startsWith('Redis unreachable')));
    io.to('room:r1').emit('new-message', 'during');
    await expect(scaleOut.store.list()).rejects.toThrow();
    expect(heard).toEqual(['before']);

    await relay.up();
    await until(() =>
      messages().includes(
        'Redis reachable again: rooms, socket caps and rate budgets are shared across processes',
      ),
    );
    await until(() => heard.length === 2);
    expect(heard).toEqual(['before', 'during']);
    io.to('room:r1').emit('new-message', 'after');
    await until(() => heard.length === 3);
    expect(heard).toEqual(['before', 'during', 'after']);
    expect(await scaleOut.store.list()).toEqual([]);
  }, 240_000);
});
