import {
  COPYRIGHT_MESSAGES,
  MODERATION_MESSAGES,
  type CopyrightNoticeFiled,
  type CopyrightNoticeList,
  type CounterNoticeFiled,
} from '@common/moderation';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { setUserRole } from '../auth/commands/setUserRole';
import { createTrack } from '../tracks/testing';
import { addBusinessDays } from './businessDays';
import { restoreCounterNoticed } from './commands/copyright';

describe('business days', () => {
  it('skips Saturdays and Sundays', () => {
    // Friday 2026-11-27 12:00 UTC + 10 business days = Friday 2026-12-11.
    expect(addBusinessDays(new Date('2026-11-27T12:00:00.000Z'), 10).toISOString()).toBe(
      '2026-12-11T12:00:00.000Z',
    );
    // Saturday + 1 business day = Monday.
    expect(addBusinessDays(new Date('2026-11-28T09:00:00.000Z'), 1).toISOString()).toBe(
      '2026-11-30T09:00:00.000Z',
    );
  });
});

describeEachDatabase('copyright: notice, takedown, counter-notice and repeat infringers', (t) => {
  let app: FastifyInstance;
  let adminClient: TestClient;
  let visitor: TestClient;
  let origin: string;

  beforeAll(async () => {
    app = await t.buildApp();
    origin = app.ctx.config.mail.linkOrigin;
    const admin = await createUser(t.db);
    await setUserRole(t.db, admin.username, 'admin');
    adminClient = await signedInClient(app, admin);
    visitor = new TestClient(app);
  });
  afterAll(() => app.close());

  const notice = (trackId: number, overrides: Record<string, unknown> = {}) => ({
    work: 'My song “Blue Hour”, released 2024',
    infringingUrl: `${origin}/tracks/${trackId}`,
    claimantName: 'Rita Rights',
    claimantEmail: 'rita@example.com',
    claimantContact: '1 Label Street, Springfield; +1 555 0100',
    goodFaith: true,
    accurate: true,
    signature: 'Rita Rights',
    ...overrides,
  });

  const send = async (trackId: number) => {
    const response = await visitor.post('/api/copyright/notices', notice(trackId));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<CopyrightNoticeFiled>().id;
  };

  it('refuses an incomplete notice with a clear message, and an address that is not a public track', async () => {
    const track = await createTrack(t.db);
    const unsworn = await visitor.post('/api/copyright/notices', notice(track.id, { accurate: false }));
    expect(unsworn.statusCode).toBe(400);
    expect(unsworn.json()).toEqual({ message: COPYRIGHT_MESSAGES.statements });
    const noEmail = await visitor.post('/api/copyright/notices', notice(track.id, { claimantEmail: 'nope' }));
    expect(noEmail.json()).toEqual({ message: 'Give a valid email address' });
    const elsewhere = await visitor.post(
      '/api/copyright/notices',
      notice(track.id, { infringingUrl: `${origin}/about` }),
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({ message: COPYRIGHT_MESSAGES.notATrack });
    const missing = await visitor.post('/api/copyright/notices', notice(999_999));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: COPYRIGHT_MESSAGES.noTrack });
    expect((await visitor.get(`/api/tracks/${track.id}`)).statusCode).toBe(200);
  });

  it('takes the track down at once; a counter-notice brings it back after 10 business days on the clock', async () => {
    const uploader = await createUser(t.db);
    const uploaderClient = await signedInClient(app, uploader);
    const track = await createTrack(t.db, { userId: uploader.id, title: 'Blue Hour Cover' });
    const id = await send(track.id);
    expect((await visitor.get(`/api/tracks/${track.id}`)).statusCode).toBe(404);
    const told = await t.db
      .selectFrom('notifications')
      .select('kind')
      .where('userId', '=', uploader.id)
      .where('subjectId', '=', track.id)
      .execute();
    expect(told).toEqual([{ kind: 'moderation' }]);
    const mine = (await uploaderClient.get('/api/copyright/notices/mine')).json<CopyrightNoticeList>();
    expect(mine.notices[0]).toMatchObject({
      id,
      trackTitle: 'Blue Hour Cover',
      status: 'taken_down',
      claimantName: 'Rita Rights',
    });

    const stranger = await signedInClient(app, await createUser(t.db));
    const counter = {
      statement: 'I wrote and recorded it',
      goodFaith: true,
      consent: true,
      signature: uploader.username,
    };
    expect((await stranger.post(`/api/copyright/notices/${id}/counter`, counter)).statusCode).toBe(403);
    const incomplete = await uploaderClient.post(`/api/copyright/notices/${id}/counter`, {
      ...counter,
      consent: false,
    });
    expect(incomplete.json()).toEqual({ message: COPYRIGHT_MESSAGES.counterConsent });
    const sent = await uploaderClient.post(`/api/copyright/notices/${id}/counter`, counter);
    expect(sent.statusCode).toBe(201);
    const { restoreAt } = sent.json<CounterNoticeFiled>();
    const stored = await t.db
      .selectFrom('copyrightNotices')
      .select('counteredAt')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const countered = new Date(stored.counteredAt!);
    expect(restoreAt).toBe(addBusinessDays(countered, 10).toISOString());
    expect((await uploaderClient.post(`/api/copyright/notices/${id}/counter`, counter)).statusCode).toBe(409);

    // Nine business days on, the track is still down; at ten it returns.
    expect(await restoreCounterNoticed(t.db, addBusinessDays(countered, 9))).toBe(0);
    expect((await visitor.get(`/api/tracks/${track.id}`)).statusCode).toBe(404);
    expect(await restoreCounterNoticed(t.db, new Date(new Date(restoreAt).getTime() + 1000))).toBe(1);
    expect((await visitor.get(`/api/tracks/${track.id}`)).statusCode).toBe(200);
    const after = (await uploaderClient.get('/api/copyright/notices/mine')).json<CopyrightNoticeList>();
    expect(after.notices[0]!.status).toBe('restored');
  });

  it('keeps the track down when the claimant goes to court', async () => {
    const uploader = await createUser(t.db);
    const uploaderClient = await signedInClient(app, uploader);
    const track = await createTrack(t.db, { userId: uploader.id });
    const id = await send(track.id);
    await uploaderClient.post(`/api/copyright/notices/${id}/counter`, {
      statement: 'Mine',
      goodFaith: true,
      consent: true,
      signature: 'Me',
    });
    expect(
      (await uploaderClient.post(`/api/admin/copyright/notices/${id}`, { decision: 'court' })).statusCode,
    ).toBe(403);
    expect(
      (await adminClient.post(`/api/admin/copyright/notices/${id}`, { decision: 'court' })).statusCode,
    ).toBe(204);
    expect(await restoreCounterNoticed(t.db, addBusinessDays(new Date(), 30))).toBe(0);
    expect((await visitor.get(`/api/tracks/${track.id}`)).statusCode).toBe(404);
  });

  it('bans an account after three upheld notices (the repeat-infringer policy)', async () => {
    const uploader = await createUser(t.db);
    const tracks = await Promise.all([1, 2, 3].map(() => createTrack(t.db, { userId: uploader.id })));
    const ids: number[] = [];
    for (const track of tracks) ids.push(await send(track.id));
    for (const [index, id] of ids.entries()) {
      expect(
        (await adminClient.post(`/api/admin/copyright/notices/${id}`, { decision: 'uphold' })).statusCode,
      ).toBe(204);
      const login = await new TestClient(app).post('/api/login', {
        username: uploader.username,
        password: uploader.plainPassword,
      });
      expect(login.statusCode).toBe(index < 2 ? 200 : 403);
      if (index === 2) expect(login.json()).toEqual({ message: MODERATION_MESSAGES.banned });
    }
    const again = await adminClient.post(`/api/admin/copyright/notices/${ids[0]}`, { decision: 'reject' });
    expect(again.statusCode).toBe(409);
    const all = (await adminClient.get('/api/admin/copyright/notices')).json<CopyrightNoticeList>();
    expect(all.notices.filter((n) => ids.includes(n.id)).map((n) => n.status)).toEqual([
      'upheld',
      'upheld',
      'upheld',
    ]);
  });

  it('restores the track when a notice is rejected', async () => {
    const track = await createTrack(t.db);
    const id = await send(track.id);
    expect(
      (await adminClient.post(`/api/admin/copyright/notices/${id}`, { decision: 'reject' })).statusCode,
    ).toBe(204);
    expect((await visitor.get(`/api/tracks/${track.id}`)).statusCode).toBe(200);
  });
});
