import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import * as m0024 from '../../db/migrations/0024_measured_tempo_key';
import * as m0025 from '../../db/migrations/0025_search';
import * as m0028 from '../../db/migrations/0028_search_generation';
import { describeEachDatabase } from '../../test/databases';
import { enqueueUnmeasuredTracks } from './jobs/measureSweep';
import { shownTempoKey, soundTempoKey } from './measured';

describe('shown and sound tempo and key', () => {
  it("shows the artist's value when typed, else the measured one, and says which", () => {
    const row = { bpm: null, key: 'D Major', measuredBpm: 140, measuredKey: 'A Minor' };
    expect(shownTempoKey(row)).toEqual({
      bpm: 140,
      bpmSource: 'measured',
      key: 'D Major',
      keySource: 'artist',
    });
    expect(soundTempoKey(row)).toEqual({ bpm: 140, key: 'A Minor' });
    expect(shownTempoKey({ bpm: null, key: null, measuredBpm: null, measuredKey: null })).toEqual({
      bpm: null,
      bpmSource: null,
      key: null,
      keySource: null,
    });
  });
});

describeEachDatabase('migration 0024 and the measuring sweep', (t) => {
  it('clears the old form defaults of uploaded tracks, keeps other typed values, and measures old tracks again', async () => {
    const raw = t.db as unknown as Kysely<unknown>;
    // 0025 (search) indexes the measured columns and 0028 watches them: they go first and come back last.
    await m0028.down(raw);
    await m0025.down(raw);
    await m0024.down(raw);
    const insert = (values: Record<string, unknown>) =>
      (t.db as unknown as Kysely<{ tracks: Record<string, unknown> }>)
        .insertInto('tracks')
        .values({ title: 'Old', audioUrl: '/media/audio/old.mp3', analysisStatus: 'done', ...values })
        .returning('id')
        .executeTakeFirstOrThrow() as Promise<{ id: number }>;
    const defaults = await insert({ bpm: 120, key: 'C Major', storageKey: 'audio/a.mp3' });
    const typed = await insert({ bpm: 96, key: 'C Major', storageKey: 'audio/b.mp3' });
    const external = await insert({ bpm: 120, key: 'C Major', storageKey: null });
    await m0024.up(raw);
    await m0025.up(raw);
    await m0028.up(raw);

    const rows = await t.db
      .selectFrom('tracks')
      .select(['id', 'bpm', 'key', 'measuredBpm', 'measuredKey', 'measuredAt'])
      .orderBy('id')
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(defaults.id)).toMatchObject({
      bpm: null,
      key: null,
      measuredBpm: null,
      measuredAt: null,
    });
    expect(byId.get(typed.id)).toMatchObject({ bpm: 96, key: null });
    expect(byId.get(external.id)).toMatchObject({ bpm: 120, key: 'C Major' });

    // Analysed tracks with stored audio are measured again, once at a time (the job's key).
    expect(await enqueueUnmeasuredTracks(t.db)).toBe(2);
    expect(await enqueueUnmeasuredTracks(t.db)).toBe(0);
    const jobs = await t.db.selectFrom('jobs').select(['type', 'key']).orderBy('key').execute();
    expect(jobs).toEqual([
      { type: 'analyse-track', key: String(defaults.id) },
      { type: 'analyse-track', key: String(typed.id) },
    ]);
  });
});
