/**
 * The server the real-time benchmarks measure: `server/src/main.ts` from the sources (no build needed), production
 * settings, an empty database without the demo seed, the open-file limit raised, answered once /api/health does.
 * Used by bench/realtime.run.ts (one process) and bench/realtime.cluster.ts (two processes sharing Redis).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../server/src/media/uploads/httpTesting';
import type { Served } from './realtime.bench';

const root = path.resolve(import.meta.dirname, '..');
/** The open-file limit asked for the server (50,000 sockets and the rest). */
const OPEN_FILES = 65_536;

/** Starts `server/src/main.ts` (production settings, empty database, no demo seed) and waits for health. */
export async function startServer(
  extraEnv: Record<string, string>,
  profileDir: string | null = null,
): Promise<Served & { stop(): Promise<void> }> {
  const port = await freePort();
  // Servers that share a database are given the same DATA_DIR; otherwise each has a fresh one of its own.
  const ownDataDir = extraEnv.DATA_DIR ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'pn-rt-bench-'));
  const dataDir = extraEnv.DATA_DIR ?? ownDataDir!;
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
      if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
