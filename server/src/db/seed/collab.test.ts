import { COLLAB, collabProfileSchema, type CollabProfile, type MatchPage } from '@common/collab';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTrack } from '../../features/tracks/testing';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { DEMO_BEATS } from './beats';
import { DEMO_TRACKS } from './catalogue';
import { DEMO_COLLAB_PROFILES, seedCollabProfiles } from './collab';
import { DEMO_USERS } from './users';

describe('demo collab profiles', () => {
  it('give every demo artist a valid, distinct profile whose examples are their own tracks', () => {
    expect(DEMO_COLLAB_PROFILES.map((p) => p.username).sort()).toEqual(
      DEMO_USERS.map((u) => u.username).sort(),
    );
    const owners = new Map([...DEMO_TRACKS, ...DEMO_BEATS].map((track) => [track.title, track.owner]));
    for (const demo of DEMO_COLLAB_PROFILES) {
      expect(() => collabProfileSchema.parse({ ...demo, examples: [] }), demo.username).not.toThrow();
      expect(demo.exampleTitles.length).toBeGreaterThan(0);
      expect(demo.exampleTitles.length).toBeLessThanOrEqual(COLLAB.examplesMax);
      for (const title of demo.exampleTitles) expect(owners.get(title), title).toBe(demo.username);
      expect(demo.equipment?.length).toBeGreaterThan(0);
      expect(demo.description?.length).toBeGreaterThan(80);
    }
    expect(new Set(DEMO_COLLAB_PROFILES.map((p) => p.skills.join())).size).toBe(DEMO_COLLAB_PROFILES.length);
  });
});

describeEachDatabase('demo collab seed', (t) => {
  let app: FastifyInstance;
  let written: number;

  beforeAll(async () => {
    // The demo artists, each with their first demo track published, and one artist missing.
    for (const demo of DEMO_USERS.filter((u) => u.username !== 'echoengineer')) {
      const user = await createUser(t.db, { ...demo, email: undefined });
      const first = DEMO_COLLAB_PROFILES.find((p) => p.username === demo.username)!.exampleTitles[0]!;
      const source = DEMO_TRACKS.find((track) => track.title === first);
      await createTrack(t.db, {
        userId: user.id,
        title: first,
        genre: source?.genre ?? 'hip-hop',
        bpm: source?.bpm ?? 120,
        key: source?.key ?? null,
      });
    }
    written = await seedCollabProfiles(t.db);
    app = await t.buildApp();
  });
  afterAll(() => app.close());

  it('writes the profiles of the artists present, with their examples, and computes their signals', async () => {
    expect(written).toBe(DEMO_USERS.length - 1);
    const luna = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'lunawaves')
      .executeTakeFirstOrThrow();
    const profile = (
      await new TestClient(app).get(`/api/users/${luna.id}/collab-profile`)
    ).json<CollabProfile>();
    expect(profile).toMatchObject({
      skills: ['Vocalist', 'Songwriter'],
      collabType: ['Feature', 'Co-write'],
      isAvailable: true,
      examples: [{ id: expect.any(Number), title: 'Midnight on the 285' }],
    });
    const signals = await t.db.selectFrom('collabSignals').selectAll().execute();
    expect(signals).toHaveLength(DEMO_USERS.length - 1);
    const lunaSignals = signals.find((row) => row.userId === luna.id)!;
    expect(lunaSignals.trackGenres).toEqual(['r&b']);
  });

  it('is idempotent and keeps a profile its artist has edited', async () => {
    const luna = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'lunawaves')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('collabProfiles')
      .set({ description: 'Edited by Luna' })
      .where('userId', '=', luna.id)
      .execute();
    expect(await seedCollabProfiles(t.db)).toBe(0);
    const rows = await t.db.selectFrom('collabProfiles').select(['userId', 'description']).execute();
    expect(rows).toHaveLength(DEMO_USERS.length - 1);
    expect(rows.find((row) => row.userId === luna.id)?.description).toBe('Edited by Luna');
  });

  it('gives a demo artist believable matches: a vocalist finds producers, with reasons', async () => {
    const client = await signedInClient(app, { username: 'lunawaves', plainPassword: TEST_PASSWORD });
    const page = (await client.get('/api/collab/matches')).json<MatchPage>();
    expect(page.personal).toBe(true);
    expect(page.matches).toHaveLength(DEMO_USERS.length - 2);
    const top = page.matches[0]!;
    expect(top.skills.some((skill) => ['Producer', 'Beatmaker'].includes(skill))).toBe(true);
    expect(top.reasons.length).toBeGreaterThan(0);
    const percentages = page.matches.map((m) => m.matchPercentage!);
    expect(percentages).toEqual([...percentages].sort((a, b) => b - a));
    expect(new Set(percentages).size).toBeGreaterThan(2);
  });
});
