import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection';
import { enqueueJob } from '../../jobs/queue';
import type { JobContext } from '../../jobs/define';
import { runPendingJobs } from '../../jobs/runner';
import { jobDefinitions } from '../index';
import { analyseTrackJob } from '../tracks/jobs/analyseTrack';
import { encodeMp3 } from '../../media/audio/encodeMp3';
import { synthesize } from '../../media/audio/synth';
import { LocalStorage } from '../../media/storage';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { createTrack } from '../tracks/testing';
import { refreshAllCollabSignals, refreshCollabSignals, refreshCollabSignalsSafely } from './signals';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;

describe('refreshCollabSignalsSafely', () => {
  it('hands a failure to its caller instead of throwing', async () => {
    const failing = {
      selectFrom: () => {
        throw new Error('database away');
      },
    } as unknown as Db;
    const errors: unknown[] = [];
    await expect(
      refreshCollabSignalsSafely(failing, 1, (error) => errors.push(error)),
    ).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
    await expect(refreshCollabSignalsSafely(failing, null)).resolves.toBeUndefined();
  });
});

describeEachDatabase('collab signals', (t) => {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-collab-media-'));
  let ctx: JobContext;
  beforeAll(() => {
    ctx = { database: t.handle, storage: new LocalStorage(mediaDir), log: silent };
  });
  afterAll(() => fs.rmSync(mediaDir, { recursive: true, force: true }));

  const signalsOf = (userId: number) =>
    t.db.selectFrom('collabSignals').selectAll().where('userId', '=', userId).executeTakeFirst();

  it('computes one row per user from their published public tracks, followers, requests and ratings', async () => {
    const artist = await createUser(t.db);
    const fan = await createUser(t.db);
    const partner = await createUser(t.db);
    await createTrack(t.db, { userId: artist.id, genre: 'Trap' });
    await createTrack(t.db, { userId: artist.id, genre: 'r&b' });
    await createTrack(t.db, { userId: artist.id, genre: 'jazz', visibility: 'private' });
    await createTrack(t.db, { userId: artist.id, genre: 'rock', status: 'draft' });
    await t.db.insertInto('follows').values({ followerId: fan.id, followeeId: artist.id }).execute();
    await t.db
      .insertInto('collabRequests')
      .values([
        { fromUserId: fan.id, toUserId: artist.id, message: 'Hi', project: 'A', status: 'declined' },
        { fromUserId: partner.id, toUserId: artist.id, message: 'Hi', project: 'B', status: 'accepted' },
        { fromUserId: partner.id, toUserId: fan.id, message: 'Hi', project: 'C', status: 'withdrawn' },
      ])
      .execute();
    const done = await t.db
      .insertInto('collaborations')
      .values({ project: 'B', status: 'completed', source: 'request' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('collaborationMembers')
      .values([
        // The rating the artist gave is the partner's; the one the partner gave is the artist's.
        { collaborationId: done.id, userId: artist.id, ratingGiven: 2 },
        { collaborationId: done.id, userId: partner.id, ratingGiven: 5 },
      ])
      .execute();

    const values = await refreshCollabSignals(t.db, artist.id);
    expect(values).toMatchObject({
      trackGenres: ['r&b', 'trap'],
      analysedTracks: 0,
      followers: 1,
      requestsReceived: 2,
      requestsAnswered: 2,
      completedCollabs: 1,
      ratingCount: 1,
      ratingSum: 5,
      // Two tracks published just now.
      activity: 20,
    });
    const row = await signalsOf(artist.id);
    expect(row?.trackGenres).toEqual(['r&b', 'trap']);
    expect(row).toMatchObject({ followers: 1, ratingSum: 5, activity: 20 });

    // Refreshing again updates the same row.
    await createTrack(t.db, { userId: artist.id, genre: 'drill' });
    await refreshCollabSignals(t.db, artist.id);
    expect((await signalsOf(artist.id))?.trackGenres).toEqual(['drill', 'r&b', 'trap']);
    const rows = await t.db
      .selectFrom('collabSignals')
      .select('userId')
      .where('userId', '=', artist.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refreshes every profile in one pass, with the same values as one at a time', async () => {
    const users = await Promise.all([createUser(t.db), createUser(t.db)]);
    for (const user of users) {
      await t.db
        .insertInto('collabProfiles')
        .values({ userId: user.id, skills: '["DJ"]', collabType: '["Remix"]' })
        .execute();
      await createTrack(t.db, { userId: user.id, genre: 'house' });
    }
    const written = await refreshAllCollabSignals(t.db);
    expect(written).toBeGreaterThanOrEqual(2);
    const bulk = await Promise.all(users.map((u) => signalsOf(u.id)));
    const single = await Promise.all(users.map((u) => refreshCollabSignals(t.db, u.id)));
    for (const [i, row] of bulk.entries()) {
      expect(row?.trackGenres).toEqual(single[i]!.trackGenres);
      expect(row?.activity).toBe(single[i]!.activity);
    }
  });

  it("updates the owner's sound profile when one of their tracks has been analysed", async () => {
    const owner = await createUser(t.db);
    const file = path.join(os.tmpdir(), `pn-collab-${Date.now()}.mp3`);
    fs.writeFileSync(
      file,
      encodeMp3(synthesize({ bpm: 128, key: 'A Minor', seconds: 12, style: 'four-on-the-floor' }), 128, 1),
    );
    await ctx.storage.putFile('audio/collab-signals.mp3', file, 'audio/mpeg');
    const track = await createTrack(t.db, {
      userId: owner.id,
      storageKey: 'audio/collab-signals.mp3',
      bpm: null,
      key: null,
      analysisStatus: 'pending',
    });
    await enqueueJob(t.db, analyseTrackJob, { trackId: track.id });
    await runPendingJobs(ctx, { jobs: jobDefinitions });
    const row = await signalsOf(owner.id);
    expect(row).toMatchObject({ analysedTracks: 1 });
    expect(row?.tempoAvg).toBeGreaterThan(100);
    expect(row?.energyAvg).toBeGreaterThan(0);
    await t.db.deleteFrom('jobs').execute();
  }, 120_000);
});
