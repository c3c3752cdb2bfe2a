import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import { multipart, wavOfSize } from '../../features/upload/testAudio';
import { testConfig } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { outboxTransport } from '../../mail/transport';
import { LocalStorage } from '../storage/local';
import { mediaUrl } from '../storage/storage';
import { cleanOrphanUploads } from './cleanup';
import { freePort, signInCookie, startRequest, waitFor, write } from './httpTesting';
import { memoryLimits } from '../../lib/limits';

const root = path.resolve(import.meta.dirname, '../../../..');

describeEachDatabase('cleanOrphanUploads', (t) => {
  let dataDir: string;
  let ctx: AppContext;
  const children: ChildProcess[] = [];

  const tmpFiles = () => {
    const dir = path.join(dataDir, 'tmp');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const stored = async (prefix = 'audio/') => {
    const keys: string[] = [];
    for await (const key of ctx.storage.list(prefix)) keys.push(key);
    return keys.sort();
  };
  async function putObject(key: string, ageMs = 0): Promise<void> {
    const file = path.join(dataDir, `in-${randomUUID()}`);
    fs.writeFileSync(file, 'RIFF....WAVE');
    await ctx.storage.putFile(key, file, 'audio/wav');
    if (ageMs) {
      const when = new Date(Date.now() - ageMs);
      fs.utimesSync(path.join(dataDir, 'media', key), when, when);
    }
  }

  let ownDir = false;

  beforeAll(() => {
    // SQLite: the suite's directory, so that a server started on DATA_DIR opens the suite's database file.
    ownDir = t.dialect !== 'sqlite';
    dataDir = ownDir ? fs.mkdtempSync(path.join(os.tmpdir(), 'pn-cleanup-')) : t.processEnv.DATA_DIR!;
    ctx = {
      config: testConfig({ dataDir }),
      database: t.handle,
      storage: new LocalStorage(path.join(dataDir, 'media')),
      log: Fastify({ logger: false }).log,
      limits: memoryLimits(),
      mail: outboxTransport(path.join(dataDir, 'mail')),
    };
  });

  afterAll(() => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('deletes old stored uploads no row refers to, and keeps referenced and recent ones', async () => {
    const user = await createUser(t.db);
    const kept = `audio/${randomUUID()}.wav`;
    const orphan = `audio/${randomUUID()}.wav`;
    const orphanVideo = `videos/${randomUUID()}.webm`;
    const recent = `audio/${randomUUID()}.wav`;
    const cover = `covers/${randomUUID()}.png`;
    const hour = 60 * 60 * 1000;
    for (const key of [kept, orphan, orphanVideo, cover]) await putObject(key, hour);
    await putObject(recent);
    await t.db
      .insertInto('tracks')
      .values({ userId: user.id, title: 'Kept', audioUrl: mediaUrl(kept), storageKey: kept })
      .execute();
    fs.mkdirSync(path.join(dataDir, 'tmp'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'tmp', 'upload-old.part'), 'x');
    fs.writeFileSync(path.join(dataDir, 'tmp', 'unrelated.txt'), 'x');
    const old = new Date(Date.now() - hour);
    fs.utimesSync(path.join(dataDir, 'tmp', 'upload-old.part'), old, old);

    const result = await cleanOrphanUploads(ctx);
    expect(result).toEqual({ tempFiles: 1, objects: 2 });
    expect(await stored()).toEqual([kept, recent].sort());
    expect(await stored('videos/')).toEqual([]);
    expect(await stored('covers/')).toEqual([cover]);
    expect(tmpFiles()).toEqual(['unrelated.txt']);

    await t.db.deleteFrom('tracks').execute();
    await ctx.storage.delete(kept);
    await ctx.storage.delete(recent);
    await ctx.storage.delete(cover);
    fs.rmSync(path.join(dataDir, 'tmp', 'unrelated.txt'));
  });

  it('leaves no row and no partial file after the server is killed mid-upload', async () => {
    const user = await createUser(t.db);
    const port = await freePort();
    const env: Record<string, string> = {
      ...process.env,
      ...t.processEnv,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
    } as Record<string, string>;
    // One process: node with tsx's loader (the tsx CLI would run the server in a second process that survives SIGKILL).
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/media/uploads/testServer.ts'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    await waitFor(() => output.includes('listening') || child.exitCode !== null, 30_000);
    expect(child.exitCode, output).toBeNull();

    const baseURL = `http://127.0.0.1:${port}`;
    const cookie = await signInCookie(baseURL, user.username, user.plainPassword);
    const { payload, headers } = multipart([
      { name: 'audioFile', filename: 'big.wav', contentType: 'audio/wav', data: wavOfSize(30 * 1024 * 1024) },
    ]);
    const sent = startRequest(`${baseURL}/api/upload/audio`, 'POST', {
      ...headers,
      cookie,
      'content-length': payload.length,
    });
    sent.response.catch(() => undefined);
    sent.request.on('error', () => undefined);
    await write(sent.request, payload.subarray(0, 8 * 1024 * 1024));
    // The upload is streaming to disk when the process dies.
    await waitFor(() =>
      tmpFiles().some((f) => f.startsWith('upload-') && fs.statSync(path.join(dataDir, 'tmp', f)).size > 0),
    );
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    sent.request.destroy();

    expect(tmpFiles().filter((f) => f.startsWith('upload-'))).toHaveLength(1);
    await cleanOrphanUploads(ctx, { olderThanMs: 0 });
    expect(tmpFiles()).toEqual([]);
    expect(await stored()).toEqual([]);
    const rows = await t.db.selectFrom('tracks').select('id').where('userId', '=', user.id).execute();
    expect(rows).toEqual([]);
  }, 240_000);
});
