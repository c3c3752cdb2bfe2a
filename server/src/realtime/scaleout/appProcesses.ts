import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { freePort, waitFor } from '../../media/uploads/httpTesting';
import type { TestDatabase } from '../../test/databases';
import { deleteKeysWithPrefix } from './redisStore';
import { TEST_REDIS_URL } from './testRedis';

const root = path.resolve(import.meta.dirname, '../../../..');

/** A real app process of a test. */
export interface AppProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/**
 * Real app processes (node + tsx, no seed, no jobs) sharing a suite's database and one Redis key prefix,
 * as several processes of a deployment do. Call `setUp` in beforeAll and `tearDown` in afterAll.
 */
export class AppProcesses {
  private readonly children: ChildProcess[] = [];
  private dataDir = '';
  private ownDir = false;
  private redis: Redis | null = null;

  /** `inherited`: the test process's environment, which the app processes start from (PATH and the like). */
  constructor(
    private readonly t: TestDatabase,
    readonly prefix: string,
    private readonly inherited: Record<string, string | undefined>,
  ) {}

  setUp(): void {
    this.ownDir = this.t.dialect !== 'sqlite';
    // SQLite: the suite's directory, so every process opens the suite's database file.
    this.dataDir = this.ownDir
      ? fs.mkdtempSync(path.join(os.tmpdir(), 'pn-two-'))
      : this.t.processEnv.DATA_DIR!;
    this.redis = new Redis(TEST_REDIS_URL);
  }

  /** Starts one more process and waits until it listens. */
  async start(): Promise<AppProcess> {
    const port = await freePort();
    const env = {
      ...this.inherited,
      ...this.t.processEnv,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: this.dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      REDIS_URL: `${TEST_REDIS_URL}?prefix=${this.prefix}`,
    } as Record<string, string>;
    // One process: node with tsx's loader (the tsx CLI would run the server in a child that survives SIGKILL).
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/media/uploads/testServer.ts'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.children.push(child);
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    await waitFor(() => output.includes('listening') || child.exitCode !== null, 60_000);
    if (child.exitCode !== null) throw new Error(`the app process exited:\n${output}`);
    return { child, url: `http://127.0.0.1:${port}`, output: () => output };
  }

  async tearDown(): Promise<void> {
    for (const child of this.children) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await new Promise((r) => child.once('exit', r));
      }
    }
    if (this.redis) {
      await deleteKeysWithPrefix(this.redis, this.prefix);
      this.redis.disconnect();
    }
    if (this.ownDir) fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}
