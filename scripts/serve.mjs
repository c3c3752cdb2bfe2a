// Starts the built server on a free port with a fresh data directory (for browser journeys and benchmarks).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildIsCurrent, root } from './paths.mjs';

/** Builds when the sources changed since the last build. */
export async function ensureBuild() {
  if (!buildIsCurrent()) {
    const { build } = await import('./build.mjs');
    await build();
  }
}

/** A TCP port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Resolves once `${baseURL}/api/health` answers 200; fails when `isAlive()` turns false or after three minutes (a first start on a busy machine synthesises and analyses the demo catalogue). */
export async function waitForHealth(baseURL, isAlive = () => true, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!isAlive()) throw new Error('server exited early');
    if (Date.now() > deadline) throw new Error('server did not become healthy');
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Spawns `node dist/server/main.js` and resolves once /api/health answers 200.
 * Returns { baseURL, dataDir, pid, stop() }.
 */
export async function serveBuilt(extraEnv = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-serve-'));
  let output = '';
  const child = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseURL, () => child.exitCode === null);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error.message}:\n${output}`);
  }
  return {
    baseURL,
    dataDir,
    pid: child.pid,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
