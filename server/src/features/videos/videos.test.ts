import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  MAX_VIDEO_BYTES,
  VIDEO_MESSAGES,
  VIDEO_VIEW_WINDOW_SECONDS,
  type Reel,
  type Video,
  type VideoDetail,
} from '@common/videos';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { recordVideoView } from './commands/recordVideoView';

/** The first bytes of a WebM file (EBML magic) and of an MP4 file ('ftyp' box at offset 4). */
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(300, 7)]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(300, 3)]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 1),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 2)]);

const VIDEO_KEYS = [
  'category',
  'description',
  'duration',
  'id',
  'likeCount',
  'likedByMe',
  'tags',
  'thumbnailUrl',
  'title',
  'uploadDate',
  'uploader',
  'videoUrl',
  'viewCount',
].sort();
const REEL_KEYS = [
  'duration',
  'id',
  'likeCount',
  'likedByMe',
  'thumbnailUrl',
  'title',
  'videoUrl',
  'viewCount',
].sort();

interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  body: Buffer | Readable;
}

const BOUNDARY = '----videos-test-boundary';

/** A multipart/form-data body: text fields first, then the files (a file body may be a stream). */
function multipart(fields: Record<string, string>, files: FilePart[]): Readable {
  const chunks: (Buffer | Readable)[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.body,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Readable.from(
    (async function* () {
      for (const chunk of chunks) {
        if (Buffer.isBuffer(chunk)) yield chunk;
        else for await (const inner of chunk) yield inner as Buffer;
      }
    })(),
  );
}

/** A stream of `size` bytes starting with the WebM magic. */
function webmOfSize(size: number): Readable {
  return Readable.from(
    (function* () {
      yield WEBM.subarray(0, 4);
      let left = size - 4;
      const block = Buffer.alloc(1024 * 1024, 9);
      while (left > 0) {
        const n = Math.min(left, block.length);
        yield block.subarray(0, n);
        left -= n;
      }
    })(),
  );
}

/** Every file under a directory (recursively), relative to it. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describeEachDatabase('videos API', (t) => {
  let app: FastifyInstance;
  let owner: TestClient;
  let ownerId: number;
  let other: TestClient;
  let visitor: TestClient;

  async function signedIn(displayName?: string): Promise<{ client: TestClient; id: number }> {
    const user = await createUser(t.db, displayName ? { displayName } : {});
    return { client: await signedInClient(app, user), id: user.id };
  }

  /** POST a multipart body as the client (its cookies) and answer the parsed response. */
  async function upload(
    client: TestClient | null,
    url: string,
    fields: Record<string, string>,
    files: FilePart[],
  ) {
    return app.inject({
      method: 'POST',
      url,
      headers: { ...client?.jar.header(), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart(fields, files),
    });
  }

  function videoFile(body: Buffer | Readable = WEBM, filename = 'clip.webm', contentType = 'video/webm') {
    return { field: 'videoFile', filename, contentType, body };
  }

  async function uploadVideo(client: TestClient, fields: Record<string, string>, file = videoFile()) {
    const response = await upload(client, '/api/videos', fields, [file]);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as VideoDetail;
  }

  const dataDir = () => app.ctx.config.dataDir;
  const tempFiles = () => filesUnder(path.join(dataDir(), 'tmp'));
  const storedFiles = () => filesUnder(path.join(dataDir(), 'media'));

  beforeAll(async () => {
    app = await t.buildApp();
    const first = await signedIn('Vera Visual');
    owner = first.client;
    ownerId = first.id;
    other = (await signedIn()).client;
    visitor = new TestClient(app);
  });

  it('answers empty lists before anything is uploaded', async () => {
    expect((await visitor.get('/api/videos')).json()).toEqual([]);
    expect((await visitor.get('/api/reels')).json()).toEqual([]);
  });

  describe('POST /api/videos', () => {
    it('answers 401 with a message when signed out', async () => {
      const response = await upload(null, '/api/videos', { title: 'Nope' }, [videoFile()]);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: VIDEO_MESSAGES.notLoggedIn });
    });

    it('answers 415 for a PNG named .mp4, keeping nothing', async () => {
      const response = await upload(owner, '/api/videos', { title: 'Fake' }, [
        videoFile(PNG, 'fake.mp4', 'video/mp4'),
      ]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        message: 'Unsupported video type. Please upload an MP4 or WebM video.',
      });
      expect(tempFiles()).toEqual([]);
      expect(storedFiles()).toEqual([]);
    });

    it('answers 413 for a file one byte over 200MB, keeping nothing', async () => {
      const response = await upload(owner, '/api/videos', { title: 'Huge' }, [
        videoFile(webmOfSize(MAX_VIDEO_BYTES + 1)),
      ]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: 'Video too large. The maximum size is 200MB.' });
      expect(tempFiles()).toEqual([]);
      expect(storedFiles()).toEqual([]);
    });

    it('answers 413 at once when the declared body is far over the limit', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/videos',
        headers: {
          ...owner.jar.header(),
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': String(MAX_VIDEO_BYTES * 2),
        },
        payload: Readable.from([Buffer.from('')]),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: VIDEO_MESSAGES.tooLarge });
    });

    it('answers 400 when the title is missing or blank, keeping nothing', async () => {
      for (const fields of [{}, { title: '   ' }] as Record<string, string>[]) {
        const response = await upload(owner, '/api/videos', fields, [videoFile()]);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: 'Please provide a video title.' });
      }
      expect(tempFiles()).toEqual([]);
      expect(storedFiles()).toEqual([]);
    });

    it('answers 400 when no file is sent', async () => {
      const response = await upload(owner, '/api/videos', { title: 'Empty' }, []);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: VIDEO_MESSAGES.missingFile });
    });

    it('stores a WebM video and answers 201 with the presented video', async () => {
      const video = await uploadVideo(owner, {
        title: '  Studio Diaries  ',
        description: 'Making of the album',
        category: 'Behind the Scenes',
        tags: 'studio, vlog ,, album',
        duration: '125.4',
        width: '1280',
        height: '720',
      });
      expect(video).toMatchObject({
        title: 'Studio Diaries',
        description: 'Making of the album',
        category: 'Behind the Scenes',
        tags: ['studio', 'vlog', 'album'],
        duration: '2:05',
        viewCount: 0,
        likeCount: 0,
        likedByMe: false,
        isReelFormat: false,
        thumbnailUrl: null,
        uploader: { id: ownerId, name: 'Vera Visual' },
      });
      expect(video.videoUrl).toMatch(/^\/media\/videos\/[0-9a-f-]{36}\.webm$/);
      expect(new Date(video.uploadDate!).getTime()).toBeGreaterThan(Date.now() - 60_000);
      const key = video.videoUrl.replace('/media/', '');
      expect((await app.ctx.storage.stat(key))?.size).toBe(WEBM.length);
      expect(tempFiles()).toEqual([]);
    });

    it('recognises MP4 by its bytes whatever the name says', async () => {
      const video = await uploadVideo(
        owner,
        { title: 'Named oddly' },
        videoFile(MP4, 'clip.bin', 'application/octet-stream'),
      );
      expect(video.videoUrl).toMatch(/\.mp4$/);
      expect(video.duration).toBeNull();
      const stat = await app.ctx.storage.stat(video.videoUrl.replace('/media/', ''));
      expect(stat?.contentType).toBe('video/mp4');
    });
  });

  describe('lists', () => {
    let landscape: VideoDetail;
    let portrait: VideoDetail;
    let flagged: VideoDetail;

    beforeAll(async () => {
      landscape = await uploadVideo(owner, { title: 'Landscape', width: '1920', height: '1080' });
      portrait = await uploadVideo(owner, { title: 'Portrait', width: '720', height: '1280', duration: '9' });
      flagged = await uploadVideo(other, { title: 'Flagged reel', isReelFormat: 'true' });
    });

    it('lists videos that are not reels, newest first, with exactly the Video fields', async () => {
      const videos = (await visitor.get('/api/videos')).json() as Video[];
      expect(videos.map((v) => v.title).slice(0, 3)).toEqual(['Landscape', 'Named oddly', 'Studio Diaries']);
      for (const video of videos) expect(Object.keys(video).sort()).toEqual(VIDEO_KEYS);
      expect(videos.some((v) => v.id === portrait.id || v.id === flagged.id)).toBe(false);
      expect(landscape.isReelFormat).toBe(false);
    });

    it('lists reels apart, newest first, with exactly the Reel fields', async () => {
      const reels = (await visitor.get('/api/reels')).json() as Reel[];
      expect(reels.map((r) => r.title)).toEqual(['Flagged reel', 'Portrait']);
      for (const reel of reels) expect(Object.keys(reel).sort()).toEqual(REEL_KEYS);
      expect(reels[1]).toMatchObject({ duration: '0:09', viewCount: 0, likeCount: 0, likedByMe: false });
      expect(portrait.isReelFormat).toBe(true);
      expect(flagged.isReelFormat).toBe(true);
    });

    it('answers one video by id, and 404 for an unknown or malformed id', async () => {
      const response = await visitor.get(`/api/videos/${portrait.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: portrait.id, isReelFormat: true, title: 'Portrait' });
      for (const id of ['999999', 'abc', '-1']) {
        const missing = await visitor.get(`/api/videos/${id}`);
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ message: 'Video not found' });
      }
    });
  });

  describe('thumbnails', () => {
    let video: VideoDetail;
    beforeAll(async () => {
      video = await uploadVideo(owner, { title: 'With a thumbnail' });
    });
    const thumbnail = (body: Buffer, contentType = 'image/jpeg') => ({
      field: 'thumbnail',
      filename: 'thumbnail.jpg',
      contentType,
      body,
    });

    it('stores the owner’s JPEG as thumbnails/<uuid>.jpg and lists it', async () => {
      const response = await upload(owner, `/api/videos/${video.id}/thumbnail`, {}, [thumbnail(JPEG)]);
      expect(response.statusCode, response.body).toBe(200);
      const updated = response.json() as VideoDetail;
      expect(updated.thumbnailUrl).toMatch(/^\/media\/thumbnails\/[0-9a-f-]{36}\.jpg$/);
      const listed = ((await visitor.get('/api/videos')).json() as Video[]).find((v) => v.id === video.id);
      expect(listed?.thumbnailUrl).toBe(updated.thumbnailUrl);

      // A new capture replaces the old file.
      const again = await upload(owner, `/api/videos/${video.id}/thumbnail`, {}, [
        thumbnail(PNG, 'image/png'),
      ]);
      expect(again.statusCode).toBe(200);
      expect((again.json() as VideoDetail).thumbnailUrl).toMatch(/\.png$/);
      expect(await app.ctx.storage.stat(updated.thumbnailUrl!.replace('/media/', ''))).toBeNull();
    });

    it('refuses other people (403), visitors (401) and files that are not images (415)', async () => {
      const foreign = await upload(other, `/api/videos/${video.id}/thumbnail`, {}, [thumbnail(JPEG)]);
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toEqual({ message: VIDEO_MESSAGES.notOwner });
      const signedOut = await upload(null, `/api/videos/${video.id}/thumbnail`, {}, [thumbnail(JPEG)]);
      expect(signedOut.statusCode).toBe(401);
      const notImage = await upload(owner, `/api/videos/${video.id}/thumbnail`, {}, [thumbnail(WEBM)]);
      expect(notImage.statusCode).toBe(415);
      expect(notImage.json()).toEqual({ message: VIDEO_MESSAGES.unsupportedThumbnail });
      expect(tempFiles()).toEqual([]);
    });
  });

  describe('views', () => {
    let video: VideoDetail;
    beforeAll(async () => {
      video = await uploadVideo(owner, { title: 'Watched' });
    });

    it('counts one view per viewer per 30 seconds', async () => {
      const first = await other.post(`/api/videos/${video.id}/view`);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ counted: true, viewCount: 1 });
      expect((await other.post(`/api/videos/${video.id}/view`)).json()).toEqual({
        counted: false,
        viewCount: 1,
      });

      // Visitors are told apart by address and browser.
      const phone = { headers: { 'user-agent': 'Phone' }, remoteAddress: '10.0.0.1' };
      const laptop = { headers: { 'user-agent': 'Laptop' }, remoteAddress: '10.0.0.1' };
      expect((await visitor.post(`/api/videos/${video.id}/view`, {}, phone)).json()).toEqual({
        counted: true,
        viewCount: 2,
      });
      expect((await visitor.post(`/api/videos/${video.id}/view`, {}, phone)).json().counted).toBe(false);
      expect((await visitor.post(`/api/videos/${video.id}/view`, {}, laptop)).json()).toEqual({
        counted: true,
        viewCount: 3,
      });

      const later = new Date(Date.now() + (VIDEO_VIEW_WINDOW_SECONDS + 1) * 1000);
      expect(await recordVideoView(t.db, video.id, 'user:' + (await userIdOf(other)), later)).toEqual({
        counted: true,
        viewCount: 4,
      });
      const listed = ((await visitor.get('/api/videos')).json() as Video[]).find((v) => v.id === video.id);
      expect(listed?.viewCount).toBe(4);
    });

    it('answers 404 for an unknown video', async () => {
      const response = await visitor.post('/api/videos/999999/view');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Video not found' });
    });
  });

  async function userIdOf(client: TestClient): Promise<number> {
    return ((await client.get('/api/user')).json() as { id: number }).id;
  }

  describe('likes', () => {
    let video: VideoDetail;
    beforeAll(async () => {
      video = await uploadVideo(owner, { title: 'Liked' });
    });

    it('answers 401 for visitors', async () => {
      const response = await visitor.post(`/api/videos/${video.id}/like`);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Not authenticated' });
    });

    it('likes once per user, unlikes, and shows likedByMe to the liker only', async () => {
      expect((await other.post(`/api/videos/${video.id}/like`)).json()).toEqual({ liked: true, likes: 1 });
      expect((await other.post(`/api/videos/${video.id}/like`)).json()).toEqual({ liked: true, likes: 1 });
      const mine = ((await other.get('/api/videos')).json() as Video[]).find((v) => v.id === video.id);
      expect(mine).toMatchObject({ likedByMe: true, likeCount: 1 });
      const theirs = ((await visitor.get('/api/videos')).json() as Video[]).find((v) => v.id === video.id);
      expect(theirs).toMatchObject({ likedByMe: false, likeCount: 1 });
      expect((await other.request('DELETE', `/api/videos/${video.id}/like`, {})).json()).toEqual({
        liked: false,
        likes: 0,
      });
      expect((await other.request('DELETE', `/api/videos/${video.id}/like`, {})).json()).toEqual({
        liked: false,
        likes: 0,
      });
    });

    it('keeps the count exact when many likes arrive at once', async () => {
      const fans = await Promise.all(Array.from({ length: 6 }, () => signedIn()));
      const answers = await Promise.all(
        fans.flatMap(({ client }) => [
          client.post(`/api/videos/${video.id}/like`),
          client.post(`/api/videos/${video.id}/like`),
        ]),
      );
      for (const answer of answers) expect(answer.statusCode).toBe(200);
      const detail = (await visitor.get(`/api/videos/${video.id}`)).json() as VideoDetail;
      expect(detail.likeCount).toBe(6);
      await Promise.all(
        fans.slice(0, 4).map(({ client }) => client.request('DELETE', `/api/videos/${video.id}/like`, {})),
      );
      expect(((await visitor.get(`/api/videos/${video.id}`)).json() as VideoDetail).likeCount).toBe(2);
    });

    it('answers 404 for an unknown video', async () => {
      const response = await other.post('/api/videos/999999/like');
      expect(response.statusCode).toBe(404);
    });
  });

  describe('DELETE /api/videos/:id', () => {
    it('lets only the owner remove a video, with its stored files', async () => {
      const video = await uploadVideo(owner, { title: 'Short-lived' });
      const thumb = await upload(owner, `/api/videos/${video.id}/thumbnail`, {}, [
        { field: 'thumbnail', filename: 't.jpg', contentType: 'image/jpeg', body: JPEG },
      ]);
      const thumbnailKey = (thumb.json() as VideoDetail).thumbnailUrl!.replace('/media/', '');
      const videoKey = video.videoUrl.replace('/media/', '');
      await other.post(`/api/videos/${video.id}/like`);
      await other.post(`/api/videos/${video.id}/view`);

      const signedOut = await visitor.request('DELETE', `/api/videos/${video.id}`, {});
      expect(signedOut.statusCode).toBe(401);
      const foreign = await other.request('DELETE', `/api/videos/${video.id}`, {});
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toEqual({ message: 'You can only change your own videos' });

      const removed = await owner.request('DELETE', `/api/videos/${video.id}`, {});
      expect(removed.statusCode).toBe(204);
      expect((await visitor.get(`/api/videos/${video.id}`)).statusCode).toBe(404);
      expect(await app.ctx.storage.stat(videoKey)).toBeNull();
      expect(await app.ctx.storage.stat(thumbnailKey)).toBeNull();
      const gone = await owner.request('DELETE', `/api/videos/${video.id}`, {});
      expect(gone.statusCode).toBe(404);
    });
  });
});
