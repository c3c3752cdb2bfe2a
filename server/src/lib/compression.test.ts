import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/databases';
import { createUser } from '../test/factories';
import { createTrack } from '../features/tracks/testing';
import { acceptedEncoding, COMPRESS_ABOVE_BYTES } from './compression';

const BROWSER = 'gzip, deflate, br, zstd';

describeEachDatabase('compressed responses', (t) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await t.buildApp();
    const artist = await createUser(t.db);
    for (let i = 0; i < 12; i += 1) {
      await createTrack(t.db, {
        userId: artist.id,
        title: `Compressible track number ${i}`,
        artist: 'Luna Waves',
      });
    }
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the catalogue page compressed as the client accepts, the same page each time', async () => {
    const plain = await get('/api/tracks');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_ABOVE_BYTES);

    const br = await get('/api/tracks', BROWSER);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/Cookie/);
    expect(String(br.headers.vary)).toMatch(/Accept-Encoding/);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    // The kept page is compressed once: a second request gets the same bytes.
    expect((await get('/api/tracks', BROWSER)).rawPayload.equals(br.rawPayload)).toBe(true);

    const gzip = await get('/api/tracks', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);

    const refused = await get('/api/tracks', 'br;q=0, identity');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);

    // Revalidation still answers 304 with no body, whatever the encoding.
    const again = await app.inject({
      method: 'GET',
      url: '/api/tracks',
      headers: { 'accept-encoding': BROWSER, 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('compresses any other JSON above 1 kB, and leaves small answers as they are', async () => {
    const document = await get('/api/openapi.json', BROWSER);
    expect(document.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(document.rawPayload).toString('utf8'))).toHaveProperty(
      'paths',
    );

    const health = await get('/api/health', BROWSER);
    expect(health.rawPayload.length).toBeLessThan(COMPRESS_ABOVE_BYTES);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toHaveProperty('status');
  });

  it('never holds back server-sent events by compressing them', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/mentor/chat',
      headers: { 'accept-encoding': BROWSER },
      payload: { mentorId: 'drizzy', message: 'How do I write a catchy hook?' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('event: start');
    expect(response.body).toContain('event: done');
  });
});

it('negotiates brotli first, then gzip, by the q-values the client sends', () => {
  const asking = (header?: string) => acceptedEncoding({ headers: { 'accept-encoding': header } });
  expect(asking('gzip, deflate, br')).toBe('br');
  expect(asking('gzip')).toBe('gzip');
  expect(asking('br;q=0, gzip')).toBe('gzip');
  expect(asking('gzip;q=1, br;q=0.5')).toBe('gzip');
  expect(asking('identity')).toBeNull();
  expect(asking('deflate')).toBeNull();
  expect(asking(undefined)).toBeNull();
});
