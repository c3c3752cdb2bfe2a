/**
 * One listening room spread over two server processes sharing Redis: `npx tsx bench/realtime.cluster.ts
 * [--members 10000] [--rounds 30] [--passes 1] [--spacing 500] [--per-client 2500] [--no-bare] [--profile DIR]`. Starts two
 * servers from the sources with one REDIS_URL key prefix and one database (SQLite in a shared DATA_DIR),
 * creates a room on process A, joins half the members on A and half on B (real socket.io-client sockets in
 * child processes, each connecting from its own 127.0.0.x address), then the host on A plays and seeks;
 * measures the latency from the host's emit to each member's handler, per process and overall. The baseline,
 * measured first in the same run with the same clients: two bare Socket.IO processes sharing the room through
 * the same Redis adapter (bench/realtime.bare.ts). Needs the local Redis (127.0.0.1:6379). Prints the markdown
 * and writes the raw figures as JSON in the system's temporary directory. With --profile, each app server writes
 * a CPU profile of its whole run (joins and rounds) into DIR when it stops.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { ROOM_LIMITS } from '@common/rooms';
import { deleteKeysWithPrefix } from '../server/src/realtime/scaleout/redisStore';
import {
  ClientProcess,
  cookiesOfSockets,
  cpuMsOf,
  hostSocket,
  openRoom,
  percentile,
  quiet,
  rssOf,
  type Served,
  signUp,
  startBare,
} from './realtime.bench';
import type { ClientReply } from './realtime.clients';
import { startServer } from './realtime.server';

const REDIS_URL = 'redis://127.0.0.1:6379';
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const round2 = (v: number) => Math.round(v * 100) / 100;
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const loadavg = () => fs.readFileSync('/proc/loadavg', 'utf8').trim();

interface Stats {
  p50: number;
  p99: number;
  max: number;
  deliveries: number;
  missing: number;
}

function stats(values: number[], missing: number): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: round2(percentile(sorted, 50)),
    p99: round2(percentile(sorted, 99)),
    max: round2(sorted[sorted.length - 1] ?? NaN),
    deliveries: sorted.length,
    missing,
  };
}

interface Node {
  url: string;
  pid: number;
}

interface PassResult {
  overall: Stats;
  onA: Stats;
  onB: Stats;
  extra: number;
  joinSeconds: number;
  cpuMs: number[];
  rssMiB: number[];
}

interface PassOptions {
  members: number;
  rounds: number;
  spacingMs: number;
  perClient: number;
  stamp: (what: string) => void;
}

/**
 * One pass on two processes: the host on A opens the room (the app: create-room with a track; the bare
 * baseline: join-room), half the members join on each process, then the host plays and seeks.
 */
async function clusterPass(
  kind: 'app' | 'bare',
  [a, b]: [Node, Node],
  cookies: string[],
  { members, rounds, spacingMs, perClient, stamp }: PassOptions,
): Promise<PassResult> {
  const perUser = ROOM_LIMITS.socketsPerUser;
  const clients: Array<{ on: 'A' | 'B'; client: ClientProcess; count: number }> = [];
  const host = await hostSocket(a.url, cookies[0]!);
  try {
    const refusals: string[] = [];
    host.on('error', (payload: { message: string }) => refusals.push(payload.message));
    const roomId = await openRoom(host, kind, a.url, 'Cluster');

    // Half the members on each process, each half over client processes of at most perClient sockets.
    const halves = { A: Math.ceil(members / 2), B: Math.floor(members / 2) };
    for (const on of ['A', 'B'] as const) {
      const n = Math.max(1, Math.ceil(halves[on] / perClient));
      for (let i = 0; i < n; i += 1) {
        const count = Math.floor(halves[on] / n) + (i < halves[on] % n ? 1 : 0);
        clients.push({ on, client: new ClientProcess(), count });
      }
    }
    let first = 0;
    const connected = await Promise.all(
      clients.map(({ on, client, count }, i) => {
        first += count;
        const url = on === 'A' ? a.url : b.url;
        return client.ask<Extract<ClientReply, { ev: 'connected' }>>({
          cmd: 'connect',
          url,
          count,
          cookies: cookiesOfSockets(cookies.slice(1), first - count, count, perUser),
          origin: url,
          concurrency: 25,
          localAddress: `127.0.0.${2 + i}`,
        });
      }),
    );
    const notConnected = connected.reduce((n, r) => n + r.failed, 0);
    if (notConnected > 0)
      throw new Error(`${notConnected} sockets did not connect: ${connected.find((r) => r.error)?.error}`);
    stamp(`${kind}: ${fmt(members)} sockets connected over ${clients.length} client processes`);

    // Joins: the app tells the whole room of every join (user-joined) and sends the joiner the full room
    // state, so this phase grows with the square of the room. One client process at a time, A and B in turn.
    const joinStarted = Date.now();
    const sides = [clients.filter((c) => c.on === 'A'), clients.filter((c) => c.on === 'B')];
    const order = Array.from({ length: sides[0]!.length }, (_, i) => sides.map((s) => s[i])).flat();
    for (const { on, client } of order.filter((c) => c !== undefined)) {
      const joined = await client.ask<Extract<ClientReply, { ev: 'joined' }>>({
        cmd: 'join',
        roomId,
        concurrency: 10,
      });
      if (joined.failed > 0) throw new Error(`${joined.failed} sockets could not join: ${joined.error}`);
      stamp(`${kind}: ${fmt(joined.ok)} joined on ${on}`);
    }
    const joinSeconds = Math.round((Date.now() - joinStarted) / 100) / 10;
    await Promise.all(clients.map(({ client }) => client.ask({ cmd: 'listen', event: 'playback-update' })));
    await Promise.all([a, b].map((s) => quiet(s.pid, 600_000)));
    stamp(`${kind}: all joined in ${joinSeconds} s; servers quiet`);

    const emits: Array<{ position: number; at: number }> = [];
    const emit = (k: number, position: number) => {
      emits.push({ position, at: now() });
      host.emit('playback-control', { roomId, action: k % 2 === 0 ? 'play' : 'seek', currentTime: position });
    };
    // Warm-up, thrown away.
    for (let k = 0; k < 4; k += 1) {
      emit(k, 6.5 + k * 0.1);
      await sleep(spacingMs);
    }
    await Promise.all([a, b].map((s) => quiet(s.pid)));
    await Promise.all(clients.map(({ client }) => client.ask({ cmd: 'collect', emits })));
    emits.length = 0;

    const cpuBefore = [a, b].map((s) => cpuMsOf(s.pid));
    for (let k = 0; k < rounds; k += 1) {
      emit(k, 0.05 + k * 0.1);
      await sleep(spacingMs);
    }
    await Promise.all([a, b].map((s) => quiet(s.pid)));
    const cpuMs = [a, b].map((s, i) => cpuMsOf(s.pid) - cpuBefore[i]!);
    const rssMiB = [a, b].map((s) => Math.round(rssOf(s.pid) / 2 ** 20));
    // All rounds at once (a client's collect forgets the arrivals it was not asked about).
    const byProcess = {
      A: { values: [] as number[], missing: 0 },
      B: { values: [] as number[], missing: 0 },
    };
    let extra = 0;
    const replies = await Promise.all(
      clients.map(({ client }) =>
        client.ask<Extract<ClientReply, { ev: 'latencies' }>>({ cmd: 'collect', emits }),
      ),
    );
    replies.forEach((r, i) => {
      const side = byProcess[clients[i]!.on];
      side.values.push(...r.values);
      side.missing += r.missing;
      extra += r.extra;
    });
    if (refusals.length > 0) throw new Error(`the host was refused: ${refusals.join('; ')}`);
    return {
      overall: stats(
        [...byProcess.A.values, ...byProcess.B.values],
        byProcess.A.missing + byProcess.B.missing,
      ),
      onA: stats(byProcess.A.values, byProcess.A.missing),
      onB: stats(byProcess.B.values, byProcess.B.missing),
      extra,
      joinSeconds,
      cpuMs,
      rssMiB,
    };
  } finally {
    host.close();
    await Promise.all(clients.map(({ client }) => client.close()));
    // Every member leaving is told to the room: let the servers finish before anything else is measured.
    await Promise.all([a, b].map((s) => quiet(s.pid, 600_000)));
  }
}

async function main(): Promise<void> {
  const { values: args } = parseArgs({
    options: {
      members: { type: 'string', default: '10000' },
      rounds: { type: 'string', default: '30' },
      passes: { type: 'string', default: '1' },
      spacing: { type: 'string', default: '500' },
      'per-client': { type: 'string', default: '2500' },
      'no-bare': { type: 'boolean', default: false },
      profile: { type: 'string' },
    },
  });
  const members = Number(args.members);
  const rounds = Number(args.rounds) * Number(args.passes);
  const spacingMs = Number(args.spacing);
  const loadBefore = loadavg();
  const started = Date.now();
  const stamp = (what: string) => console.error(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${what}`);
  const options: PassOptions = { members, rounds, spacingMs, perClient: Number(args['per-client']), stamp };

  const prefix = `pn-bench:${randomBytes(4).toString('hex')}:`;
  const barePrefix = `pn-bench:${randomBytes(4).toString('hex')}:`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-rt-cluster-'));
  const env = { REDIS_URL: `${REDIS_URL}?prefix=${prefix}`, DATA_DIR: dataDir };
  const servers: Array<{ stop(): Promise<void> }> = [];
  try {
    let bare: PassResult | null = null;
    if (!args['no-bare']) {
      const bares = [
        await startBare(`${REDIS_URL}?prefix=${barePrefix}`),
        await startBare(`${REDIS_URL}?prefix=${barePrefix}`),
      ];
      servers.push(...bares);
      stamp(`bare servers up: ${bares.map((s) => s.url).join(', ')}`);
      // The bare servers read no session: any cookie will do.
      const anyCookies = Array.from(
        { length: Math.ceil(members / ROOM_LIMITS.socketsPerUser) + 1 },
        () => 'pn=1',
      );
      bare = await clusterPass('bare', [bares[0]!, bares[1]!], anyCookies, options);
      await Promise.all(bares.map((s) => s.stop()));
    }

    // One after the other: the first runs the database migrations.
    const profileDir = args.profile ? path.resolve(args.profile) : null;
    const a: Served & { stop(): Promise<void> } = await startServer(env, profileDir);
    servers.push(a);
    const b: Served & { stop(): Promise<void> } = await startServer(env, profileDir);
    servers.push(b);
    stamp(`servers up: A ${a.baseURL} (pid ${a.pid}), B ${b.baseURL} (pid ${b.pid})`);
    const cookies = await signUp(a.baseURL, Math.ceil(members / ROOM_LIMITS.socketsPerUser) + 1);
    stamp(`${cookies.length} users signed up`);
    const app = await clusterPass(
      'app',
      [
        { url: a.baseURL, pid: a.pid },
        { url: b.baseURL, pid: b.pid },
      ],
      cookies,
      options,
    );
    const loadAfter = loadavg();

    const row = (what: string, s: Stats, n: number) =>
      `| ${what} | ${fmt(n)} | ${s.p50} | ${s.p99} | ${s.max} | ${fmt(s.deliveries)} | ${s.missing} |`;
    const halves = { A: Math.ceil(members / 2), B: Math.floor(members / 2) };
    const ratio = bare ? ` (${round2(app.overall.p99 / bare.overall.p99)}x the bare baseline's)` : '';
    const markdown = `| metric | value | target |
|---|---|---|
| one room of ${fmt(members)} members across two processes (Redis), host play reaching all, p99 (${rounds} rounds of play/seek, every ${spacingMs} ms) | ${app.overall.p99} ms${ratio} (p50 ${app.overall.p50}, max ${app.overall.max}; ${fmt(app.overall.deliveries)} deliveries, ${app.overall.missing} missing, ${app.extra} unexpected) | <= 100 ms |
${
  bare
    ? `| baseline: two bare Socket.IO processes, same adapter and clients, p99 | ${bare.overall.p99} ms (p50 ${bare.overall.p50}, max ${bare.overall.max}; ${bare.overall.missing} missing) | |
`
    : ''
}| joining the ${fmt(members)} members (one client process at a time) | ${app.joinSeconds} s${bare ? ` (bare ${bare.joinSeconds} s)` : ''} | |
| server CPU over the rounds, A / B | ${fmt(app.cpuMs[0]!)} / ${fmt(app.cpuMs[1]!)} ms${bare ? ` (bare ${fmt(bare.cpuMs[0]!)} / ${fmt(bare.cpuMs[1]!)})` : ''} | |
| server RSS after the rounds, A / B | ${app.rssMiB[0]} / ${app.rssMiB[1]} MiB | |

| members on | members | p50 ms | p99 ms | max ms | deliveries | missing |
|---|---|---|---|---|---|---|
${row("A (the host's process)", app.onA, halves.A)}
${row('B (through the Redis adapter)', app.onB, halves.B)}
${row('both', app.overall, members)}
${
  bare
    ? `${row('bare baseline, A', bare.onA, halves.A)}
${row('bare baseline, B', bare.onB, halves.B)}
`
    : ''
}
Latency from the host's emit (in the benchmark process, connected to A) to each member's handler, clocks of
one machine (${os.cpus().length} cores); client processes of socket.io-client sockets of at most ${fmt(options.perClient)}
each, each from its own 127.0.0.x address. Load average before: ${loadBefore}; after: ${loadAfter}.`;
    const file = path.join(os.tmpdir(), `realtime-cluster-${Date.now()}.json`);
    fs.writeFileSync(
      file,
      JSON.stringify({ members, rounds, spacingMs, app, bare, loadBefore, loadAfter }, null, 2),
    );
    console.log(`${markdown}\n\n(raw: ${file})`);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    fs.rmSync(dataDir, { recursive: true, force: true });
    const redis = new Redis(REDIS_URL);
    await deleteKeysWithPrefix(redis, prefix);
    await deleteKeysWithPrefix(redis, barePrefix);
    redis.disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
