/**
 * The real server with its log going into a pipe whose reader has gone, or stopped reading: it answers requests and
 * stops within SHUTDOWN_TIMEOUT_SECONDS whatever the reader does (decision 0047).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../media/uploads/httpTesting';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const SHUTDOWN_SECONDS = 3;
/** A guard against a hang, not a timing check: a hung process never exits. */
const EXIT_GUARD_MS = (SHUTDOWN_SECONDS + 30) * 1000;

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-fault-log-'));
const processes: ChildProcess[] = [];
let runs = 0;

afterAll(() => {
  for (const child of processes) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        child.kill('SIGCONT');
        child.kill('SIGKILL');
      } catch {
        // already gone
      }
    }
  }
  fs.rmSync(work, { recursive: true, force: true });
});

async function serverEnv(extra: Record<string, string> = {}) {
  const port = await freePort();
  const dataDir = path.join(work, `data-${++runs}`);
  fs.mkdirSync(dataDir);
  const env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    SHUTDOWN_TIMEOUT_SECONDS: String(SHUTDOWN_SECONDS),
    ...extra,
  };
  return { env, baseURL: `http://127.0.0.1:${port}` };
}

const serverCommand = [process.execPath, '--import', 'tsx', path.join(root, 'server/src/main.ts')];

async function waitForHealth(baseURL: string, alive: () => boolean, output: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (!alive()) throw new Error(`server exited early:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${output()}`);
    const ok = await fetch(`${baseURL}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: string | null }> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const guard = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, guard]).finally(() => clearTimeout(timer));
}

/** Whether a process still runs (a zombie nobody reaped has exited). */
function running(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/**
 * The server with its stdout into a named pipe read by `cat` (like `server > fifo` with `cat fifo` reading): the
 * reader can be killed or stopped (SIGSTOP: it holds the pipe and reads nothing) independently of the server.
 */
async function serverIntoPipe(extraEnv: Record<string, string> = {}) {
  const fifo = path.join(work, `log-${++runs}.fifo`);
  execFileSync('mkfifo', [fifo]);
  const reader = spawn('cat', [fifo], { stdio: ['ignore', 'pipe', 'ignore'] });
  processes.push(reader);
  let read = '';
  reader.stdout!.on('data', (d: Buffer) => (read += d.toString()));
  const pipe = await fs.promises.open(fifo, 'w');
  const { env, baseURL } = await serverEnv(extraEnv);
  const server = spawn(serverCommand[0]!, serverCommand.slice(1), {
    cwd: root,
    env,
    stdio: ['ignore', pipe.fd, 'pipe'],
  });
  processes.push(server);
  await pipe.close();
  let errors = '';
  server.stderr!.on('data', (d: Buffer) => (errors += d.toString()));
  await waitForHealth(
    baseURL,
    () => server.exitCode === null,
    () => read + errors,
  );
  return { server, reader, baseURL, read: () => read, errors: () => errors };
}

async function health(baseURL: string): Promise<number> {
  const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(30_000) });
  await response.arrayBuffer();
  return response.status;
}

describe('logging never stops the server', () => {
  it('with a reader that reads, the lines logged just before exit reach it', async () => {
    const { server, read, errors } = await serverIntoPipe();
    server.kill('SIGTERM');
    const exit = await within(exited(server), EXIT_GUARD_MS, 'exit after SIGTERM');
    expect(exit.code, errors()).toBe(0);
    await expect.poll(read).toContain('"msg":"stopped"');
    expect(read()).toContain('"msg":"shutting down"');
  }, 300_000);

  it('exits on SIGTERM after the reader of its log was killed', async () => {
    const { server, reader, read, errors } = await serverIntoPipe();
    expect(read()).toContain('Server listening');

    reader.kill('SIGKILL');
    await exited(reader);
    // Its first write after the signal ('shutting down') meets the broken pipe (EPIPE).
    server.kill('SIGTERM');
    const exit = await within(exited(server), EXIT_GUARD_MS, 'exit after SIGTERM');
    expect(exit.signal).toBeNull();
    expect(exit.code, errors()).toBe(0);
  }, 300_000);

  it('goes on answering after the reader of its log was killed, then exits on SIGTERM', async () => {
    const { server, reader, baseURL, errors } = await serverIntoPipe();
    reader.kill('SIGKILL');
    await exited(reader);
    // Each request logs: the writes meet the broken pipe, and neither they nor a console write end the process.
    for (let i = 0; i < 20; i++) expect(await health(baseURL)).toBe(200);
    server.kill('SIGTERM');
    const exit = await within(exited(server), EXIT_GUARD_MS, 'exit after SIGTERM');
    expect(exit.signal).toBeNull();
    expect(exit.code, errors()).toBe(0);
  }, 300_000);

  it('`server | cat`: SIGINT to the whole process group ends both', async () => {
    const { env, baseURL } = await serverEnv();
    const command = `${serverCommand.map((part) => `'${part}'`).join(' ')} | cat`;
    // Its own process group, like a shell's foreground job: Ctrl-C signals every process in it.
    const shell = spawn('sh', ['-c', command], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    processes.push(shell);
    let output = '';
    shell.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    shell.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    // 'close' comes once every process holding the shell's stdout and stderr (cat, the server) has exited.
    const closed = new Promise<void>((resolve) => shell.once('close', () => resolve()));
    await waitForHealth(
      baseURL,
      () => shell.exitCode === null,
      () => output,
    );
    const serverPid = Number(/"pid":(\d+)/.exec(output)?.[1]);
    expect(running(serverPid)).toBe(true);

    process.kill(-shell.pid!, 'SIGINT');
    await within(closed, EXIT_GUARD_MS, 'server and cat ending after SIGINT');
    expect(running(serverPid)).toBe(false);
  }, 300_000);

  it('answers requests while its stdout pipe is full and unread, drops and counts log lines, and exits on SIGTERM', async () => {
    const { server, reader, baseURL, read, errors } = await serverIntoPipe({
      LOG_LEVEL: 'trace',
      LOG_BUFFER_KIB: '64',
    });
    reader.kill('SIGSTOP');
    // About 500 bytes of log a request: 1500 requests fill the 64 KiB pipe and the 64 KiB buffer many times over.
    const statuses = new Map<number, number>();
    for (let batch = 0; batch < 150; batch++) {
      const answered = await Promise.all(Array.from({ length: 10 }, () => health(baseURL)));
      for (const status of answered) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 1500 });

    // The reader reads again: the next line that gets through is preceded by how many were dropped.
    reader.kill('SIGCONT');
    await expect
      .poll(async () => {
        await health(baseURL);
        return read();
      })
      .toContain('log lines dropped');
    const notices = read()
      .split('\n')
      .filter((l) => l.includes('"droppedLogLines"'))
      .map((l) => JSON.parse(l) as { droppedLogLines: number });
    const dropped = notices.reduce((sum, n) => sum + n.droppedLogLines, 0);
    expect(dropped).toBeGreaterThan(0);

    // Full again, then SIGTERM: the exit does not wait for the reader.
    reader.kill('SIGSTOP');
    for (let i = 0; i < 300; i++) expect(await health(baseURL)).toBe(200);
    server.kill('SIGTERM');
    const exit = await within(exited(server), EXIT_GUARD_MS, 'exit after SIGTERM with the pipe full');
    expect(exit.signal).toBeNull();
    expect(exit.code, errors()).toBe(0);
    reader.kill('SIGCONT');
    console.info(
      JSON.stringify({ fault: 'log pipe full', requests: 1800, droppedLogLinesReported: dropped }),
    );
  }, 300_000);
});
