import { HIT_MESSAGES, type HitAnalysis, type HitInsights } from '@common/hitpredictor';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPendingJobs } from '../../jobs/runner';
import { synthesizeHitTrack } from '../../media/audio/hitSynth';
import { encodeWav } from '../../media/audio/wav';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { multipart, pngBytes } from '../upload/testAudio';
import { enqueueMissingHitFeatures } from './backfill';
import { deleteExpiredHitUploads } from './cleanup';
import { hitAnalysisJob } from './hitAnalysisJob';
import { labelTracks } from './outcomes';
import { loadCatalogue } from './catalogue';
import { insertMeasuredTrack } from './testing';

/** A 40-second house track with an 8-second quiet intro at -14 LUFS: known length, tempo, key, intro, loudness. */
const WAV = encodeWav(
  synthesizeHitTrack({
    bpm: 124,
    key: 'A Minor',
    seconds: 40,
    style: 'four-on-the-floor',
    introSeconds: 8,
    loudness: -14,
  }),
);

function uploadBody(file: Buffer, filename = 'Night Drive.wav', genre?: string) {
  return multipart([
    ...(genre ? [{ name: 'genre', value: genre }] : []),
    { name: 'audioFile', filename, contentType: 'audio/wav', data: file },
  ]);
}

describeEachDatabase('Hit Predictor API', (t) => {
  let app: FastifyInstance;
  let client: TestClient;
  let userId: number;

  const runJobs = () =>
    runPendingJobs(
      { database: t.handle, storage: app.ctx.storage, log: app.log },
      { jobs: [hitAnalysisJob] },
    );
  const upload = (file = WAV, filename?: string, genre?: string) => {
    const body = uploadBody(file, filename, genre);
    return app.inject({
      method: 'POST',
      url: '/api/hit-predictor/analyses',
      headers: { ...client.jar.header(), ...body.headers },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    app = await t.buildApp();
    const user = await createUser(t.db);
    userId = user.id;
    client = await signedInClient(app, user);
    // A measured catalogue of other artists: seven house-like tracks and five slower hip-hop tracks.
    const house = await createUser(t.db);
    const rap = await createUser(t.db);
    for (let i = 0; i < 7; i++) {
      await insertMeasuredTrack(
        t.db,
        house.id,
        {
          genre: 'electronic',
          bpm: 122 + i,
          key: 'A Minor',
          duration: 40,
          loudness: -14,
          title: `House ${i}`,
        },
        { timeToFullLevel: 8, spectralCentroid: 500, onsetRate: 5 },
      );
    }
    for (let i = 0; i < 5; i++) {
      await insertMeasuredTrack(
        t.db,
        rap.id,
        { genre: 'hip-hop', bpm: 86 + i, key: 'D Major', duration: 190, loudness: -9, title: `Rap ${i}` },
        { spectralCentroid: 2200, onsetRate: 2 },
      );
    }
  });
  afterAll(() => app.close());

  it('asks for a signed-in user, and for a track or a file', async () => {
    const guest = new TestClient(app);
    expect((await guest.post('/api/hit-predictor/analyses', { trackId: 1 })).statusCode).toBe(401);
    const body = uploadBody(WAV);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/hit-predictor/analyses',
      headers: body.headers,
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
    const empty = await client.post('/api/hit-predictor/analyses', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: HIT_MESSAGES.noTrackBody });
    const other = await client.post('/api/hit-predictor/analyses', { trackId: 999_999 });
    expect(other.statusCode).toBe(404);
    const word = await client.post('/api/hit-predictor/analyses', { trackId: 'abc' });
    expect(word.statusCode).toBe(400);
    const genre = await upload(WAV, 'Polka.wav', 'polka');
    expect(genre.statusCode).toBe(400);
    expect(genre.json()).toEqual({ message: 'Unknown genre' });
    expect((await client.get('/api/hit-predictor/analyses/abc')).statusCode).toBe(404);
  });

  it('refuses a file that is not audio by its content, whatever its name', async () => {
    const body = uploadBody(pngBytes(), 'cover.wav');
    const response = await app.inject({
      method: 'POST',
      url: '/api/hit-predictor/analyses',
      headers: { ...client.jar.header(), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(415);
  });

  it('analyses an uploaded file in the media lane: each factor as the rules say, the same twice', async () => {
    const first = await upload();
    expect(first.statusCode).toBe(202);
    const started = first.json<HitAnalysis>();
    expect(started).toMatchObject({ status: 'queued', progress: 0, result: null });
    expect(started.source).toMatchObject({ kind: 'upload', title: 'Night Drive', keptTrackId: null });
    const hours = (Date.parse(started.source.expiresAt!) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(first.body).not.toContain('hit-uploads/');

    const second = (await upload()).json<HitAnalysis>();
    // The media lane runs one job at a time: the second analysis waits behind the first.
    const waiting = (await client.get(`/api/hit-predictor/analyses/${second.id}`)).json<HitAnalysis>();
    expect(waiting).toMatchObject({ status: 'queued', jobsAhead: 1 });
    await runJobs();
    const done = (await client.get(`/api/hit-predictor/analyses/${started.id}`)).json<HitAnalysis>();
    const again = (await client.get(`/api/hit-predictor/analyses/${second.id}`)).json<HitAnalysis>();
    expect(done).toMatchObject({ status: 'done', progress: 100, error: null });
    expect(again.result).toEqual(done.result);

    const result = done.result!;
    const byId = Object.fromEntries(result.factors.map((f) => [f.id, f]));
    expect(result.measures).toMatchObject({ duration: 40, bpm: 124, key: 'A Minor' });
    expect(result.measures.loudness).toBeCloseTo(-14, 0);
    expect(Math.abs(result.measures.timeToFullLevel - 8)).toBeLessThanOrEqual(1);
    expect(byId.duration).toMatchObject({ value: '0:40', points: 0 });
    // 8 s: (20 - 8) / 15 of the 20 points, within the second's tolerance of the measure.
    expect(byId.timeToFullLevel!.points).toBeGreaterThan(14);
    expect(byId.timeToFullLevel!.points).toBeLessThan(18);
    expect(byId.tempo!.points).toBe(20);
    expect(result.checklist.find((c) => c.id === 'loudness')!.passed).toBe(true);
    // Genre by the neighbours: the seven house-like tracks of another artist are the nearest.
    expect(result.genreClassification).toMatchObject({ genre: 'electronic', votes: 7, of: 10 });
    expect(result.genreClassification.label).toBe('7 of the 10 nearest tracks are tagged electronic');
    expect(result.measures.genreSource).toBe('neighbours');
    expect(result.comparableHits).toHaveLength(10);
    expect(result.comparableHits[0]!.title).toMatch(/^House/);
    // Nothing computed without evidence.
    expect(result.hitProbability).toBeNull();
    expect(result.model.status).toBe('insufficient-data');
    expect(result.hitProbabilityNote).toMatch(/Not enough data yet/);
    expect(result.marketPrediction.viralPotential).toBeNull();
    expect(result.marketPrediction.commercialViability).toBeNull();
    expect(result.vocalAnalysis).toMatchObject({
      gospelCharacteristics: null,
      spiritualElements: null,
      culturalAuthenticity: null,
    });
    expect(result.vocalAnalysis.emotionalIntensity).toBeGreaterThan(0);
    expect(result.recommendations.join(' ')).toMatch(/2:15 and 3:45/);
  }, 120_000);

  it('keeps an uploaded file private, deletes it after 24 hours unless kept as a draft', async () => {
    const dropped = (await upload(WAV, 'Drop me.wav')).json<HitAnalysis>();
    const kept = (await upload(WAV, 'Keep me.wav', 'electronic')).json<HitAnalysis>();
    const keys = async () => {
      const found: string[] = [];
      for await (const key of app.ctx.storage.list('hit-uploads/')) found.push(key);
      return found;
    };
    const before = await keys();
    expect(before.length).toBeGreaterThanOrEqual(2);

    const keep = await client.post(`/api/hit-predictor/analyses/${kept.id}/keep`);
    expect(keep.statusCode).toBe(200);
    const keptTrackId = keep.json<HitAnalysis>().source.keptTrackId!;
    const draft = await t.db
      .selectFrom('tracks')
      .selectAll()
      .where('id', '=', keptTrackId)
      .executeTakeFirstOrThrow();
    expect(draft).toMatchObject({ status: 'draft', visibility: 'private', userId, title: 'Keep me' });
    // The files are not served to anyone, except a kept draft's audio to its owner.
    const droppedKey = (
      await t.db
        .selectFrom('hitAnalyses')
        .select('uploadKey')
        .where('id', '=', dropped.id)
        .executeTakeFirstOrThrow()
    ).uploadKey!;
    expect((await client.get(`/media/${droppedKey}`)).statusCode).toBe(404);
    expect((await new TestClient(app).get(`/media/${droppedKey}`)).statusCode).toBe(404);
    const ownDraft = await client.get(`/media/${draft.storageKey}`);
    expect(ownDraft.statusCode).toBe(200);
    expect(ownDraft.headers['cache-control']).toBe('private, no-cache');
    expect((await new TestClient(app).get(`/media/${draft.storageKey}`)).statusCode).toBe(404);
    // Nothing of the uploads is listed in the catalogue.
    const listed = await client.get('/api/tracks?pageSize=50');
    expect(listed.body).not.toMatch(/Drop me|Keep me|Night Drive/);

    const deleted = await deleteExpiredHitUploads(
      { database: t.handle, storage: app.ctx.storage },
      Date.now() + 25 * 3_600_000,
    );
    expect(deleted).toBeGreaterThanOrEqual(1);
    const after = await keys();
    expect(after).toContain(draft.storageKey);
    const droppedRow = await t.db
      .selectFrom('hitAnalyses')
      .select('uploadKey')
      .where('id', '=', dropped.id)
      .executeTakeFirstOrThrow();
    expect(droppedRow.uploadKey).toBeNull();
    expect(after.length).toBe(1);
    await runJobs();
    const failed = (await client.get(`/api/hit-predictor/analyses/${dropped.id}`)).json<HitAnalysis>();
    expect(failed).toMatchObject({ status: 'failed', error: HIT_MESSAGES.uploadExpired });
  }, 120_000);

  it('analyses one of my tracks from its stored measures, never comparing it with my own tracks', async () => {
    const mine = await insertMeasuredTrack(t.db, userId, {
      genre: 'hip-hop',
      bpm: 88,
      key: 'D Major',
      duration: 190,
      storageKey: 'audio/stored-elsewhere.mp3',
    });
    await insertMeasuredTrack(t.db, userId, { genre: 'hip-hop', bpm: 88, key: 'D Major', duration: 190 });
    const started = await client.post('/api/hit-predictor/analyses', { trackId: mine });
    expect(started.statusCode).toBe(202);
    await runJobs();
    const done = (
      await client.get(`/api/hit-predictor/analyses/${started.json<HitAnalysis>().id}`)
    ).json<HitAnalysis>();
    expect(done.status).toBe('done');
    const hits = done.result!.comparableHits;
    const owners = await t.db
      .selectFrom('tracks')
      .select('userId')
      .where(
        'id',
        'in',
        hits.map((h) => h.trackId),
      )
      .execute();
    expect(owners.every((o) => o.userId !== userId)).toBe(true);
    expect(hits[0]!.title).toMatch(/^Rap/);
    expect(done.result!.measures.genreSource).toBe('track');
    expect(done.result!.factors.find((f) => f.id === 'duration')!.points).toBe(20);

    const stranger = await signedInClient(app, await createUser(t.db));
    expect((await stranger.get(`/api/hit-predictor/analyses/${done.id}`)).statusCode).toBe(404);
    expect((await stranger.post('/api/hit-predictor/analyses', { trackId: mine })).statusCode).toBe(404);
  }, 120_000);

  it('labels breakouts: the top 10% of a genre for engagement per play, tracks with 50 plays or more', async () => {
    const artist = await createUser(t.db);
    const publishedAt = new Date(Date.now() - 40 * 86_400_000).toISOString();
    const ids: number[] = [];
    for (let i = 0; i < 11; i++) {
      const id = await insertMeasuredTrack(t.db, artist.id, { genre: 'latin', publishedAt });
      ids.push(id);
      const plays = i === 10 ? 49 : 50;
      await t.db
        .insertInto('trackPlays')
        .values(
          Array.from({ length: plays }, (_, p) => ({
            trackId: id,
            listenerKey: `l${p}`,
            createdAt: new Date(Date.parse(publishedAt) + (p + 1) * 3_600_000).toISOString(),
          })),
        )
        .execute();
      // Likes per play: none, except 1 on the ninth track and 2 on the tenth.
      for (let like = 0; like < Math.max(0, i - 7) && i < 10; like++) {
        const fan = await createUser(t.db);
        await t.db
          .insertInto('trackLikes')
          .values({ userId: fan.id, trackId: id, createdAt: publishedAt })
          .execute();
      }
    }
    const labelled = (await labelTracks(t.db, await loadCatalogue(t.db))).filter((l) =>
      ids.includes(l.trackId),
    );
    // Ten eligible (the one with 49 plays is not); the one with the most likes per play is the top 10%.
    expect(labelled).toHaveLength(10);
    expect(labelled.filter((l) => l.breakout).map((l) => l.trackId)).toEqual([ids[9]]);
  }, 120_000);

  it('queues the catalogue analysis again for tracks measured before the hit features, once', async () => {
    const artist = await createUser(t.db);
    const old = await insertMeasuredTrack(t.db, artist.id, { storageKey: 'audio/measured-before.mp3' });
    await t.db.deleteFrom('trackHitFeatures').where('trackId', '=', old).execute();
    const queued = async () =>
      (await t.db.selectFrom('jobs').select('payload').where('type', '=', 'analyse-track').execute()).filter(
        (job) => Number(job.payload.trackId) === old,
      ).length;
    expect(await enqueueMissingHitFeatures(t.db)).toBeGreaterThanOrEqual(1);
    await enqueueMissingHitFeatures(t.db);
    expect(await queued()).toBe(1);
    await t.db.deleteFrom('jobs').where('type', '=', 'analyse-track').execute();
  });

  it('limits analyses to 30 per user per hour (429 with Retry-After)', async () => {
    const artist = await createUser(t.db);
    const busy = await signedInClient(app, artist);
    const trackId = await insertMeasuredTrack(t.db, artist.id, { storageKey: 'audio/limit-test.mp3' });
    for (let i = 0; i < 30; i++) {
      expect((await busy.post('/api/hit-predictor/analyses', { trackId })).statusCode).toBe(202);
    }
    const refused = await busy.post('/api/hit-predictor/analyses', { trackId });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: HIT_MESSAGES.tooMany });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await t.db.deleteFrom('jobs').where('type', '=', 'hit-analysis').where('status', '=', 'queued').execute();
  });

  it('shows the platform’s real figures in AI Insights', async () => {
    const insights = (await new TestClient(app).get('/api/hit-predictor/insights')).json<HitInsights>();
    expect(insights.tracksAnalysed).toBeGreaterThanOrEqual(3);
    expect(insights.model.status).toBe('insufficient-data');
    expect(insights.catalogueTracksMeasured).toBeGreaterThan(12);
    const electronic = insights.genres.find((g) => g.genre === 'electronic')!;
    expect(electronic).toMatchObject({ tracks: 7, topTracks: 2 });
    expect(electronic.top.timeToFullLevel).toBe(8);
  });
});

describe('Hit Predictor texts', () => {
  it('quote the spec', () => {
    expect(HIT_MESSAGES.noTrackTitle).toBe('No Track Selected');
    expect(HIT_MESSAGES.uploadedBody).toBe('file is ready for AI analysis');
  });
});
