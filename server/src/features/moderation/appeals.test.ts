import {
  MODERATION_MESSAGES,
  type AppealsPage,
  type ModerationDecision,
  type ModerationLogPage,
} from '@common/moderation';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { setUserRole } from '../auth/commands/setUserRole';
import { createTrack } from '../tracks/testing';
import { act, report } from './testing';

describeEachDatabase('moderation: appeals', (t) => {
  let app: FastifyInstance;
  let adminClient: TestClient;
  let fanClient: TestClient;
  let visitor: TestClient;

  beforeAll(async () => {
    app = await t.buildApp();
    const [admin, fan] = await Promise.all([createUser(t.db), createUser(t.db)]);
    await setUserRole(t.db, admin.username, 'admin');
    [adminClient, fanClient] = await Promise.all([signedInClient(app, admin), signedInClient(app, fan)]);
    visitor = new TestClient(app);
  });
  afterAll(() => app.close());

  const decisions = async (client: TestClient) => {
    const response = await client.get('/api/moderation/decisions');
    expect(response.statusCode).toBe(200);
    return response.json<ModerationDecision[]>();
  };

  it('lets the owner appeal once; granting it restores the content and is logged', async () => {
    const artist = await createUser(t.db);
    const artistClient = await signedInClient(app, artist);
    const track = await createTrack(t.db, { userId: artist.id, title: 'Appealed Anthem' });
    await report(fanClient, 'track', track.id);
    const actionId = await act(adminClient, {
      action: 'remove',
      targetType: 'track',
      targetId: track.id,
      reason: 'Looks like spam',
    });
    expect((await visitor.get(`/api/tracks/${track.id}`)).statusCode).toBe(404);

    const [decision] = await decisions(artistClient);
    expect(decision).toMatchObject({
      id: actionId,
      action: 'remove',
      title: 'Appealed Anthem',
      reason: 'Looks like spam',
      appeal: null,
      appealable: true,
    });
    expect(await decisions(fanClient)).toEqual([]);

    const blank = await artistClient.post(`/api/moderation/decisions/${actionId}/appeal`, { body: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: 'Say why the decision is wrong' });
    const notYours = await fanClient.post(`/api/moderation/decisions/${actionId}/appeal`, { body: 'Mine!' });
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json()).toEqual({ message: MODERATION_MESSAGES.appealNotYours });
    expect(
      (await artistClient.post('/api/moderation/decisions/999999/appeal', { body: 'x' })).statusCode,
    ).toBe(404);
    const appealed = await artistClient.post(`/api/moderation/decisions/${actionId}/appeal`, {
      body: 'It is my own song, recorded last week',
    });
    expect(appealed.statusCode).toBe(201);
    const twice = await artistClient.post(`/api/moderation/decisions/${actionId}/appeal`, { body: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: MODERATION_MESSAGES.appealTwice });
    expect((await decisions(artistClient))[0]).toMatchObject({
      appealable: false,
      appeal: { status: 'open' },
    });

    expect((await fanClient.get('/api/admin/moderation/appeals')).statusCode).toBe(403);
    const { items } = (await adminClient.get('/api/admin/moderation/appeals')).json<AppealsPage>();
    const mine = items.find((item) => item.decision.id === actionId)!;
    expect(mine).toMatchObject({
      user: artist.username,
      status: 'open',
      body: 'It is my own song, recorded last week',
    });

    const decided = await adminClient.post(`/api/admin/moderation/appeals/${mine.id}`, {
      decision: 'reverse',
      note: 'Verified ownership',
    });
    expect(decided.statusCode).toBe(204);
    expect((await visitor.get(`/api/tracks/${track.id}`)).statusCode).toBe(200);
    const again = await adminClient.post(`/api/admin/moderation/appeals/${mine.id}`, { decision: 'uphold' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MODERATION_MESSAGES.appealDecided });

    const log = (await adminClient.get('/api/admin/moderation/log')).json<ModerationLogPage>();
    expect(log.items[0]).toMatchObject({
      action: 'restore',
      targetType: 'track',
      targetId: track.id,
      reason: 'Verified ownership',
      owner: artist.username,
    });
    expect((await decisions(artistClient))[0]).toMatchObject({
      appeal: { status: 'reversed', note: 'Verified ownership' },
    });
  });

  it('upholds an appeal against a suspension: it stays, and the owner is told', async () => {
    const artist = await createUser(t.db);
    const artistClient = await signedInClient(app, artist);
    const track = await createTrack(t.db, { userId: artist.id });
    const actionId = await act(adminClient, {
      action: 'warn',
      targetType: 'track',
      targetId: track.id,
      reason: 'Tone',
    });
    expect(
      (await artistClient.post(`/api/moderation/decisions/${actionId}/appeal`, { body: 'Unfair' }))
        .statusCode,
    ).toBe(201);
    const { items } = (await adminClient.get('/api/admin/moderation/appeals')).json<AppealsPage>();
    const appeal = items.find((item) => item.decision.id === actionId)!;
    expect(
      (await adminClient.post(`/api/admin/moderation/appeals/${appeal.id}`, { decision: 'uphold' }))
        .statusCode,
    ).toBe(204);
    const notices = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('userId', '=', artist.id)
      .where('kind', '=', 'moderation')
      .execute();
    expect(notices.length).toBe(2);
    expect((await decisions(artistClient))[0]).toMatchObject({
      appeal: { status: 'upheld' },
      appealable: false,
    });
  });
});
