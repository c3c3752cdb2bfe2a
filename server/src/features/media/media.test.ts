import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3 } from '../../media/storage/testS3';
import { describeEachDatabase, type TestDatabase } from '../../test/databases';
import { parseRange } from './range';

describeEachDatabase('media API', (t) => {
  describe('local storage', () => mediaSuite(t, 'local'));
  describe('S3 storage', () => mediaSuite(t, 's3'));
});

function mediaSuite(t: TestDatabase, kind: 'local' | 's3') {
  let app: FastifyInstance;
  let stopS3: (() => Promise<void>) | null = null;
  const bytes = randomBytes(100_000);
  let key: string;
  let url: string;

  async function store(name: string, data: Buffer, contentType: string): Promise<string> {
    const file = path.join(app.ctx.config.dataDir, `in-${randomUUID()}`);
    fs.writeFileSync(file, data);
    await app.ctx.storage.putFile(name, file, contentType);
    return `/media/${name}`;
  }

  beforeAll(async () => {
    if (kind === 's3') {
      const s3 = await startTestS3();
      stopS3 = s3.stop;
      app = await t.buildApp({ s3: s3.config });
    } else {
      app = await t.buildApp();
    }
    key = `audio/${randomUUID()}.mp3`;
    url = await store(key, bytes, 'audio/mpeg');
  });

  afterAll(async () => {
    await stopS3?.();
  });

  const get = (target: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: target, headers });

  it('serves the whole object with its type, validators and cache headers', async () => {
    expect(app.ctx.storage.constructor.name).toBe(kind === 's3' ? 'S3Storage' : 'LocalStorage');
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'audio/mpeg',
      'content-length': String(bytes.length),
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(response.headers.etag).toMatch(/^"[^"]+"$/);
    expect(new Date(String(response.headers['last-modified'])).getTime()).not.toBeNaN();
  });

  it('answers a byte range with 206, Content-Range and exactly those bytes', async () => {
    const response = await get(url, { range: 'bytes=1000-1999' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(response.headers['content-length']).toBe('1000');
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.rawPayload.equals(bytes.subarray(1000, 2000))).toBe(true);
  });

  it('answers an open-ended range to the end', async () => {
    const response = await get(url, { range: 'bytes=99000-' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 99000-99999/${bytes.length}`);
    expect(response.rawPayload.equals(bytes.subarray(99000))).toBe(true);
  });

  it('answers a suffix range with the last bytes', async () => {
    const response = await get(url, { range: 'bytes=-500' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 99500-99999/${bytes.length}`);
    expect(response.rawPayload.equals(bytes.subarray(-500))).toBe(true);
  });

  it('clamps a range that runs past the end', async () => {
    const response = await get(url, { range: 'bytes=99990-200000' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 99990-99999/${bytes.length}`);
    expect(response.rawPayload.length).toBe(10);
  });

  it('answers 416 with the size for a range beyond the end', async () => {
    const response = await get(url, { range: `bytes=${bytes.length}-` });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  it('sends the whole object for several ranges or a malformed one', async () => {
    for (const range of ['bytes=0-1,5-6', 'items=0-5', 'bytes=9-3']) {
      const response = await get(url, { range });
      expect(response.statusCode, range).toBe(200);
      expect(response.rawPayload.length).toBe(bytes.length);
    }
  });

  it('ignores the range when If-Range names another version', async () => {
    const response = await get(url, { range: 'bytes=0-9', 'if-range': '"other"' });
    expect(response.statusCode).toBe(200);
    const etag = String((await get(url)).headers.etag);
    const matching = await get(url, { range: 'bytes=0-9', 'if-range': etag });
    expect(matching.statusCode).toBe(206);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const etag = String((await get(url)).headers.etag);
    const response = await get(url, { 'if-none-match': etag });
    expect(response.statusCode).toBe(304);
    expect(response.rawPayload.length).toBe(0);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await app.inject({ method: 'HEAD', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(bytes.length));
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.rawPayload.length).toBe(0);
    const ranged = await app.inject({ method: 'HEAD', url, headers: { range: 'bytes=0-99' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 0-99/${bytes.length}`);
  });

  it.each([
    ['wav', 'audio/wav'],
    ['flac', 'audio/flac'],
    ['mp4', 'video/mp4'],
    ['webm', 'video/webm'],
    ['png', 'image/png'],
    ['jpg', 'image/jpeg'],
  ])('serves .%s as %s', async (ext, type) => {
    const target = await store(`media-${ext}/${randomUUID()}.${ext}`, Buffer.from('data'), type);
    const response = await get(target);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves an empty object', async () => {
    const target = await store(`audio/${randomUUID()}.wav`, Buffer.alloc(0), 'audio/wav');
    const response = await get(target);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe('0');
    expect((await get(target, { range: 'bytes=0-' })).statusCode).toBe(416);
  });

  it('answers 404 JSON for a missing key', async () => {
    const response = await get(`/media/audio/${randomUUID()}.mp3`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it('never serves a file outside storage, however the path is spelled', async () => {
    fs.writeFileSync(path.join(app.ctx.config.dataDir, 'secret.txt'), 'top secret');
    for (const target of [
      '/media/../secret.txt',
      '/media/..%2fsecret.txt',
      '/media/audio/..%2F..%2Fsecret.txt',
      '/media/%2e%2e/secret.txt',
      '/media/audio/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/media/audio/..%5c..%5csecret.txt',
      '/media/%2fetc%2fpasswd',
      '/media//etc/passwd',
      '/media/audio/%00.mp3',
      `/media/${key.replace('/', '%2F')}x`,
    ]) {
      const response = await get(target);
      expect([400, 404], target).toContain(response.statusCode);
      expect(response.body, target).not.toContain('top secret');
      expect(response.body, target).not.toContain('root:');
    }
  });
}

describe('parseRange', () => {
  it('reads single ranges and rejects what it cannot satisfy', () => {
    expect(parseRange(undefined, 10)).toBeNull();
    expect(parseRange('bytes=0-0', 10)).toEqual({ start: 0, end: 0 });
    expect(parseRange('bytes=5-', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(parseRange('bytes=-30', 10)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=-', 10)).toBeNull();
    expect(parseRange('bytes=1-2,3-4', 10)).toBeNull();
  });
});
