/**
 * The real-time benchmark alone (bench/realtime.bench.ts), against the server run from its sources (no
 * build needed): `npx tsx bench/realtime.run.ts [--passes 3] [--members 1000] [--rounds 60] [--redis]
 * [--capacity [--capacity-target 50000] [--capacity-step 5000]] [--modes seek,toggle] [--profile dir]`.
 * `--redis` gives the server REDIS_URL (the local Redis, a key prefix of its own), so shared caps and budgets
 * are measured too. `--profile dir` writes the measured server's CPU profile (node --cpu-prof) into dir when
 * it stops. Prints the markdown and writes the raw figures as JSON next to it in the system's temporary
 * directory.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { deleteKeysWithPrefix } from '../server/src/realtime/scaleout/redisStore';
import { type PassMode, realtimeMarkdown, runRealtimeBench, type Served } from './realtime.bench';

const root = path.resolve(import.meta.dirname, '..');
const REDIS_URL = 'redis://127.0.0.1:6379';
/** The open-file limit asked for the server (50,000 sockets and the rest). */
const OPEN_FILES = 65_536;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts `server/src/main.ts` (production settings, empty database, no demo seed) and waits for health. */
async function startServer(
  extraEnv: Record<string, string>,
  profileDir: string | null = null,
): Promise<Served & { stop(): Promise<void> }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-rt-bench-'));
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const node = [process.execPath, ...profile, '--import', 'tsx', 'server/src/main.ts'];
  // Through a shell that raises its open-file limit (to OPEN_FILES, or the hard limit when that is lower) and
  // execs the server, so the server's pid is the shell's: the sockets ramp needs a descriptor per socket.
  const raise = `ulimit -n ${OPEN_FILES} 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$@"`;
  const child: ChildProcess = spawn('/bin/sh', ['-c', raise, 'sh', ...node], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      COOKIE_SECURE: 'false',
      REGISTER_RATE_LIMIT_PER_IP: '1000000',
      REGISTER_RATE_LIMIT_PER_USERNAME: '1000000',
      LOGIN_RATE_LIMIT_PER_IP: '1000000',
      LOGIN_RATE_LIMIT_PER_USERNAME: '1000000',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited');
    if (Date.now() > deadline) throw new Error('the server did not become healthy');
    const ok = await fetch(`${baseURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseURL,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      passes: { type: 'string', default: '3' },
      members: { type: 'string', default: '1000' },
      rounds: { type: 'string', default: '60' },
      modes: { type: 'string', default: 'seek,toggle' },
      redis: { type: 'boolean', default: false },
      capacity: { type: 'boolean', default: false },
      profile: { type: 'string' },
      'capacity-target': { type: 'string', default: '50000' },
      'capacity-step': { type: 'string', default: '5000' },
    },
  });
  const prefix = `pn-bench:${randomBytes(4).toString('hex')}:`;
  const env: Record<string, string> = values.redis ? { REDIS_URL: `${REDIS_URL}?prefix=${prefix}` } : {};
  const server = await startServer(env, values.profile ? path.resolve(values.profile) : null);
  try {
    const result = await runRealtimeBench(server, {
      passes: Number(values.passes),
      members: Number(values.members),
      rounds: Number(values.rounds),
      modes: values.modes.split(',') as PassMode[],
      skipCapacity: !values.capacity,
      capacityTarget: Number(values['capacity-target']),
      capacityStep: Number(values['capacity-step']),
      startServer: () => startServer(env),
    });
    const markdown = realtimeMarkdown(result);
    const file = path.join(os.tmpdir(), `realtime-bench-${Date.now()}.json`);
    fs.writeFileSync(file, JSON.stringify({ redis: values.redis, ...result }, null, 2));
    console.log(
      `${markdown}\n\n(${values.redis ? 'with REDIS_URL' : 'one process, no Redis'}; raw: ${file})`,
    );
  } finally {
    await server.stop();
    if (values.redis) {
      const redis = new Redis(REDIS_URL);
      await deleteKeysWithPrefix(redis, prefix);
      redis.disconnect();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
