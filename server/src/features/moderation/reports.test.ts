import { MODERATION_MESSAGES, type ModerationLogPage, type ModerationQueue } from '@common/moderation';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { setUserRole } from '../auth/commands/setUserRole';
import { createTrack } from '../tracks/testing';
import { act, report } from './testing';

describeEachDatabase('moderation: reports, the queue and the audit log', (t) => {
  let app: FastifyInstance;
  let adminClient: TestClient;
  let artistClient: TestClient;
  let fanClient: TestClient;
  let otherFanClient: TestClient;
  let visitor: TestClient;
  let artistId: number;

  beforeAll(async () => {
    app = await t.buildApp();
    const [admin, artist, fan, otherFan] = await Promise.all([
      createUser(t.db),
      createUser(t.db),
      createUser(t.db),
      createUser(t.db),
    ]);
    await setUserRole(t.db, admin.username, 'admin');
    artistId = artist.id;
    [adminClient, artistClient, fanClient, otherFanClient] = await Promise.all([
      signedInClient(app, admin),
      signedInClient(app, artist),
      signedInClient(app, fan),
      signedInClient(app, otherFan),
    ]);
    visitor = new TestClient(app);
  });
  afterAll(() => app.close());

  const queue = async () => {
    const response = await adminClient.get('/api/admin/reports');
    expect(response.statusCode).toBe(200);
    return response.json<ModerationQueue>();
  };

  it('takes a report once per person and thing, and refuses bad or pointless ones with clear messages', async () => {
    const track = await createTrack(t.db, { userId: artistId, title: 'Loud Spam Anthem' });
    const first = await report(fanClient, 'track', track.id, 'spam', 'Posted ten times');
    const again = await report(fanClient, 'track', track.id, 'harassment', 'Also rude');
    expect(again).toBe(first);
    await report(otherFanClient, 'track', track.id, 'copyright');

    const entry = (await queue()).entries.find((e) => e.target.type === 'track' && e.target.id === track.id)!;
    expect(entry.target).toMatchObject({
      title: 'Loud Spam Anthem',
      ownerId: artistId,
      link: `/tracks/${track.id}`,
    });
    expect(entry.reports.map((r) => r.reason)).toEqual(['harassment', 'copyright']);
    expect(entry.reports[0]!.details).toBe('Also rude');

    expect(
      (await visitor.post('/api/reports', { targetType: 'track', targetId: track.id, reason: 'spam' }))
        .statusCode,
    ).toBe(401);
    const badReason = await fanClient.post('/api/reports', {
      targetType: 'track',
      targetId: track.id,
      reason: 'meh',
    });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json()).toEqual({ message: 'Choose a reason' });
    const badType = await fanClient.post('/api/reports', {
      targetType: 'planet',
      targetId: 1,
      reason: 'spam',
    });
    expect(badType.statusCode).toBe(400);
    const missing = await fanClient.post('/api/reports', {
      targetType: 'track',
      targetId: 987654,
      reason: 'spam',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MODERATION_MESSAGES.notFound });
    const own = await artistClient.post('/api/reports', {
      targetType: 'track',
      targetId: track.id,
      reason: 'spam',
    });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ message: MODERATION_MESSAGES.ownContent });
    // What the reporter cannot open cannot be reported: a draft, a private track, a comment on a private track.
    const draft = await createTrack(t.db, { userId: artistId, status: 'draft' });
    const privateTrack = await createTrack(t.db, { userId: artistId, visibility: 'private' });
    const hidden = await t.db
      .insertInto('trackComments')
      .values({
        trackId: privateTrack.id,
        userId: artistId,
        body: 'note to self',
        createdAt: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [targetType, targetId] of [
      ['track', draft.id],
      ['track', privateTrack.id],
      ['comment', Number(hidden.id)],
    ] as const) {
      const refused = await fanClient.post('/api/reports', { targetType, targetId, reason: 'spam' });
      expect(refused.statusCode, `${targetType} ${targetId}`).toBe(404);
      expect(refused.json()).toEqual({ message: MODERATION_MESSAGES.notFound });
    }
  });

  it('shows the queue to administrators only, grouped by target, the oldest first', async () => {
    expect((await visitor.get('/api/admin/reports')).statusCode).toBe(401);
    const refused = await fanClient.get('/api/admin/reports');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Administrators only' });
    expect((await fanClient.get('/api/admin/moderation/log')).statusCode).toBe(403);
    expect((await fanClient.post('/api/admin/moderation/actions', {})).statusCode).toBe(403);

    const older = await createTrack(t.db, { userId: artistId, title: 'Older Reported' });
    const newer = await createTrack(t.db, { userId: artistId, title: 'Newer Reported' });
    await report(fanClient, 'track', older.id);
    await report(fanClient, 'user', artistId, 'impersonation');
    await report(otherFanClient, 'track', newer.id);
    await report(otherFanClient, 'track', older.id, 'violence');
    const { entries, openReports } = await queue();
    const keys = entries.map((e) => `${e.target.type}:${e.target.id}`);
    const at = (key: string) => keys.indexOf(key);
    expect(at(`track:${older.id}`)).toBeLessThan(at(`user:${artistId}`));
    expect(at(`user:${artistId}`)).toBeLessThan(at(`track:${newer.id}`));
    expect(entries[at(`track:${older.id}`)]!.reports).toHaveLength(2);
    expect(openReports).toBe(entries.reduce((sum, e) => sum + e.reports.length, 0));
  });

  it('dismisses reports: they leave the queue, the content stays, and the log says who, what, when and why', async () => {
    const track = await createTrack(t.db, { userId: artistId, title: 'Harmless Tune' });
    await report(fanClient, 'track', track.id);
    const invalid = await adminClient.post('/api/admin/moderation/actions', {
      action: 'dismiss',
      targetType: 'track',
      targetId: track.id,
      reason: '',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: 'Give a reason' });
    const noDays = await adminClient.post('/api/admin/moderation/actions', {
      action: 'suspend',
      targetType: 'user',
      targetId: artistId,
      reason: 'x',
    });
    expect(noDays.statusCode).toBe(400);
    expect(noDays.json()).toEqual({ message: 'Say for how many days' });

    await act(adminClient, {
      action: 'dismiss',
      targetType: 'track',
      targetId: track.id,
      reason: 'Not spam',
    });
    expect((await queue()).entries.some((e) => e.target.type === 'track' && e.target.id === track.id)).toBe(
      false,
    );
    expect((await visitor.get(`/api/tracks/${track.id}`)).statusCode).toBe(200);
    const log = (await adminClient.get('/api/admin/moderation/log')).json<ModerationLogPage>();
    expect(log.items[0]).toMatchObject({
      action: 'dismiss',
      targetType: 'track',
      targetId: track.id,
      title: 'Harmless Tune',
      reason: 'Not spam',
    });
    expect(log.items[0]!.moderator).toBeTruthy();
    expect(Date.now() - new Date(log.items[0]!.createdAt).getTime()).toBeLessThan(60_000);
    const notices = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('userId', '=', artistId)
      .where('subjectId', '=', track.id)
      .execute();
    expect(notices).toHaveLength(0);
  });

  it('warns an owner: they are told why, and nothing is hidden', async () => {
    const track = await createTrack(t.db, { userId: artistId, title: 'Borderline Song' });
    await report(fanClient, 'track', track.id, 'harassment');
    const id = await act(adminClient, {
      action: 'warn',
      targetType: 'track',
      targetId: track.id,
      reason: 'Keep the lyrics civil',
    });
    const notice = await t.db
      .selectFrom('notifications')
      .selectAll()
      .where('userId', '=', artistId)
      .where('kind', '=', 'moderation')
      .where('subjectId', '=', track.id)
      .executeTakeFirstOrThrow();
    expect(notice.actorId).toBeNull();
    const data = typeof notice.data === 'string' ? JSON.parse(notice.data) : notice.data;
    expect(data).toMatchObject({
      decisionId: id,
      action: 'warn',
      reason: 'Keep the lyrics civil',
      title: 'Borderline Song',
    });
    expect((await visitor.get(`/api/tracks/${track.id}`)).statusCode).toBe(200);
  });
});
