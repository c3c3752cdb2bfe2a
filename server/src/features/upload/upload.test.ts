import fs from 'node:fs';
import path from 'node:path';
import { TRACK_MESSAGES } from '@common/tracks';
import { MAX_AUDIO_BYTES, UPLOAD_MESSAGES, type UploadResponse } from '@common/upload';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import {
  flacBytes,
  mp3Bytes,
  multipart,
  type MultipartPart,
  pngBytes,
  wavBytes,
  wavOfSize,
} from './testAudio';

type User = Awaited<ReturnType<typeof createUser>>;

describeEachDatabase('upload API', (t) => {
  let app: FastifyInstance;
  let owner: User;
  let ownerClient: TestClient;
  let otherClient: TestClient;

  const signIn = (user: User) => signedInClient(app, user);

  function upload(client: TestClient | null, parts: MultipartPart[]) {
    const body = multipart(parts);
    return app.inject({
      method: 'POST',
      url: '/api/upload/audio',
      headers: { ...(client ? client.jar.header() : {}), ...body.headers },
      payload: body.payload,
    });
  }

  const file = (data: Buffer, filename = 'song.wav'): MultipartPart => ({
    name: 'audioFile',
    filename,
    contentType: 'audio/wav',
    data,
  });

  const dataDir = () => app.ctx.config.dataDir;
  const tmpFiles = () => {
    const dir = path.join(dataDir(), 'tmp');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const storedAudio = async () => {
    const keys: string[] = [];
    for await (const key of app.ctx.storage.list('audio/')) keys.push(key);
    return keys.sort();
  };
  const trackCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('tracks')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    app = await t.buildApp();
    owner = await createUser(t.db, { username: `owner_${t.dialect}` });
    const other = await createUser(t.db);
    ownerClient = await signIn(owner);
    otherClient = await signIn(other);
  });

  describe('POST /api/upload/audio', () => {
    it('answers 401 with the spec message when signed out, storing nothing', async () => {
      const before = await trackCount();
      const response = await upload(null, [file(wavBytes())]);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: UPLOAD_MESSAGES.notLoggedIn });
      expect(await trackCount()).toBe(before);
    });

    it('answers 415 for a body that is not multipart', async () => {
      const response = await ownerClient.post('/api/upload/audio', { audioFile: 'x' });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: UPLOAD_MESSAGES.notMultipart });
    });

    it('decides the type by the bytes: PNG bytes named .mp3 are refused with 415', async () => {
      const before = await storedAudio();
      const response = await upload(ownerClient, [file(pngBytes(), 'hit.mp3')]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: UPLOAD_MESSAGES.unsupportedType });
      expect(tmpFiles()).toEqual([]);
      expect(await storedAudio()).toEqual(before);
    });

    it('answers 400 when no file is sent', async () => {
      const response = await upload(ownerClient, [{ name: 'title', value: 'Nothing' }]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: UPLOAD_MESSAGES.missingFile });
    });

    it('answers 400 for an empty file part (no file chosen)', async () => {
      const response = await upload(ownerClient, [file(Buffer.alloc(0), '')]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: UPLOAD_MESSAGES.missingFile });
    });

    it('accepts a WAV and answers 201 with the file URL and a private draft track', async () => {
      const bytes = wavBytes();
      const response = await upload(ownerClient, [file(bytes, 'Night Drive.wav')]);
      expect(response.statusCode).toBe(201);
      const body = response.json<UploadResponse>();
      expect(body.file.url).toMatch(/^\/media\/audio\/[0-9a-f-]{36}\.wav$/);
      expect(body.track).toMatchObject({
        title: 'Night Drive',
        artist: owner.username,
        artistId: owner.id,
        artistUsername: owner.username,
        audioUrl: body.file.url,
        genre: 'Other',
        status: 'draft',
        visibility: 'private',
        price: 0,
        isExplicit: false,
        allowComments: true,
        analysis: expect.objectContaining({ status: 'pending' }),
      });
      const row = await t.db
        .selectFrom('tracks')
        .selectAll()
        .where('id', '=', body.track.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        fileSize: bytes.length,
        fileType: 'audio/wav',
        fileUrl: body.file.url,
        isPublic: false,
        userId: owner.id,
        storageKey: body.file.url.replace('/media/', ''),
      });
      const job = await t.db.selectFrom('jobs').selectAll().where('type', '=', 'analyse-track').execute();
      expect(job.some((j) => JSON.stringify(j.payload).includes(`"trackId":${body.track.id}`))).toBe(true);
      const served = await app.inject({ method: 'GET', url: body.file.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('audio/wav');
      expect(served.rawPayload.equals(bytes)).toBe(true);
      expect(tmpFiles()).toEqual([]);
    });

    it.each([
      ['mp3 with an ID3 tag', mp3Bytes(4, true), 'a.mp3', 'audio/mpeg', '.mp3'],
      ['mp3 frames only', mp3Bytes(4), 'b.mp3', 'audio/mpeg', '.mp3'],
      ['flac', flacBytes(), 'c.flac', 'audio/flac', '.flac'],
      ['wav named .mp3', wavBytes(), 'd.mp3', 'audio/wav', '.wav'],
    ])('accepts %s by its bytes', async (_name, bytes, filename, type, ext) => {
      const response = await upload(ownerClient, [file(bytes, filename)]);
      expect(response.statusCode).toBe(201);
      const body = response.json<UploadResponse>();
      expect(body.file.url.endsWith(ext)).toBe(true);
      const served = await app.inject({ method: 'HEAD', url: body.file.url });
      expect(served.headers['content-type']).toBe(type);
    });

    it('saves the quick-upload fields given beside the file', async () => {
      const response = await upload(ownerClient, [
        { name: 'title', value: '  Sunrise  ' },
        { name: 'artist', value: 'DJ Dawn' },
        { name: 'genre', value: 'house' },
        { name: 'description', value: 'Early set' },
        { name: 'isExplicit', value: 'true' },
        { name: 'bpm', value: '124' },
        { name: 'key', value: 'A Minor' },
        { name: 'allowComments', value: 'false' },
        { name: 'price', value: '1.99' },
        file(mp3Bytes(), 'ignored-name.mp3'),
        { name: 'isPublic', value: 'true' },
      ]);
      expect(response.statusCode).toBe(201);
      expect(response.json<UploadResponse>().track).toMatchObject({
        title: 'Sunrise',
        artist: 'DJ Dawn',
        genre: 'house',
        description: 'Early set',
        isExplicit: true,
        bpm: 124,
        key: 'A Minor',
        allowComments: false,
        price: 199,
        status: 'draft',
        visibility: 'public',
      });
    });

    it('answers 400 for a bad quick-upload field and keeps nothing', async () => {
      const before = await storedAudio();
      const response = await upload(ownerClient, [{ name: 'price', value: '-3' }, file(wavBytes())]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: TRACK_MESSAGES.badPrice });
      expect(await storedAudio()).toEqual(before);
      expect(tmpFiles()).toEqual([]);
    });

    it('names a file without a usable name "Untitled Track"', async () => {
      const response = await upload(ownerClient, [file(wavBytes(), '.wav')]);
      expect(response.statusCode).toBe(201);
      expect(response.json<UploadResponse>().track.title).toBe('Untitled Track');
    });

    it('accepts a file of exactly 50 MB', async () => {
      const response = await upload(ownerClient, [file(wavOfSize(MAX_AUDIO_BYTES), 'big.wav')]);
      expect(response.statusCode).toBe(201);
      const track = response.json<UploadResponse>().track;
      const row = await t.db
        .selectFrom('tracks')
        .select('fileSize')
        .where('id', '=', track.id)
        .executeTakeFirstOrThrow();
      expect(row.fileSize).toBe(MAX_AUDIO_BYTES);
      expect(tmpFiles()).toEqual([]);
    });

    it('refuses 50 MB + 1 byte with 413 and leaves nothing in tmp, storage or the database', async () => {
      const beforeStored = await storedAudio();
      const beforeRows = await trackCount();
      const response = await upload(ownerClient, [file(wavOfSize(MAX_AUDIO_BYTES + 1), 'big.wav')]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: UPLOAD_MESSAGES.tooLarge });
      expect(tmpFiles()).toEqual([]);
      expect(await storedAudio()).toEqual(beforeStored);
      expect(await trackCount()).toBe(beforeRows);
    });
  });

  describe('POST /api/tracks/:id/publish', () => {
    let trackId: number;

    beforeAll(async () => {
      const response = await upload(ownerClient, [file(wavBytes(), 'Draft.wav')]);
      trackId = response.json<UploadResponse>().track.id;
    });

    const draft = {
      title: 'Published Title',
      artistName: 'The Owner',
      genre: 'trap',
      description: 'Out now',
      isExplicit: true,
      isOriginal: false,
      bpm: 140,
      key: 'G Minor',
      tags: 'dark, heavy ,,808',
      releaseType: 'album',
      visibility: 'unlisted',
      allowComments: false,
      price: '2.50',
    };

    it('answers 401 when signed out', async () => {
      const response = await new TestClient(app).post(`/api/tracks/${trackId}/publish`, draft);
      expect(response.statusCode).toBe(401);
    });

    it('answers 404 for a track that does not exist', async () => {
      const response = await ownerClient.post('/api/tracks/99999999/publish', draft);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Track not found' });
    });

    it.each(['99999999999', '0', 'abc'])('answers 404 for an id no track can have (%s)', async (id) => {
      const response = await ownerClient.post(`/api/tracks/${id}/publish`, draft);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Track not found' });
    });

    it("answers 403 for someone else's track", async () => {
      const response = await otherClient.post(`/api/tracks/${trackId}/publish`, draft);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: TRACK_MESSAGES.notOwner });
    });

    it.each([
      [{ ...draft, title: '   ' }, 'Please provide a track title.'],
      [{ ...draft, title: undefined }, 'Please provide a track title.'],
      [{ ...draft, artistName: ' ' }, 'Please provide an artist name.'],
    ])('answers 400 with the spec message for a missing field', async (body, message) => {
      const response = await ownerClient.post(`/api/tracks/${trackId}/publish`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });

    it('publishes with every draft field and keeps the first publish time', async () => {
      const response = await ownerClient.post(`/api/tracks/${trackId}/publish`, draft);
      expect(response.statusCode).toBe(200);
      const track = response.json();
      expect(track).toMatchObject({
        id: trackId,
        title: 'Published Title',
        artist: 'The Owner',
        genre: 'trap',
        description: 'Out now',
        isExplicit: true,
        isOriginal: false,
        bpm: 140,
        key: 'G Minor',
        tags: ['dark', 'heavy', '808'],
        releaseType: 'album',
        visibility: 'unlisted',
        allowComments: false,
        price: 250,
        status: 'published',
      });
      expect(track.publishedAt).toEqual(expect.any(String));
      const row = await t.db
        .selectFrom('tracks')
        .selectAll()
        .where('id', '=', trackId)
        .executeTakeFirstOrThrow();
      expect(row.isPublic).toBe(false);

      const again = await ownerClient.post(`/api/tracks/${trackId}/publish`, {
        ...draft,
        visibility: 'public',
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ visibility: 'public', publishedAt: track.publishedAt });
      const after = await t.db
        .selectFrom('tracks')
        .selectAll()
        .where('id', '=', trackId)
        .executeTakeFirstOrThrow();
      expect(after.isPublic).toBe(true);
    });

    it('applies the form defaults for fields left out, and keeps the BPM and key the artist typed before', async () => {
      const response = await ownerClient.post(`/api/tracks/${trackId}/publish`, {
        title: 'Defaults',
        artistName: 'Me',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        genre: 'hip-hop',
        bpm: 140,
        bpmSource: 'artist',
        key: 'G Minor',
        keySource: 'artist',
        releaseType: 'single',
        visibility: 'public',
        price: 0,
        isOriginal: true,
        allowComments: true,
        isExplicit: false,
      });
    });
  });
});
