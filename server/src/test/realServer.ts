import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../media/uploads/httpTesting';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface RealServer {
  child: ChildProcess;
  baseURL: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Its exit code and when it exited. */
  exited: Promise<{ code: number | null; at: number }>;
}

/**
 * Starts the real server (server/src/main.ts) in its own process on a free port with `env` (PATH, DATA_DIR and
 * the rest: the caller's environment is not passed on), and resolves once /api/health answers: for tests that kill, restart or signal it.
 */
export async function startRealServer(env: Record<string, string>): Promise<RealServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
    cwd: root,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.on('exit', (code) => resolve({ code, at: Date.now() })),
  );
  const baseURL = `http://127.0.0.1:${port}`;
  // A guard against a hang: seeding the demo on a machine busy with other work can take minutes.
  const deadline = Date.now() + 360_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${output}`);
    const ok = await fetch(`${baseURL}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, baseURL, output: () => output, exited };
}
