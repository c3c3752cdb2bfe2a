import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../server/src/db/connection';
import { freePort } from '../server/src/media/uploads/httpTesting';

/** What the campaign benches share: a counting SMTP server, the server in its own process, the audience, the load. */

export interface Latency {
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

const root = path.resolve(import.meta.dirname, '..');
const CHUNK = 500;

/** An SMTP server that only counts (no parsing), so the measuring process stays light. */
export async function startSink() {
  const port = await freePort();
  const state = { received: 0, first: 0, last: 0, recipients: new Set<string>() };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('end', () => {
        const now = performance.now();
        state.received += 1;
        if (state.first === 0) state.first = now;
        state.last = now;
        for (const to of session.envelope.rcptTo) state.recipients.add(to.address);
        callback();
      });
      stream.resume();
    },
  });
  // A sender that stops mid-message (a process stopped while sending) resets its connection: not an error here.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    state,
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** The server from source (server/src/main.ts), as `npm start` runs it, in its own process (`nodeArgs`: flags to node). */
export async function startServer(dataDir: string, env: Record<string, string>, nodeArgs: string[] = []) {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', path.join(root, 'server/src/main.ts')],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        COOKIE_SECURE: 'false',
        PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited early');
    if (Date.now() > deadline) throw new Error('server did not become healthy');
    if (
      await fetch(`${baseURL}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseURL,
    pid: child.pid!,
    stop: () => new Promise<void>((r) => (child.once('exit', () => r()), child.kill('SIGTERM'))),
  };
}

export async function latency(url: string, cookie: string, seconds: number): Promise<Latency> {
  const result = await autocannon({ url, connections: 10, duration: seconds, headers: { cookie } });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Three runs of `latency`, keeping the one with the median p99 (single runs are noisy on a busy machine). */
export async function medianLatency(url: string, cookie: string): Promise<Latency> {
  const runs: Latency[] = [];
  for (let i = 0; i < 3; i++) runs.push(await latency(url, cookie, 5));
  return runs.sort((a, b) => a.p99 - b.p99)[1]!;
}

/** `recipients` verified fans who agreed to the artist's emails (benchfan0, benchfan1, ...). */
export async function addCampaignAudience(db: Db, artistId: number, recipients: number): Promise<void> {
  const now = new Date().toISOString();
  for (let start = 0; start < recipients; start += CHUNK) {
    const fans = await db
      .insertInto('users')
      .values(
        Array.from({ length: Math.min(CHUNK, recipients - start) }, (_, i) => ({
          username: `benchfan${start + i}`,
          password: 'not-a-login',
          email: `fan${start + i}@example.test`,
          displayName: `Fan ${start + i}`,
          userType: 'fan',
          genres: '[]',
          emailVerifiedAt: now,
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('marketingConsents')
      .values(fans.map((fan) => ({ fanId: fan.id, artistId, createdAt: now })))
      .execute();
  }
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc; 0 elsewhere). */
export function cpuMsOf(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}
