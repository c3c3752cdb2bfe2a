import fs from 'node:fs';
import path from 'node:path';
import { MAX_AUDIO_BYTES, UPLOAD_MESSAGES } from '@common/upload';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { multipart, wavOfSize } from '../../features/upload/testAudio';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { signInCookie, startRequest, waitFor, write } from './httpTesting';

/** Uploads over a real socket: the parts app.inject() cannot show (early answers, aborts). */
describeEachDatabase('receiveUpload over HTTP', (t) => {
  let app: FastifyInstance;
  let baseURL: string;
  let cookie: string;
  const tmpFiles = () => {
    const dir = path.join(app.ctx.config.dataDir, 'tmp');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const storedAudio = async () => {
    const keys: string[] = [];
    for await (const key of app.ctx.storage.list('audio/')) keys.push(key);
    return keys;
  };

  beforeAll(async () => {
    app = await t.buildApp();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    baseURL = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const user = await createUser(t.db);
    cookie = await signInCookie(baseURL, user.username, user.plainPassword);
  });

  function body(size: number) {
    return multipart([
      { name: 'audioFile', filename: 'x.wav', contentType: 'audio/wav', data: wavOfSize(size) },
    ]);
  }

  it('answers a signed-out upload with 401 before reading it, and the client gets the answer', async () => {
    const { payload, headers } = body(8 * 1024 * 1024);
    const sent = startRequest(`${baseURL}/api/upload/audio`, 'POST', {
      ...headers,
      'content-length': payload.length,
    });
    sent.request.end(payload);
    const response = await sent.response;
    expect(response.status).toBe(401);
    expect(JSON.parse(response.body)).toEqual({ message: UPLOAD_MESSAGES.notLoggedIn });
    expect(tmpFiles()).toEqual([]);
  });

  it('answers 413 as soon as the file passes the limit, over a real socket', async () => {
    const { payload, headers } = body(MAX_AUDIO_BYTES + 1);
    const sent = startRequest(`${baseURL}/api/upload/audio`, 'POST', {
      ...headers,
      cookie,
      'content-length': payload.length,
    });
    sent.request.end(payload);
    const response = await sent.response;
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toEqual({ message: UPLOAD_MESSAGES.tooLarge });
    expect(tmpFiles()).toEqual([]);
    expect(await storedAudio()).toEqual([]);
  });

  it('refuses a body that declares more than a complete upload could be, before reading it', async () => {
    const sent = startRequest(`${baseURL}/api/upload/audio`, 'POST', {
      'content-type': 'multipart/form-data; boundary=x',
      cookie,
      'content-length': MAX_AUDIO_BYTES * 3,
    });
    sent.request.write(Buffer.alloc(1024));
    const response = await sent.response;
    expect(response.status).toBe(413);
    expect(response.headers.connection).toBe('close');
    sent.request.destroy();
  });

  it('removes the temp file when the client goes away mid-upload', async () => {
    const { payload, headers } = body(20 * 1024 * 1024);
    const sent = startRequest(`${baseURL}/api/upload/audio`, 'POST', {
      ...headers,
      cookie,
      'content-length': payload.length,
    });
    sent.response.catch(() => undefined);
    await write(sent.request, payload.subarray(0, 4 * 1024 * 1024));
    await waitFor(() => tmpFiles().length === 1);
    sent.request.destroy();
    await waitFor(() => tmpFiles().length === 0);
    expect(await storedAudio()).toEqual([]);
    const rows = await t.db.selectFrom('tracks').select('id').execute();
    expect(rows).toEqual([]);
  });

  it('still serves other requests after all that', async () => {
    expect((await fetch(`${baseURL}/api/health`)).status).toBe(200);
  });
});
