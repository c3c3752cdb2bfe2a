import fs from 'node:fs';
import path from 'node:path';
import { MAX_AUDIO_BYTES } from '@common/upload';
import { VOCAL, VOCAL_MESSAGES, type VocalTake, type VocalTakeList } from '@common/vocal';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { synthesizeVoice } from '../../media/audio/voiceSynth';
import { encodeWav } from '../../media/audio/wav';
import { signedInClient, type TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { multipart, type MultipartPart, pngBytes, wavOfSize } from '../upload/testAudio';

/** C Major up and down, half a second a note, sung 10 cents sharp. */
const scaleTake = () =>
  encodeWav(
    synthesizeVoice(
      [60, 62, 64, 65, 67, 69, 71, 72, 71, 69, 67, 65, 64, 62, 60].map((midi) => ({
        midi,
        seconds: 0.5,
        cents: 10,
      })),
    ),
    1,
  );

const TIMEOUT = 120_000;

describeEachDatabase('Vocal AI API', (t) => {
  let app: FastifyInstance;
  let singer: TestClient;
  let other: TestClient;

  function send(client: TestClient | null, parts: MultipartPart[]) {
    const body = multipart(parts);
    return app.inject({
      method: 'POST',
      url: '/api/vocal/takes',
      headers: { ...(client ? client.jar.header() : {}), ...body.headers },
      payload: body.payload,
    });
  }
  const file = (data: Buffer, filename = 'my take.wav'): MultipartPart => ({
    name: 'audioFile',
    filename,
    contentType: 'audio/wav',
    data,
  });
  const tmpFiles = () => {
    const dir = path.join(app.ctx.config.dataDir, 'tmp');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  beforeAll(async () => {
    app = await t.buildApp();
    singer = await signedInClient(app, await createUser(t.db));
    other = await signedInClient(app, await createUser(t.db));
  });

  it(
    'measures an uploaded take, keeps its figures for the singer only, and deletes it',
    async () => {
      const response = await send(singer, [file(scaleTake())]);
      expect(response.statusCode).toBe(201);
      const take = response.json<VocalTake>();
      expect(take).toMatchObject({ title: 'my take', keyName: 'C Major' });
      expect(take.durationSeconds).toBeCloseTo(7.5, 1);
      expect(take.withinShare).toBeGreaterThanOrEqual(0.95);
      expect(take.analysis.key?.name).toBe('C Major');
      expect(take.analysis.range).toMatchObject({ lowest: { name: 'C4' }, highest: { name: 'C5' } });
      expect(take.analysis.contour.midi.length).toBeGreaterThan(100);
      expect(tmpFiles()).toEqual([]);

      const list = (await singer.get('/api/vocal/takes')).json<VocalTakeList>();
      expect(list.takes.map((x) => x.id)).toEqual([take.id]);
      expect(list.takes[0]).not.toHaveProperty('analysis');
      const again = await singer.get(`/api/vocal/takes/${take.id}`);
      expect(again.statusCode).toBe(200);
      expect(again.headers['cache-control']).toBe('no-store');
      expect(again.json<VocalTake>().analysis).toEqual(take.analysis);

      // Another account sees nothing of it and cannot delete it.
      expect((await other.get('/api/vocal/takes')).json()).toEqual({ takes: [] });
      const peek = await other.get(`/api/vocal/takes/${take.id}`);
      expect(peek.statusCode).toBe(404);
      expect(peek.json()).toEqual({ message: VOCAL_MESSAGES.notFound });
      expect((await other.request('DELETE', `/api/vocal/takes/${take.id}`)).statusCode).toBe(404);

      expect((await singer.request('DELETE', `/api/vocal/takes/${take.id}`)).statusCode).toBe(204);
      expect((await singer.get(`/api/vocal/takes/${take.id}`)).statusCode).toBe(404);
    },
    TIMEOUT,
  );

  it('asks visitors to sign in', async () => {
    const response = await send(null, [file(scaleTake())]);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: VOCAL_MESSAGES.notLoggedIn });
    expect((await app.inject({ method: 'GET', url: '/api/vocal/takes' })).statusCode).toBe(401);
  });

  it('applies the catalogue upload rules: content, size, a file at all', async () => {
    const png = await send(singer, [file(pngBytes(), 'take.wav')]);
    expect(png.statusCode).toBe(415);
    expect(png.json()).toEqual({ message: VOCAL_MESSAGES.unsupportedType });
    const missing = await send(singer, [{ name: 'title', value: 'nothing' }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: VOCAL_MESSAGES.missingFile });
    const big = await send(singer, [file(wavOfSize(MAX_AUDIO_BYTES + 1))]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: VOCAL_MESSAGES.tooLarge });
    const json = await singer.post('/api/vocal/takes', {});
    expect(json.statusCode).toBe(415);
    expect(tmpFiles()).toEqual([]);
  });

  it(
    'refuses a long title, and a file that holds no audio it can read',
    async () => {
      const title = await send(singer, [
        { name: 'title', value: 'x'.repeat(VOCAL.titleMax + 1) },
        file(scaleTake()),
      ]);
      expect(title.statusCode).toBe(400);
      expect(title.json()).toEqual({ message: `The title can be at most ${VOCAL.titleMax} characters` });
      const junk = Buffer.concat([Buffer.from('RIFF\0\0\0\0WAVEfmt '), Buffer.alloc(400, 7)]);
      const unreadable = await send(singer, [file(junk)]);
      expect(unreadable.statusCode).toBe(422);
      expect(unreadable.json()).toEqual({ message: VOCAL_MESSAGES.unreadable });
    },
    TIMEOUT,
  );

  describe('hourly limit', () => {
    it('answers 429 with Retry-After after VOCAL.takesPerHour takes', async () => {
      const busy = await signedInClient(app, await createUser(t.db));
      for (let i = 0; i < VOCAL.takesPerHour; i++) {
        expect((await send(busy, [file(pngBytes())])).statusCode).toBe(415);
      }
      const refused = await send(busy, [file(pngBytes())]);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: VOCAL_MESSAGES.tooMany });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Others are not affected.
      expect((await send(other, [file(pngBytes())])).statusCode).toBe(415);
    });
  });
});
