import { loadImage } from '@napi-rs/canvas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { makeCourse } from '../education/testing';
import { createTrack } from '../tracks/testing';

describeEachDatabase('sharing: share images', (t) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    app = await buildTestApp(t.handle);
    owner = await createUser(t.db, { displayName: 'Luna Waves' });
  });
  afterAll(() => app.close());

  it('are 1200 x 630 PNGs with a strong ETag, answered 304 when the client has them', async () => {
    const track = await createTrack(t.db, { userId: owner.id, title: 'Tidal Circuits' });
    const url = `/api/share-image/track/${track.id}.png?v=anything`;
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const image = await loadImage(response.rawPayload);
    expect([image.width, image.height]).toEqual([1200, 630]);
    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await t.db.updateTable('tracks').set({ title: 'Tidal Circuits II' }).where('id', '=', track.id).execute();
    const changed = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('exist for artists and published courses', async () => {
    const course = await makeCourse(t.db, { published: true });
    for (const url of [
      `/api/share-image/artist/${owner.id}.png`,
      `/api/share-image/course/${course.id}.png`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect((await loadImage(response.rawPayload)).width).toBe(1200);
    }
  });

  it('do not exist for private, draft, unknown or unpublished things', async () => {
    const privateTrack = await createTrack(t.db, { userId: owner.id, visibility: 'private' });
    const draft = await createTrack(t.db, { userId: owner.id, status: 'draft' });
    const course = await makeCourse(t.db, { published: false });
    for (const url of [
      `/api/share-image/track/${privateTrack.id}.png`,
      `/api/share-image/track/${draft.id}.png`,
      '/api/share-image/track/999999.png',
      '/api/share-image/track/abc.png',
      `/api/share-image/course/${course.id}.png`,
      '/api/share-image/certificate/PANDA-CERT-0000000000.png',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'No share image: nothing public has that address' });
    }
  });
});
