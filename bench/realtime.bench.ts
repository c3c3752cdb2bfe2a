import { type ChildProcess, fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { ROOM_LIMITS } from '@common/rooms';
import type { ClientCommand, ClientReply } from './realtime.clients';

/** The app under test: its address and its process (memory and CPU are read from /proc). */
export interface Served {
  baseURL: string;
  pid: number;
}

/**
 * How the host drives the room: 'seek' plays then seeks while playing (the room keeps playing, the rooms
 * list does not change); 'toggle' alternates play and pause (every round flips isPlaying, which the rooms
 * list shows, so the lobby is told).
 */
export type PassMode = 'seek' | 'toggle';

export interface RoomPass {
  target: 'app' | 'bare';
  mode: PassMode;
  members: number;
  rounds: number;
  /** Host emit -> member receive, ms. */
  p50: number;
  p99: number;
  max: number;
  samples: number;
  missing: number;
  /** Server CPU time (user + system) spent over the measured rounds, ms. */
  cpuMs: number;
  /** Deliveries (members x rounds) per second of server CPU. */
  deliveriesPerCpuSecond: number;
  /** rooms-list pushes each lobby socket received over the measured rounds (median of the lobby sockets). */
  lobbyPushes: number;
}

export interface CapacityStep {
  sockets: number;
  rssMiB: number;
}

export interface RealtimeBenchResult {
  members: number;
  clientProcesses: number;
  rounds: number;
  /** Sockets in no room watching the lobby during each pass. */
  lobbyWatchers: number;
  app: RoomPass[];
  bare: RoomPass[];
  /** Absent when the ramp was not run. */
  capacity: {
    steps: CapacityStep[];
    /** Sockets held at the end of the ramp (the ramp stops at its target or when RSS passes 1 GiB). */
    held: number;
    failed: number;
    firstError: string | null;
    /** (highest RSS during the ramp - RSS before it) / sockets, KiB. */
    perSocketKiB: number;
    /** 1 GiB / the RSS per socket, counting the RSS before the ramp. */
    projectedAt1GiB: number;
    /** The sockets the ramp was asked for, and the RSS they would take at the measured RSS per socket. */
    target: number;
    projectedRssMiBAtTarget: number;
    /** Why the ramp ended: its target, a refusal, RSS over 1 GiB, or the server's open-file limit. */
    stoppedBy: string;
    clientProcesses: number;
    fdLimit: string;
  } | null;
  loadAverage: number;
}

export interface RealtimeBenchOptions {
  /** Starts a fresh server for the sockets ramp (its memory is then only the sockets'); stopped afterwards. */
  startServer?: () => Promise<Served & { stop(): Promise<void> }>;
  members?: number;
  rounds?: number;
  roundSpacingMs?: number;
  passes?: number;
  capacityTarget?: number;
  capacityStep?: number;
  clientProcesses?: number;
  /** Visitor sockets watching the lobby (no room) during each pass; at most 20 (the visitor cap per address). */
  lobbyWatchers?: number;
  /** Which host patterns to measure (default both). */
  modes?: PassMode[];
  /** Skip the sockets ramp. */
  skipCapacity?: boolean;
}

type RampOptions = Required<Omit<RealtimeBenchOptions, 'startServer' | 'modes' | 'skipCapacity'>>;

/** The cookie of each socket, in order: every user holds at most `perUser` of them. */
export function cookiesOfSockets(cookies: string[], first: number, count: number, perUser: number): string[] {
  return Array.from({ length: count }, (_, i) => cookies[Math.floor((first + i) / perUser)]!);
}

const root = path.resolve(import.meta.dirname, '..');
const GiB = 1024 * 1024 * 1024;
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** VmRSS of a process, bytes. */
export function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
}

/** User + system CPU time of a process, ms (clock ticks of 10 ms). */
export function cpuMsOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Waits until a process uses less than a tenth of a core over a second (at most `timeoutMs`). */
export async function quiet(pid: number, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const before = cpuMsOf(pid);
    await sleep(1000);
    if (cpuMsOf(pid) - before <= 100) return;
  }
}

/** One child process holding sockets. */
export class ClientProcess {
  private child: ChildProcess;
  private waiting: Array<(reply: ClientReply) => void> = [];

  constructor() {
    this.child = fork(path.join(root, 'bench/realtime.clients.ts'), [], {
      cwd: root,
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (reply: ClientReply) => this.waiting.shift()?.(reply));
  }

  ask<R extends ClientReply>(command: ClientCommand): Promise<R> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`clients: no answer to ${command.cmd}`)), 600_000);
      this.waiting.push((reply) => {
        clearTimeout(timer);
        resolve(reply as R);
      });
      this.child.send(command);
    });
  }

  async close(): Promise<void> {
    if (this.child.exitCode !== null) return;
    await this.ask({ cmd: 'close' }).catch(() => undefined);
    await new Promise((r) => (this.child.exitCode !== null ? r(null) : this.child.once('exit', r)));
  }
}

/** Registers `count` users (four at a time: argon2 runs on the thread pool) and answers their session cookies. */
export async function signUp(baseURL: string, count: number): Promise<string[]> {
  const stamp = Date.now().toString(36);
  const cookies: string[] = new Array<string>(count);
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const i = next++;
      const response = await fetch(`${baseURL}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: `rt${stamp}${i}`, password: 'bench-password-1' }),
      });
      if (!response.ok) throw new Error(`register failed: ${response.status} ${await response.text()}`);
      cookies[i] = response.headers.get('set-cookie')!.split(';')[0]!;
    }
  };
  await Promise.all([lane(), lane(), lane(), lane()]);
  return cookies;
}

export function hostSocket(url: string, cookie: string | null): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, {
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: cookie ? { cookie, origin: url } : { origin: url },
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

export function once<T>(socket: Socket, event: string, timeoutMs = 20_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once('error', (payload: { message: string }) => {
      clearTimeout(timer);
      reject(new Error(payload.message));
    });
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/**
 * Starts the bare Socket.IO baseline in its own process; with `redisUrl` (`redis://host:port?prefix=...`) it
 * shares rooms with the other bare processes of that prefix through the Redis Streams adapter, as the app does.
 */
export async function startBare(
  redisUrl?: string,
): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/realtime.bare.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: redisUrl ? { ...process.env, BARE_REDIS_URL: redisUrl } : process.env,
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const match = /port (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', () => reject(new Error('the bare server exited')));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
    },
  };
}

interface Target {
  kind: 'app' | 'bare';
  url: string;
  pid: number;
}

/** The track the app's room plays: the first one of the catalogue, or a path on the site. */
export async function benchTrack(baseURL: string) {
  const page = (await (await fetch(`${baseURL}/api/tracks?pageSize=1`)).json()) as {
    tracks?: Array<{ id: number; title: string; artist?: string; audioUrl: string }>;
  };
  const track = page.tracks?.[0];
  return track
    ? { trackId: track.id, title: track.title, artist: track.artist ?? '', audioUrl: track.audioUrl }
    : { title: 'Benchmark', artist: 'Bench', audioUrl: '/audio/bench.mp3' };
}

/**
 * The host opens a new room and answers its id: on the app, create-room with the catalogue's first track; on a bare
 * baseline server (no rooms to create), join-room.
 */
export async function openRoom(
  host: Socket,
  kind: 'app' | 'bare',
  url: string,
  roomName: string,
): Promise<string> {
  const roomId = `room-${Date.now()}`;
  if (kind === 'app') {
    const created = once<{ roomId: string }>(host, 'room-created');
    host.emit('create-room', { roomId, roomName, trackInfo: await benchTrack(url) });
    await created;
  } else {
    const joined = once(host, 'room-state');
    host.emit('join-room', { roomId });
    await joined;
  }
  return roomId;
}

/**
 * One pass: `members` sockets (spread over client processes) in one room, the host sending a playback
 * change every `spacingMs` (see PassMode), and `lobbyWatchers` visitor sockets in no room; answers the
 * latency of every delivery, the server's CPU over the rounds and the rooms-list pushes the lobby received.
 */
export async function roomPass(
  target: Target,
  cookies: string[],
  options: RampOptions,
  mode: PassMode,
): Promise<RoomPass> {
  const { members, rounds, roundSpacingMs, clientProcesses } = options;
  const host = await hostSocket(target.url, cookies[0]!);
  const refusals: string[] = [];
  host.on('error', (payload: { message: string }) => refusals.push(payload.message));
  const clients = Array.from({ length: clientProcesses }, () => new ClientProcess());
  const lobby = await Promise.all(
    Array.from({ length: options.lobbyWatchers }, () => hostSocket(target.url, null)),
  );
  const lobbyPushes = lobby.map(() => 0);
  let countPushes = false;
  lobby.forEach((socket, i) => {
    socket.on('rooms-list', () => {
      if (countPushes) lobbyPushes[i]! += 1;
    });
  });
  try {
    const roomId = await openRoom(host, target.kind, target.url, 'Benchmark');
    const share = (i: number) =>
      Math.floor(members / clientProcesses) + (i < members % clientProcesses ? 1 : 0);
    const memberCookies = cookies.slice(1);
    let first = 0;
    const connected = await Promise.all(
      clients.map((c, i) => {
        const count = share(i);
        first += count;
        return c.ask<Extract<ClientReply, { ev: 'connected' }>>({
          cmd: 'connect',
          url: target.url,
          count,
          cookies: cookiesOfSockets(memberCookies, first - count, count, ROOM_LIMITS.socketsPerUser),
          origin: target.url,
          concurrency: 50,
        });
      }),
    );
    const notConnected = connected.reduce((n, r) => n + r.failed, 0);
    if (notConnected > 0) throw new Error(`${notConnected} sockets did not connect: ${connected[0]!.error}`);
    // One client process joins at a time: the server sees a steady stream of joins, as in real life.
    for (const c of clients) {
      const joined = await c.ask<Extract<ClientReply, { ev: 'joined' }>>({
        cmd: 'join',
        roomId,
        concurrency: 10,
      });
      if (joined.failed > 0) throw new Error(`${joined.failed} sockets could not join: ${joined.error}`);
    }
    await Promise.all(clients.map((c) => c.ask({ cmd: 'listen', event: 'playback-update' })));
    // Every join told every member: let the server send all of that before measuring.
    await quiet(target.pid);

    const emits: Array<{ position: number; at: number }> = [];
    // 'seek': play, then seek and play again at new positions: the room keeps playing, as a host moving
    // through a track does. 'toggle': play, pause, play... Each round's position is its own, so each
    // delivery is matched to its emit.
    const emit = (k: number, position: number) => {
      const action = k % 2 === 0 ? 'play' : mode === 'seek' ? 'seek' : 'pause';
      emits.push({ position, at: now() });
      host.emit('playback-control', { roomId, action, currentTime: position });
    };
    // Warm-up rounds are measured apart and thrown away.
    for (let k = 0; k < 4; k += 1) {
      emit(k, 6.5 + k * 0.1);
      await sleep(roundSpacingMs);
    }
    await quiet(target.pid);
    await Promise.all(clients.map((c) => c.ask({ cmd: 'collect', emits })));
    emits.length = 0;

    const cpuBefore = cpuMsOf(target.pid);
    countPushes = true;
    for (let k = 0; k < rounds; k += 1) {
      emit(k, 0.05 + k * 0.1);
      await sleep(roundSpacingMs);
    }
    // Until every delivery has left the server (a busy machine can hold it back).
    await quiet(target.pid);
    const cpuMs = cpuMsOf(target.pid) - cpuBefore;
    countPushes = false;
    const replies = await Promise.all(
      clients.map((c) => c.ask<Extract<ClientReply, { ev: 'latencies' }>>({ cmd: 'collect', emits })),
    );
    const values = replies.flatMap((r) => r.values).sort((a, b) => a - b);
    if (refusals.length > 0) throw new Error(`the host was refused: ${refusals.join('; ')}`);
    const missing = replies.reduce((n, r) => n + r.missing, 0);
    const round2 = (v: number) => Math.round(v * 100) / 100;
    return {
      target: target.kind,
      mode,
      members,
      rounds,
      p50: round2(percentile(values, 50)),
      p99: round2(percentile(values, 99)),
      max: round2(values[values.length - 1] ?? NaN),
      samples: values.length,
      missing,
      cpuMs,
      deliveriesPerCpuSecond: Math.round((values.length / Math.max(cpuMs, 10)) * 1000),
      lobbyPushes: lobby.length > 0 ? median(lobbyPushes) : 0,
    };
  } finally {
    host.close();
    for (const socket of lobby) socket.close();
    await Promise.all(clients.map((c) => c.close()));
    // A thousand departures, each told to the room: let them finish before anything else is measured.
    await quiet(target.pid);
  }
}

/** Sockets one client process of the ramp holds (each process has its own open-file limit). */
const SOCKETS_PER_CLIENT_PROCESS = 12_500;
/** Descriptors the server keeps for itself (listening socket, database, logs...): the ramp stops short of them. */
const FD_HEADROOM = 300;

/** The soft open-file limit of a process ('unlimited' reads as Infinity). */
function fdLimitOf(pid: number): number {
  const limit = /Max open files\s+(\S+)/.exec(fs.readFileSync(`/proc/${pid}/limits`, 'utf8'))?.[1];
  return limit === undefined || limit === 'unlimited' ? Infinity : Number(limit);
}

/**
 * Opens idle signed-in websocket sockets on the app in steps, reading its RSS after each step. Each client
 * process connects from its own loopback address (127.0.0.2, 127.0.0.3, ...), so no one address runs out of
 * ports; the ramp stops at its target, when RSS passes 1 GiB, at the first refusal, or short of the server's
 * open-file limit.
 */
async function capacityRamp(
  server: Served,
  cookies: string[],
  options: RampOptions,
): Promise<RealtimeBenchResult['capacity']> {
  const processes = Math.max(
    2,
    options.clientProcesses * 2,
    Math.ceil(options.capacityTarget / SOCKETS_PER_CLIENT_PROCESS),
  );
  const clients = Array.from({ length: processes }, () => new ClientProcess());
  const fdLimit = fdLimitOf(server.pid);
  const ceiling = Math.min(options.capacityTarget, fdLimit - FD_HEADROOM);
  const steps: CapacityStep[] = [];
  let peak = 0;
  const settle = async () => {
    await sleep(1500);
    const rss = rssOf(server.pid);
    peak = Math.max(peak, rss);
    return Math.round(rss / (1024 * 1024));
  };
  const before = rssOf(server.pid);
  steps.push({ sockets: 0, rssMiB: await settle() });
  let held = 0;
  let failed = 0;
  let firstError: string | null = null;
  let end = before;
  try {
    while (held < ceiling && rssOf(server.pid) < GiB && failed === 0) {
      const step = Math.min(options.capacityStep, ceiling - held);
      let first = held;
      const replies = await Promise.all(
        clients.map((c, i) => {
          const count = Math.floor(step / clients.length) + (i < step % clients.length ? 1 : 0);
          first += count;
          return c.ask<Extract<ClientReply, { ev: 'connected' }>>({
            cmd: 'connect',
            url: server.baseURL,
            count,
            cookies: cookiesOfSockets(cookies, first - count, count, ROOM_LIMITS.socketsPerUser),
            origin: server.baseURL,
            concurrency: 25,
            localAddress: `127.0.0.${2 + i}`,
          });
        }),
      );
      for (const r of replies) {
        held += r.ok;
        failed += r.failed;
        firstError ??= r.error;
      }
      steps.push({ sockets: held, rssMiB: await settle() });
    }
    // The highest RSS seen (a garbage collection between steps can lower the last reading).
    end = peak;
  } finally {
    await Promise.all(clients.map((c) => c.close()));
  }
  const perSocket = held > 0 ? (end - before) / held : NaN;
  const stoppedBy =
    held >= options.capacityTarget
      ? 'target'
      : failed > 0
        ? 'refusals'
        : end >= GiB
          ? 'RSS over 1 GiB'
          : 'open-file limit';
  return {
    steps,
    held,
    failed,
    firstError,
    perSocketKiB: Math.round((perSocket / 1024) * 10) / 10,
    projectedAt1GiB: held > 0 ? Math.floor((GiB - before) / perSocket) : 0,
    target: options.capacityTarget,
    projectedRssMiBAtTarget:
      held > 0 ? Math.round((before + perSocket * options.capacityTarget) / 2 ** 20) : 0,
    stoppedBy,
    clientProcesses: processes,
    fdLimit: Number.isFinite(fdLimit) ? String(fdLimit) : 'unlimited',
  };
}

/**
 * The listening-room benchmarks: a 1,000-member room's host play/seek and play/pause reaching every member
 * (p50/p99), the same fan-out on a bare Socket.IO server in the same run (the ratio of deliveries per CPU
 * second), the rooms-list pushes lobby sockets received meanwhile, and the idle signed-in sockets one
 * process holds (RSS per socket).
 */
export async function runRealtimeBench(
  server: Served,
  opts: RealtimeBenchOptions = {},
): Promise<RealtimeBenchResult> {
  const options: RampOptions = {
    members: 1000,
    rounds: 60,
    roundSpacingMs: 200,
    passes: 1,
    capacityTarget: 50_000,
    capacityStep: 5000,
    clientProcesses: 2,
    lobbyWatchers: 10,
    ...opts,
  };
  const modes = opts.modes ?? (['seek', 'toggle'] as PassMode[]);
  // A user may hold ROOM_LIMITS.socketsPerUser sockets (tabs), each its own participant.
  const perUser = ROOM_LIMITS.socketsPerUser;
  const cookies = await signUp(server.baseURL, Math.ceil(options.members / perUser) + 1);
  const bare = await startBare();
  const app: RoomPass[] = [];
  const bares: RoomPass[] = [];
  try {
    // Interleaved passes, so a noisy moment on the shared machine weighs on both sides.
    for (let pass = 0; pass < options.passes; pass += 1) {
      for (const mode of modes) {
        bares.push(await roomPass({ kind: 'bare', url: bare.url, pid: bare.pid }, cookies, options, mode));
        app.push(
          await roomPass({ kind: 'app', url: server.baseURL, pid: server.pid }, cookies, options, mode),
        );
      }
    }
  } finally {
    await bare.stop();
  }
  let capacity: RealtimeBenchResult['capacity'] = null;
  if (!opts.skipCapacity) {
    const fresh = opts.startServer ? await opts.startServer() : null;
    try {
      const target = fresh ?? server;
      // Users enough for the sockets the ramp can open (its target, or short of the open-file limit).
      const rampSockets = Math.min(options.capacityTarget, fdLimitOf(target.pid) - FD_HEADROOM);
      const rampUsers = Math.ceil(rampSockets / perUser);
      const rampCookies = fresh ? await signUp(fresh.baseURL, rampUsers) : cookies;
      await sleep(2000);
      capacity = await capacityRamp(target, rampCookies, options);
    } finally {
      await fresh?.stop();
    }
  }
  return {
    members: options.members,
    clientProcesses: options.clientProcesses,
    rounds: options.rounds,
    lobbyWatchers: options.lobbyWatchers,
    app,
    bare: bares,
    capacity,
    loadAverage: os.loadavg()[0]!,
  };
}

/** The docs/benchmarks.md section of the real-time figures. */
export function realtimeMarkdown(r: RealtimeBenchResult): string {
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
  const of = (passes: RoomPass[], mode: PassMode) => passes.filter((p) => p.mode === mode);
  const pick = (passes: RoomPass[], key: keyof RoomPass) => median(passes.map((p) => Number(p[key])));
  const passesNote = (n: number) => (n === 1 ? 'one pass' : `median of ${n} passes`);
  const rows: string[] = [];
  for (const mode of ['seek', 'toggle'] as PassMode[]) {
    const app = of(r.app, mode);
    const bare = of(r.bare, mode);
    if (app.length === 0 || bare.length === 0) continue;
    const what = mode === 'seek' ? 'host play/seek' : 'host play/pause toggles';
    const ratio = pick(app, 'deliveriesPerCpuSecond') / pick(bare, 'deliveriesPerCpuSecond');
    rows.push(
      `| ${what} reaching every member of a ${fmt(r.members)}-member room, p50 / p99 (${passesNote(app.length)} of ${r.rounds} rounds) | ${pick(app, 'p50')} / ${pick(app, 'p99')} ms | p99 <= 30 ms on loopback |`,
      `| the same on a bare Socket.IO broadcast, p50 / p99 | ${pick(bare, 'p50')} / ${pick(bare, 'p99')} ms | |`,
      `| room fan-out throughput against a bare Socket.IO broadcast, ${what} (deliveries per server CPU second, medians) | ${ratio.toFixed(2)}x (${fmt(pick(app, 'deliveriesPerCpuSecond'))} vs ${fmt(pick(bare, 'deliveriesPerCpuSecond'))}) | >= 0.9x |`,
    );
    if (mode === 'toggle') {
      rows.push(
        `| rooms-list pushes to each of ${r.lobbyWatchers} lobby sockets over ${r.rounds} toggles (members of the room: none) | ${pick(app, 'lobbyPushes')} | at most one per 250 ms |`,
      );
    }
  }
  const c = r.capacity;
  if (c) {
    rows.push(
      `| idle signed-in websocket sockets held by one process | ${fmt(c.held)} (ramp to ${fmt(c.target)} stopped by: ${c.stoppedBy}${c.failed ? `, ${fmt(c.failed)} refused: ${c.firstError}` : ''}), highest RSS ${fmt(Math.max(...c.steps.map((s) => s.rssMiB)))} MiB | 50,000 measured, RSS <= 1 GiB |`,
      `| RSS per socket | ${c.perSocketKiB} KiB (about ${fmt(c.projectedAt1GiB)} sockets would fit in 1 GiB; ${fmt(c.target)} would take about ${fmt(c.projectedRssMiBAtTarget)} MiB) | ~40-50 kB (Socket.IO) |`,
    );
  }
  const passRows = [...r.bare, ...r.app].map(
    (p) =>
      `| ${p.target} | ${p.mode} | ${p.p50} | ${p.p99} | ${p.max} | ${fmt(p.samples)} | ${p.missing} | ${fmt(p.cpuMs)} | ${fmt(p.deliveriesPerCpuSecond)} | ${p.lobbyPushes} |`,
  );
  const ramp = c
    ? `

Sockets ramp on a freshly started server process (RSS 1.5 s after each step; open-file limit ${c.fdLimit}; ${c.clientProcesses}
client processes, each connecting from its own loopback address):

| sockets | RSS MiB |
|---|---|
${c.steps.map((s) => `| ${fmt(s.sockets)} | ${fmt(s.rssMiB)} |`).join('\n')}`
    : '';
  return `| metric | value | target |
|---|---|---|
${rows.join('\n')}

Each pass (latency from the host's emit to each member's handler, clocks of one machine; seek: play then
seeks while playing, toggle: play and pause in turn; lobby pushes: rooms-list events each lobby socket got):

| server | host | p50 ms | p99 ms | max ms | deliveries | missing | server CPU ms | deliveries per CPU second | lobby pushes |
|---|---|---|---|---|---|---|---|---|---|
${passRows.join('\n')}${ramp}

The members are real socket.io-client sockets (websocket transport) in ${r.clientProcesses} child processes of
the benchmark, so the server's event loop is measured and not the clients'; the host and ${r.lobbyWatchers} visitor
sockets watching the lobby sit in the benchmark process. The bare baseline is bench/realtime.bare.ts: the same
Socket.IO version and transport, a broadcast with no session, validation, rate limit or room store. Load
average (1 min) at the end: ${r.loadAverage.toFixed(2)}.`;
}
