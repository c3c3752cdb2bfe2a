import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { S3Storage } from '../media/storage/s3';
import { startTestS3 } from '../media/storage/testS3';
import { UNAVAILABLE_MESSAGE } from '../lib/outage';
import { type TestClient, signedInClient } from '../test/client';
import { describeEachDatabase } from '../test/databases';
import { createUser } from '../test/factories';
import { TcpRelay } from '../test/tcpRelay';
import { type MultipartPart, multipart, wavBytes } from '../features/upload/testAudio';

describeEachDatabase('media storage (S3) away', (t) => {
  let app: FastifyInstance;
  let relay: TcpRelay;
  let stopS3: () => Promise<void>;
  let client: TestClient;
  let storage: S3Storage;

  beforeAll(async () => {
    const s3 = await startTestS3();
    stopS3 = s3.stop;
    const endpoint = new URL(s3.config.endpoint!);
    relay = await TcpRelay.open(endpoint.hostname, Number(endpoint.port));
    await relay.up();
    app = await t.buildApp({ s3: { ...s3.config, endpoint: `http://127.0.0.1:${relay.port}` } });
    storage = app.ctx.storage as S3Storage;
    const owner = await createUser(t.db);
    client = await signedInClient(app, owner);
  });

  afterAll(async () => {
    await relay?.down();
    await stopS3?.();
  });

  const file: MultipartPart = {
    name: 'audioFile',
    filename: 'Outage.wav',
    contentType: 'audio/wav',
    data: wavBytes(),
  };
  function upload() {
    const body = multipart([file]);
    return app.inject({
      method: 'POST',
      url: '/api/upload/audio',
      headers: { ...client.jar.header(), ...body.headers },
      payload: body.payload,
    });
  }
  const trackCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('tracks')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  async function objects(): Promise<string[]> {
    const keys: string[] = [];
    for await (const key of storage.list('audio/')) keys.push(key);
    return keys;
  }

  it('uploads and streaming answer 503 while S3 is away, leave no row and no object, and work after it', async () => {
    const stored = await upload();
    expect(stored.statusCode).toBe(201);
    const url = stored.json<{ file: { url: string } }>().file.url;
    const tracksBefore = await trackCount();
    const objectsBefore = await objects();

    await relay.down();
    const failed = await upload();
    expect(failed.statusCode).toBe(503);
    expect(failed.headers['retry-after']).toBe('5');
    expect(failed.json()).toEqual({ message: UNAVAILABLE_MESSAGE });
    const stream = await app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
    expect(stream.statusCode).toBe(503);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({
      database: { status: 'up' },
      storage: { kind: 's3', status: 'down' },
    });
    expect(await trackCount()).toBe(tracksBefore);

    await relay.up();
    expect(await objects()).toEqual(objectsBefore);
    expect((await app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } })).statusCode).toBe(206);
    expect((await upload()).statusCode).toBe(201);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
