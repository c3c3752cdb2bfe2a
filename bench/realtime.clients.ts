/**
 * A load-generating child of bench/realtime.bench.ts: holds many socket.io-client sockets in its own process
 * (so the server's event loop is measured, not the clients'), driven by messages from the parent over IPC.
 */
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';

export type ClientCommand =
  | {
      cmd: 'connect';
      url: string;
      count: number;
      cookies: string[];
      origin: string;
      concurrency: number;
      /** The loopback source address to connect from (127.0.0.x), so one address's ports do not run out. */
      localAddress?: string;
    }
  | { cmd: 'join'; roomId: string; concurrency: number }
  | { cmd: 'listen'; event: string }
  /** Each emit: the position the host sent (it names the update) and when it was sent. */
  | { cmd: 'collect'; emits: Array<{ position: number; at: number }> }
  | { cmd: 'close' };

export type ClientReply =
  | { ev: 'connected'; ok: number; failed: number; error: string | null }
  | { ev: 'joined'; ok: number; failed: number; error: string | null }
  | { ev: 'listening' }
  | { ev: 'latencies'; values: number[]; missing: number; extra: number }
  | { ev: 'closed' };

const now = () => performance.timeOrigin + performance.now();
const sockets: Socket[] = [];
/** Per socket: when each update arrived, by the position it carries (in hundredths of a second). */
const received = new Map<Socket, Map<number, number>>();
const key = (position: number) => Math.round(position * 100);

function reply(message: ClientReply): void {
  process.send!(message);
}

/** Runs `work` over `items` with at most `limit` at once. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}

function connectOne(url: string, cookie: string, origin: string, localAddress?: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, {
      transports: ['websocket'],
      reconnection: false,
      timeout: 20_000,
      extraHeaders: { cookie, origin },
      ...(localAddress ? { localAddress } : {}),
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

function joinOne(socket: Socket, roomId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error('no room-state within 120 s')), 120_000);
    const onState = () => done(null);
    const onError = (payload: { message: string }) => done(new Error(payload.message));
    function done(error: Error | null) {
      clearTimeout(timer);
      socket.off('room-state', onState);
      socket.off('error', onError);
      if (error) reject(error);
      else resolve();
    }
    socket.on('room-state', onState);
    socket.on('error', onError);
    socket.emit('join-room', { roomId });
  });
}

async function handle(message: ClientCommand): Promise<void> {
  switch (message.cmd) {
    case 'connect': {
      let ok = 0;
      let failed = 0;
      let error: string | null = null;
      const indexes = Array.from({ length: message.count }, (_, i) => i);
      await pool(indexes, message.concurrency, async (i) => {
        try {
          const cookie = message.cookies[i % message.cookies.length]!;
          sockets.push(await connectOne(message.url, cookie, message.origin, message.localAddress));
          ok += 1;
        } catch (e) {
          failed += 1;
          error ??= e instanceof Error ? e.message : String(e);
        }
      });
      reply({ ev: 'connected', ok, failed, error });
      break;
    }
    case 'join': {
      let ok = 0;
      let failed = 0;
      let error: string | null = null;
      await pool(sockets, message.concurrency, async (socket) => {
        try {
          await joinOne(socket, message.roomId);
          ok += 1;
        } catch (e) {
          failed += 1;
          error ??= e instanceof Error ? e.message : String(e);
        }
      });
      reply({ ev: 'joined', ok, failed, error });
      break;
    }
    case 'listen': {
      for (const socket of sockets) {
        const times = new Map<number, number>();
        received.set(socket, times);
        socket.on(message.event, (payload: { currentTime: number }) => {
          const at = now();
          times.set(key(payload.currentTime), at);
        });
      }
      reply({ ev: 'listening' });
      break;
    }
    case 'collect': {
      const values: number[] = [];
      let missing = 0;
      let extra = 0;
      for (const times of received.values()) {
        for (const { position, at } of message.emits) {
          const arrived = times.get(key(position));
          if (arrived === undefined) missing += 1;
          else values.push(arrived - at);
          times.delete(key(position));
        }
        extra += times.size;
        times.clear();
      }
      reply({ ev: 'latencies', values, missing, extra });
      break;
    }
    case 'close': {
      for (const socket of sockets) socket.close();
      reply({ ev: 'closed' });
      setTimeout(() => process.exit(0), 50);
      break;
    }
  }
}

process.on('message', (message: ClientCommand) => void handle(message));
process.on('disconnect', () => process.exit(0));
