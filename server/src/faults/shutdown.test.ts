import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { io as connect } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { wavBytes } from '../features/upload/testAudio';
import { startRequest, signInCookie } from '../media/uploads/httpTesting';
import { startRealServer } from '../test/realServer';

const DEADLINE_SECONDS = 6;

/** The real server with the demo seed and a short shutdown deadline. */
function startServer(dataDir: string) {
  return startRealServer({
    PATH: process.env.PATH ?? '',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    SHUTDOWN_TIMEOUT_SECONDS: String(DEADLINE_SECONDS),
  });
}

function jobs(file: string): Array<{ id: number; status: string; attempts: number }> {
  const db = new BetterSqlite3(file, { readonly: true });
  try {
    return db.prepare('select id, status, attempts from jobs order by id').all() as never;
  } finally {
    db.close();
  }
}

function uploadTempFiles(dataDir: string): string[] {
  try {
    return fs.readdirSync(path.join(dataDir, 'tmp')).filter((name) => name.startsWith('upload-'));
  } catch {
    return [];
  }
}

async function until<T>(get: () => T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = get();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('SIGTERM during an upload, a job and an open room', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-fault-shutdown-'));
  const dbFile = path.join(dataDir, 'panda-nation.sqlite');
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('exits within the deadline, hands the job back, leaves nothing half-written, and the job runs on the next start', async () => {
    const first = await startServer(dataDir);
    children.push(first.child);
    const cookie = await signInCookie(first.baseURL, 'lunawaves', 'pandanation');
    const tracksBefore = (
      new BetterSqlite3(dbFile, { readonly: true }).prepare('select count(*) as n from tracks').get() as {
        n: number;
      }
    ).n;

    // An analysis job of the demo catalogue is running.
    const running = await until(() => jobs(dbFile).find((job) => job.status === 'running'), 240_000);

    // A listener in the Listening Parties socket server.
    const socket = connect(first.baseURL, {
      transports: ['websocket'],
      extraHeaders: { cookie },
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    const disconnected = new Promise<string>((resolve) =>
      socket.on('disconnect', (reason) => resolve(reason)),
    );

    // An upload whose body is still arriving.
    const boundary = 'pnfaultboundary';
    const upload = startRequest(`${first.baseURL}/api/upload/audio`, 'POST', {
      cookie,
      origin: first.baseURL,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': 5_000_000,
    });
    upload.request.on('error', () => undefined);
    upload.response.catch(() => undefined);
    upload.request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="audioFile"; filename="half.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
    );
    upload.request.write(wavBytes(100_000));
    await until(() => (uploadTempFiles(dataDir).length > 0 ? true : undefined), 30_000);

    const signalledAt = Date.now();
    first.child.kill('SIGTERM');
    const exit = await first.exited;
    const seconds = (exit.at - signalledAt) / 1000;
    expect(seconds).toBeLessThan(DEADLINE_SECONDS + 5);
    expect(await disconnected).toBeTruthy();
    // The upload never finished, so the process says it abandoned it.
    expect(first.output()).toContain('shutdown deadline passed');
    expect(first.output()).toContain('requests and sockets');
    upload.request.destroy();

    const after = jobs(dbFile);
    expect(after.filter((job) => job.status === 'failed')).toEqual([]);
    expect(after.filter((job) => job.status === 'running')).toEqual([]);
    const handedBack = after.find((job) => job.id === running.id)!;
    expect(handedBack.status === 'queued' || handedBack.status === 'done').toBe(true);
    const tracksAfter = (
      new BetterSqlite3(dbFile, { readonly: true }).prepare('select count(*) as n from tracks').get() as {
        n: number;
      }
    ).n;
    expect(tracksAfter).toBe(tracksBefore);

    // The next start cleans the half-received file and runs the job that was handed back.
    const second = await startServer(dataDir);
    children.push(second.child);
    await until(
      () => (jobs(dbFile).find((job) => job.id === running.id)?.status === 'done' ? true : undefined),
      360_000,
    );
    expect(uploadTempFiles(dataDir)).toEqual([]);
    const attempts = jobs(dbFile).find((job) => job.id === running.id)!.attempts;
    expect(attempts).toBe(1);
    second.child.kill('SIGTERM');
    const secondExit = await second.exited;
    console.info(
      JSON.stringify({
        fault: 'SIGTERM with an upload in flight',
        exitSeconds: seconds,
        exitCode: exit.code,
        secondExitCode: secondExit.code,
      }),
    );
  }, 1_200_000);
});
