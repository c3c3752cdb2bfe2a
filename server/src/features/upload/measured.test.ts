import type { TrackDetail } from '@common/tracks';
import type { UploadResponse } from '@common/upload';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { runPendingJobs } from '../../jobs/runner';
import { encodeMp3 } from '../../media/audio/encodeMp3';
import { synthesize } from '../../media/audio/synth';
import { signedInClient, type TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { jobDefinitions } from '../index';
import { multipart } from './testAudio';

/** 20 seconds synthesised at 140 BPM in A minor, as an MP3. */
const song = encodeMp3(
  synthesize({ bpm: 140, key: 'A Minor', seconds: 20, style: 'four-on-the-floor' }),
  128,
  1,
);

describeEachDatabase('measured BPM and key (decision 0053)', (t) => {
  let app: FastifyInstance;
  let client: TestClient;

  beforeAll(async () => {
    app = await t.buildApp();
    client = await signedInClient(app, await createUser(t.db));
  });

  async function uploadSong(): Promise<number> {
    const body = multipart([
      { name: 'audioFile', filename: 'Measured.mp3', contentType: 'audio/mpeg', data: song },
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/upload/audio',
      headers: { ...client.jar.header(), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    return response.json<UploadResponse>().track.id;
  }

  const analyse = () => runPendingJobs(app.ctx, { jobs: jobDefinitions });
  const read = async (id: number) => (await client.get(`/api/tracks/${id}`)).json<TrackDetail>();
  const publish = (id: number, extra: Record<string, unknown> = {}) =>
    client.post(`/api/tracks/${id}/publish`, { title: 'Measured', artistName: 'Me', ...extra });

  function expectMeasured(track: TrackDetail) {
    expect(Math.abs(track.bpm! - 140)).toBeLessThanOrEqual(1);
    expect(track.key).toBe('A Minor');
    expect(track).toMatchObject({ bpmSource: 'measured', keySource: 'measured' });
    expect(track.analysis).toMatchObject({ measuredBpm: track.bpm, measuredKey: 'A Minor' });
  }

  it('shows the measurement of a track published after its analysis, without typed values', async () => {
    const id = await uploadSong();
    await analyse();
    const response = await publish(id);
    expect(response.statusCode).toBe(200);
    expectMeasured(response.json<TrackDetail>());
    expectMeasured(await read(id));
    const list = (await client.get('/api/me/tracks')).json<{ tracks: TrackDetail[] }>();
    expect(list.tracks.find((track) => track.id === id)).toMatchObject({
      bpmSource: 'measured',
      key: 'A Minor',
    });
  }, 120_000);

  it('shows the measurement of a track published before its analysis ended', async () => {
    const id = await uploadSong();
    const published = (await publish(id)).json<TrackDetail>();
    expect(published).toMatchObject({ bpm: null, bpmSource: null, key: null, keySource: null });
    await analyse();
    expectMeasured(await read(id));
  }, 120_000);

  it("shows the artist's own values when typed, keeps the measurement beside them, and can go back to it", async () => {
    const id = await uploadSong();
    const published = (await publish(id, { bpm: 70, key: 'C Major' })).json<TrackDetail>();
    expect(published).toMatchObject({ bpm: 70, bpmSource: 'artist', key: 'C Major', keySource: 'artist' });
    await analyse();
    const track = await read(id);
    expect(track).toMatchObject({ bpm: 70, bpmSource: 'artist', key: 'C Major', keySource: 'artist' });
    expect(Math.abs(track.analysis.measuredBpm! - 140)).toBeLessThanOrEqual(1);
    expect(track.analysis.measuredKey).toBe('A Minor');
    // Publishing again without them keeps the artist's values; null takes them back.
    expect((await publish(id)).json<TrackDetail>()).toMatchObject({ bpm: 70, key: 'C Major' });
    const edited = await client.request('PATCH', `/api/tracks/${id}`, { bpm: null, key: null });
    expect(edited.statusCode).toBe(200);
    expectMeasured(edited.json<TrackDetail>());
  }, 120_000);
});
