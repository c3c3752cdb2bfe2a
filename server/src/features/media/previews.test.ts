import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Beat } from '@common/beatbank';
import type { TrackDetail } from '@common/tracks';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TrackRow } from '../../db/schema';
import { enqueueMissingPreviews } from '../tracks/jobs/makePreview';
import { runPendingJobs } from '../../jobs/runner';
import type { SynthAudio } from '../../media/audio/synth';
import { encodeWav } from '../../media/audio/wav';
import { cleanOrphanUploads } from '../../media/uploads/cleanup';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { jobDefinitions } from '../index';
import { createTrack } from '../tracks/testing';
import { presentTrack } from '../tracks/presenter';
import { fullAudioTrackIds } from '../tracks/audioAccess';
import { MEDIA_MESSAGES } from './messages';

type User = Awaited<ReturnType<typeof createUser>>;

/** A 30 s, 440 Hz tone: its preview is its first 15 s. */
function tone(seconds: number): SynthAudio {
  const sampleRate = 22_050;
  const left = new Float32Array(seconds * sampleRate).map(
    (_, i) => 0.4 * Math.sin((2 * Math.PI * 440 * i) / sampleRate),
  );
  return { sampleRate, left, right: left };
}
const AUDIO = encodeWav(tone(30));

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;

describeEachDatabase('previews of priced tracks', (t) => {
  let app: FastifyInstance;
  let producer: User;
  let holder: User;
  let other: User;

  /** Stores real audio and inserts a published public track owned by the producer. */
  async function trackWithAudio(
    price: number,
    extra: Parameters<typeof createTrack>[1] = {},
  ): Promise<TrackRow> {
    const key = `audio/${randomUUID()}.wav`;
    const file = path.join(app.ctx.config.dataDir, `in-${randomUUID()}.wav`);
    fs.writeFileSync(file, AUDIO);
    await app.ctx.storage.putFile(key, file, 'audio/wav');
    return createTrack(t.db, {
      userId: producer.id,
      artist: producer.username,
      price,
      storageKey: key,
      audioUrl: `/media/${key}`,
      allowDownload: false,
      ...extra,
    });
  }

  async function licence(buyer: User, track: TrackRow, transactionId: number | null = null) {
    await t.db
      .insertInto('licences')
      .values({
        licenceNumber: `PN-LIC-PREVIEW-${track.id}-${buyer.id}`,
        transactionId,
        buyerId: buyer.id,
        trackId: track.id,
        licenceType: 'standard',
        amount: track.price,
        createdAt: new Date().toISOString(),
      })
      .execute();
  }

  const runJobs = () =>
    runPendingJobs({ ...app.ctx, log: silent }, { jobs: jobDefinitions, backoffMs: () => 0 });
  const trackPage = async (client: TestClient, id: number) =>
    (await client.get(`/api/tracks/${id}`)).json<TrackDetail>();
  const previewJobs = async () =>
    (
      await t.db.selectFrom('jobs').select(['payload', 'status']).where('type', '=', 'make-preview').execute()
    ).map((job) => ({ trackId: Number((job.payload as { trackId: number }).trackId), status: job.status }));

  beforeAll(async () => {
    app = await t.buildApp();
    [producer, holder, other] = await Promise.all([createUser(t.db), createUser(t.db), createUser(t.db)]);
  });

  describe('a priced track', () => {
    let beat: TrackRow;
    let previewUrl: string;

    beforeAll(async () => {
      beat = await trackWithAudio(2999);
      await licence(holder, beat);
    });

    it('plays its preview route for a visitor until the preview is made; asking queues it once', async () => {
      const visitor = new TestClient(app);
      const detail = await trackPage(visitor, beat.id);
      expect(detail.audioUrl).toBe(`/media/previews/track/${beat.id}`);
      for (let i = 0; i < 2; i++) {
        const pending = await visitor.get(detail.audioUrl);
        expect(pending.statusCode).toBe(503);
        expect(pending.json()).toEqual({ message: MEDIA_MESSAGES.previewPending });
        expect(pending.headers['retry-after']).toBe('5');
        expect(pending.headers['cache-control']).toBe('no-store');
      }
      expect((await previewJobs()).filter((job) => job.trackId === beat.id)).toEqual([
        { trackId: beat.id, status: 'queued' },
      ]);
    });

    it('gets a stored MP3 preview from the job: its opening (half of a 30 s track), immutable, for everyone', async () => {
      await runJobs();
      const row = await t.db
        .selectFrom('tracks')
        .selectAll()
        .where('id', '=', beat.id)
        .executeTakeFirstOrThrow();
      expect(row.previewKey).toMatch(/^previews\/[0-9a-f-]{36}\.mp3$/);
      previewUrl = `/media/${row.previewKey}`;

      for (const client of [new TestClient(app), await signedInClient(app, other)]) {
        expect((await trackPage(client, beat.id)).audioUrl).toBe(previewUrl);
        const redirect = await client.get(`/media/previews/track/${beat.id}`);
        expect(redirect.statusCode).toBe(302);
        expect(redirect.headers.location).toBe(previewUrl);
      }
      const visitor = new TestClient(app);
      const preview = await visitor.get(previewUrl);
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-type']).toBe('audio/mpeg');
      expect(preview.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(preview.rawPayload[0]).toBe(0xff); // an MPEG frame
      // 15 s at 128 kbit/s: about 240 kB, against 1.3 MB for the whole WAV.
      expect(preview.rawPayload.length).toBeGreaterThan(230_000);
      expect(preview.rawPayload.length).toBeLessThan(250_000);
      const ranged = await visitor.get(previewUrl, { headers: { range: 'bytes=0-99' } });
      expect(ranged.statusCode).toBe(206);

      const beats = (await visitor.get('/api/beats')).json<{ beats: Beat[] }>().beats;
      const card = beats.find((b) => b.id === beat.id)!;
      expect(card.previewUrl.startsWith('/media/previews/')).toBe(true);
    });

    it('refuses the full file to visitors and other users with 403, for GET, HEAD and ranges', async () => {
      const visitor = new TestClient(app);
      const stranger = await signedInClient(app, other);
      for (const client of [visitor, stranger]) {
        const refused = await client.get(beat.audioUrl);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ message: 'Buy a license to play the full beat' });
        expect(refused.headers['cache-control']).toBe('no-store');
        expect(refused.body).not.toContain('RIFF');
        const ranged = await client.get(beat.audioUrl, { headers: { range: 'bytes=0-1023' } });
        expect(ranged.statusCode).toBe(403);
        const head = await client.request('HEAD', beat.audioUrl);
        expect(head.statusCode).toBe(403);
      }
    });

    it('serves the full file to its owner and to a licence holder, never to a shared cache', async () => {
      for (const user of [producer, holder]) {
        const client = await signedInClient(app, user);
        const full = await client.get(beat.audioUrl);
        expect(full.statusCode).toBe(200);
        expect(full.rawPayload.equals(AUDIO)).toBe(true);
        expect(full.headers['cache-control']).toBe('private, no-cache');
        const ranged = await client.get(beat.audioUrl, { headers: { range: 'bytes=0-3' } });
        expect(ranged.statusCode).toBe(206);
        expect(ranged.body).toBe('RIFF');
      }
    });

    it('gives the owner and a licence holder the full file on the track page, in lists and in the Beat Bank detail', async () => {
      const listed = async (client: TestClient) =>
        (await client.get('/api/tracks?sort=newest&page=1&pageSize=50'))
          .json<{ tracks: TrackDetail[] }>()
          .tracks.find((track) => track.id === beat.id)!.audioUrl;
      for (const user of [producer, holder]) {
        const client = await signedInClient(app, user);
        expect((await trackPage(client, beat.id)).audioUrl).toBe(beat.audioUrl);
        expect(await listed(client)).toBe(beat.audioUrl);
        expect((await client.get(`/api/beats/${beat.id}`)).json<Beat>().previewUrl).toBe(beat.audioUrl);
      }
      const owned = (await (await signedInClient(app, producer)).get('/api/me/tracks?page=1&pageSize=50'))
        .json<{ tracks: TrackDetail[] }>()
        .tracks.find((track) => track.id === beat.id)!;
      expect(owned.audioUrl).toBe(beat.audioUrl);
      for (const client of [new TestClient(app), await signedInClient(app, other)]) {
        expect(await listed(client)).toBe(previewUrl);
        expect((await client.get(`/api/beats/${beat.id}`)).json<Beat>().previewUrl).toBe(previewUrl);
      }
    });

    it('tells the presenter who may play the full file: owner and licence holder, not others', async () => {
      const allowed = async (viewer: User | null) =>
        (await fullAudioTrackIds(t.db, viewer, [beat])).has(beat.id);
      expect(await allowed(producer)).toBe(true);
      expect(await allowed(holder)).toBe(true);
      expect(await allowed(other)).toBe(false);
      expect(await allowed(null)).toBe(false);
      const row = await t.db
        .selectFrom('tracks')
        .selectAll()
        .where('id', '=', beat.id)
        .executeTakeFirstOrThrow();
      expect(presentTrack(row, { fullAudio: true }).audioUrl).toBe(beat.audioUrl);
      expect(presentTrack(row).audioUrl).toBe(previewUrl);
    });

    it('stops serving the full file to a buyer whose payment was refunded', async () => {
      const refunded = await createUser(t.db);
      const payment = await t.db
        .insertInto('transactions')
        .values({ userId: refunded.id, amount: beat.price, status: 'refunded', paymentType: 'beat_purchase' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await licence(refunded, beat, payment.id);
      const response = await (await signedInClient(app, refunded)).get(beat.audioUrl);
      expect(response.statusCode).toBe(403);
    });
  });

  it('leaves a free track as it was: its full file for everyone, cached as immutable', async () => {
    const free = await trackWithAudio(0);
    const visitor = new TestClient(app);
    expect((await trackPage(visitor, free.id)).audioUrl).toBe(free.audioUrl);
    const full = await visitor.get(free.audioUrl);
    expect(full.statusCode).toBe(200);
    expect(full.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await visitor.get(`/media/previews/track/${free.id}`)).statusCode).toBe(404);
    expect(await enqueueMissingPreviews(t.db, [free.id])).toEqual([]);
  });

  it('hides the preview of a track the viewer may not see, and answers 404 to ids that name nothing', async () => {
    const draft = await trackWithAudio(1999, { status: 'draft' });
    const visitor = new TestClient(app);
    for (const url of [
      `/media/previews/track/${draft.id}`,
      '/media/previews/track/99999999',
      '/media/previews/track/x1',
    ]) {
      const response = await visitor.get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
    expect(
      (await (await signedInClient(app, producer)).get(`/media/previews/track/${draft.id}`)).statusCode,
    ).toBe(503);
  });

  it('queues the preview as soon as its owner prices a track', async () => {
    const repriced = await trackWithAudio(0);
    const owner = await signedInClient(app, producer);
    const changed = await owner.request('PATCH', `/api/tracks/${repriced.id}`, { price: 1999 });
    expect(changed.statusCode).toBe(200);
    expect((await previewJobs()).filter((job) => job.trackId === repriced.id)).toEqual([
      { trackId: repriced.id, status: 'queued' },
    ]);
    // The owner's own answer keeps the full file.
    expect(changed.json<TrackDetail>().audioUrl).toBe(repriced.audioUrl);
  });

  it('the sweep queues a preview for a track priced later, once, and the start-up cleanup keeps named previews', async () => {
    const later = await trackWithAudio(0);
    expect(await enqueueMissingPreviews(t.db)).not.toContain(later.id);
    await t.db.updateTable('tracks').set({ price: 4999 }).where('id', '=', later.id).execute();
    expect(await enqueueMissingPreviews(t.db)).toContain(later.id);
    expect(await enqueueMissingPreviews(t.db)).not.toContain(later.id);
    await runJobs();
    const row = await t.db
      .selectFrom('tracks')
      .select('previewKey')
      .where('id', '=', later.id)
      .executeTakeFirstOrThrow();
    expect(row.previewKey).toBeTruthy();

    // An orphaned preview (its track deleted) goes at the next start; a named one stays.
    const orphan = await trackWithAudio(2999);
    await enqueueMissingPreviews(t.db, [orphan.id]);
    await runJobs();
    const orphanKey = (
      await t.db
        .selectFrom('tracks')
        .select('previewKey')
        .where('id', '=', orphan.id)
        .executeTakeFirstOrThrow()
    ).previewKey!;
    await t.db.deleteFrom('tracks').where('id', '=', orphan.id).execute();
    await cleanOrphanUploads({ ...app.ctx, log: silent }, { olderThanMs: 0 });
    expect(await app.ctx.storage.stat(orphanKey)).toBeNull();
    expect(await app.ctx.storage.stat(row.previewKey!)).not.toBeNull();
  });
});
