import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runPendingJobs } from '../../jobs/runner';
import { sendMailJob } from '../../mail/sendMailJob';
import { type SmtpPeer, startSmtpPeer } from '../../mail/smtpPeer';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { createTrack } from '../tracks/testing';
import { sendDigests } from './digest/sendDigests';

type User = Awaited<ReturnType<typeof createUser>>;
const ORIGIN = 'https://pandanation.test';
const DAY = 86_400_000;

describeEachDatabase('notifications: the daily email digest through a real SMTP peer', (t) => {
  let app: FastifyInstance;
  let peer: SmtpPeer;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    app = await t.buildApp({}, { SMTP_URL: peer.url, PUBLIC_ORIGIN: ORIGIN });
  });
  afterAll(async () => {
    await app.close();
    await peer.stop();
  });

  const verifiedUser = async (name: string): Promise<User> => {
    const user = await createUser(t.db, {
      email: `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.test`,
      displayName: name,
    });
    await t.db
      .updateTable('users')
      .set({ emailVerifiedAt: new Date().toISOString() })
      .where('id', '=', user.id)
      .execute();
    return user;
  };
  const likeBy = async (trackId: number) => {
    const liker = await createUser(t.db);
    const client = await signedInClient(app, liker);
    expect((await client.post(`/api/tracks/${trackId}/like`)).statusCode).toBe(200);
    return liker;
  };
  const mailsTo = (address: string) => peer.messages.filter((m) => JSON.stringify(m.to).includes(address));
  const deliver = () => runPendingJobs(app.ctx, { jobs: [sendMailJob], backoffMs: () => 0 });

  it('sends at most one a day, of the kinds chosen by email only, each time what is new since the last', async () => {
    const artist = await verifiedUser('Digest Artist');
    const client = await signedInClient(app, artist);
    const saved = await client.request('PUT', '/api/notification-preferences', {
      preferences: [{ kind: 'track_like', channel: 'email' }],
    });
    expect(saved.statusCode).toBe(200);
    const track = await createTrack(t.db, { userId: artist.id, title: 'Tidal Circuits' });
    const earlier = await likeBy(track.id);
    const later = await likeBy(track.id);
    // A follow stays in the app: its kind is not chosen by email.
    await (await signedInClient(app, await createUser(t.db))).post(`/api/users/${artist.id}/follow`);

    const morning = new Date('2031-03-01T09:00:00Z');
    expect(await sendDigests(app.ctx, morning)).toBeGreaterThanOrEqual(1);
    await deliver();
    const [digest] = mailsTo(artist.email!);
    expect(mailsTo(artist.email!)).toHaveLength(1);
    expect(digest!.subject).toBe('Your Panda Nation day: 1 notification');
    const text = (digest!.text ?? '').replace(/\s+/g, ' ');
    expect(text).toContain(`${later.username} and ${earlier.username} liked “Tidal Circuits”`);
    expect(text).not.toContain('followed you');
    expect(digest!.html).toContain(`href="${ORIGIN}/tracks/${track.id}"`);
    const rawHeader = (key: string) =>
      digest!.headerLines.find((h) => h.key === key)?.line.replace(/^[^:]+:\s*/, '') ?? '';
    const unsubscribe = rawHeader('list-unsubscribe');
    expect(unsubscribe).toMatch(new RegExp(`^<${ORIGIN}/api/notifications/unsubscribe/[^>]+>$`));
    expect(rawHeader('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(digest!.html).toContain(`${ORIGIN}/notifications/unsubscribe?token=`);

    // Later the same day: something new, but today's digest has gone.
    const third = await likeBy(track.id);
    expect(await sendDigests(app.ctx, new Date(morning.getTime() + 10 * 3600_000))).toBe(0);
    await deliver();
    expect(mailsTo(artist.email!)).toHaveLength(1);

    // The next day: only what came since.
    await sendDigests(app.ctx, new Date(morning.getTime() + DAY));
    await deliver();
    expect(mailsTo(artist.email!)).toHaveLength(2);
    const next = (mailsTo(artist.email!)[1]!.text ?? '').replace(/\s+/g, ' ');
    expect(next).toContain(`${third.username} liked “Tidal Circuits”`);
    expect(next).not.toContain(earlier.username);

    // Nothing new: no digest.
    await sendDigests(app.ctx, new Date(morning.getTime() + 2 * DAY));
    await deliver();
    expect(mailsTo(artist.email!)).toHaveLength(2);

    // The one-click unsubscribe (a mail program's form POST, no session): likes go back to the app only.
    const path = unsubscribe.slice(1, -1).replace(ORIGIN, '');
    const stopped = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    const prefs = await client.get('/api/notification-preferences');
    expect(
      prefs
        .json<{ preferences: { kind: string; channel: string }[] }>()
        .preferences.find((p) => p.kind === 'track_like')!.channel,
    ).toBe('app');
    await likeBy(track.id);
    await sendDigests(app.ctx, new Date(morning.getTime() + 3 * DAY));
    await deliver();
    expect(mailsTo(artist.email!)).toHaveLength(2);

    const forged = await new TestClient(app).post(`/api/notifications/unsubscribe/${path.split('/').pop()}x`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: 'This unsubscribe link is not valid.' });
  });

  it('never emails what is no longer there, nor someone without a verified address', async () => {
    const artist = await verifiedUser('Private Artist');
    const client = await signedInClient(app, artist);
    await client.request('PUT', '/api/notification-preferences', {
      preferences: [{ kind: 'track_like', channel: 'email' }],
    });
    const track = await createTrack(t.db, { userId: artist.id, title: 'Withdrawn Song' });
    await likeBy(track.id);
    await t.db.deleteFrom('trackLikes').where('trackId', '=', track.id).execute();
    await t.db.deleteFrom('tracks').where('id', '=', track.id).execute();

    const unverified = await createUser(t.db, { email: `plain-${Date.now()}@example.test` });
    await t.db.updateTable('users').set({ emailVerifiedAt: null }).where('id', '=', unverified.id).execute();
    const other = await signedInClient(app, unverified);
    await other.request('PUT', '/api/notification-preferences', {
      preferences: [{ kind: 'track_like', channel: 'email' }],
    });
    await likeBy((await createTrack(t.db, { userId: unverified.id })).id);

    await sendDigests(app.ctx, new Date('2031-04-01T09:00:00Z'));
    await deliver();
    expect(mailsTo(artist.email!)).toEqual([]);
    expect(mailsTo(unverified.email!)).toEqual([]);
    const text = peer.messages.map((m) => m.text ?? '').join('\n');
    expect(text).not.toContain('Withdrawn Song');
  });
});
