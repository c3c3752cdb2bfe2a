import { MARKETING, MARKETING_MESSAGES, type CampaignSummary, type Subscriber } from '@common/marketing';
import { campaignTemplates } from '@common/marketingTemplates';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { uniqueUsername } from '../../test/factories';
import { campaignContentHtml, sanitizeCampaignHtml } from './sanitize';
import { consent, person, runMailJobs, type Person } from './testing';
import { linkSecret, readUnsubscribeToken, unsubscribeToken } from './unsubscribeTokens';

const ORIGIN = 'https://pandanation.test';

describe('the campaign sanitiser', () => {
  it('keeps text, links and images of this site; drops scripts, handlers, forms, frames, trackers and CSS', () => {
    const clean = sanitizeCampaignHtml(
      [
        '<h1 onclick="x()">Out <b>Friday</b></h1>',
        '<script>alert(1)</script><style>body{background:url(https://t.example/p.gif)}</style>',
        '<img src="x" onerror="alert(2)"><img src="https://tracker.example/open.gif?u=1" alt="pixel">',
        '<img src="/media/covers/1.png" alt="cover"><img src="https://pandanation.test/images/a.png" alt="a">',
        '<a href="javascript:alert(3)">bad</a><a href="/tracks/1">ours</a><a href="https://other.example/x">theirs</a>',
        '<form action="https://evil.example"><input name="card"><button>Pay</button></form>',
        '<iframe src="https://evil.example"></iframe><svg><text>svg words</text></svg>',
        '<p style="color:#ff0080;background-image:url(https://t.example/b.gif);position:fixed;text-align:center">Hi</p>',
      ].join(''),
      ORIGIN,
    );
    for (const forbidden of [
      '<script',
      'alert(',
      'onerror',
      'onclick',
      'tracker.example',
      '<style',
      'url(',
      '<form',
      '<input',
      '<iframe',
      'evil.example',
      '<svg',
      'svg words',
      'javascript:',
      'position',
    ]) {
      expect(clean, forbidden).not.toContain(forbidden);
    }
    expect(clean).toContain('<h1>Out <b>Friday</b></h1>');
    expect(clean).toContain(`<img src="${ORIGIN}/media/covers/1.png" alt="cover" />`);
    expect(clean).toContain(`<img src="${ORIGIN}/images/a.png" alt="a" />`);
    expect(clean).toContain(`<a href="${ORIGIN}/tracks/1">ours</a>`);
    expect(clean).toContain('<a href="https://other.example/x">theirs</a>');
    expect(clean).toContain('<p style="color:#ff0080;text-align:center">Hi</p>');
  });
});

describe("the composer's templates", () => {
  it('go through the sanitiser whole: only their links become absolute', () => {
    for (const template of campaignTemplates({ name: 'Maya & Co', pagePath: '/artists/12' })) {
      const expected = template.html.replaceAll('href="/', `href="${ORIGIN}/`).replaceAll('<br>', '<br />');
      expect(campaignContentHtml(template.html, ORIGIN), template.id).toBe(expected);
    }
  });
});

describeEachDatabase('email marketing API', (t) => {
  let app: FastifyInstance;
  const run = () => runMailJobs(app.ctx);

  beforeAll(async () => {
    app = await t.buildApp({}, { PUBLIC_ORIGIN: ORIGIN, MAIL_RATE_PER_SECOND: '1000' });
  });

  const emailsOf = async (who: Person) => {
    const response = await who.client.get('/api/marketing/emails');
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { emailList: Subscriber[] }).emailList;
  };
  const historyOf = async (who: Person) => {
    const response = await who.client.get('/api/marketing/campaigns');
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { campaigns: CampaignSummary[] }).campaigns;
  };
  const send = (who: Person, subject: string, htmlContent = '<p>News from the studio.</p>') =>
    who.client.post('/api/marketing/send-campaign', { subject, htmlContent });
  const mailsTo = (email: string, kind = 'campaign') =>
    t.db
      .selectFrom('mailMessages')
      .selectAll()
      .where('toAddress', '=', email)
      .where('kind', '=', kind)
      .orderBy('id')
      .execute();
  /** The token of the unsubscribe link in a message's plain text (as the e2e journey reads it). */
  const tokenIn = (text: string) => {
    const found = /https?:\/\/\S+\/unsubscribe\?token=([^\s<>"')\]]+)/.exec(text);
    expect(found, text).not.toBeNull();
    return decodeURIComponent(found![1]!);
  };
  /** An artist with fans who asked for their email, and people who must not be reached. */
  async function artistWithFans(fans = 2) {
    const artist = await person(app, t.db, { displayName: 'Maya Rivers', userType: 'artist' });
    const list: Person[] = [];
    for (let i = 0; i < fans; i++) {
      const fan = await person(app, t.db, { displayName: i === 0 ? 'Doe, "Jay" Jr.' : '' });
      await consent(fan, artist);
      list.push(fan);
    }
    return { artist, fans: list };
  }

  describe('visitors', () => {
    it('get 401 with the sign-in message everywhere but the unsubscribe link', async () => {
      const visitor = new TestClient(app);
      for (const [method, url] of [
        ['GET', '/api/marketing/emails'],
        ['GET', '/api/marketing/campaigns'],
        ['POST', '/api/marketing/send-campaign'],
        ['POST', '/api/marketing/preview'],
        ['POST', '/api/marketing/test-send'],
        ['GET', '/api/users/1/email-consent'],
        ['PUT', '/api/users/1/email-consent'],
      ] as const) {
        const body = method === 'GET' ? undefined : { subject: 'Hi', htmlContent: 'x', consent: true };
        const response = await visitor.request(method, url, body);
        expect(response.statusCode, url).toBe(401);
        expect(response.json()).toEqual({ message: MARKETING_MESSAGES.signInRequired });
      }
    });
  });

  describe('audiences', () => {
    it("gives an artist only their own fans who opted in with a verified address, never another's list", async () => {
      const { artist, fans } = await artistWithFans(2);
      const unverified = await person(app, t.db, { verified: false });
      await consent(unverified, artist);
      const follower = await person(app, t.db);
      expect((await follower.client.post(`/api/users/${artist.id}/follow`)).statusCode).toBe(200);
      const withdrew = await person(app, t.db);
      await consent(withdrew, artist);
      await consent(withdrew, artist, false);
      const other = await artistWithFans(1);

      const list = await emailsOf(artist);
      expect(list).toEqual(
        fans.map((fan, i) => ({
          id: fan.id,
          email: fan.email,
          displayName: i === 0 ? 'Doe, "Jay" Jr.' : '',
          userType: 'fan',
          kind: 'account',
          location: null,
          fanLevel: 'Bronze',
        })),
      );
      const otherList = await emailsOf(other.artist);
      expect(otherList.map((s) => s.email)).toEqual([other.fans[0]!.email]);
      // Query strings or ids cannot open someone else's list.
      const probe = await other.artist.client.get(
        `/api/marketing/emails?artistId=${artist.id}&userId=${artist.id}`,
      );
      expect((probe.json() as { emailList: Subscriber[] }).emailList).toEqual(otherList);
      // A fan's own list is empty: nobody chose to get their email.
      expect(await emailsOf(fans[0]!)).toEqual([]);
    });

    it('gives an administrator the platform list: verified opt-ins and confirmed subscribers, once per address', async () => {
      const admin = await person(app, t.db, { admin: true, displayName: 'Ada Admin' });
      const optedIn = await person(app, t.db, { displayName: 'Opted In' });
      const optedOut = await person(app, t.db, { emailSubscribed: false });
      const unverified = await person(app, t.db, { verified: false });
      const both = await person(app, t.db, { displayName: 'Both Ways' });
      const reader = `${uniqueUsername('reader')}@example.test`.toLowerCase();
      const pending = `${uniqueUsername('pending')}@example.test`.toLowerCase();
      const now = new Date().toISOString();
      await t.db
        .insertInto('newsletterSubscriptions')
        .values([
          { email: reader, status: 'subscribed', confirmedAt: now, createdAt: now, updatedAt: now },
          { email: pending, status: 'pending', createdAt: now, updatedAt: now },
          {
            email: both.email.toUpperCase(),
            status: 'subscribed',
            confirmedAt: now,
            createdAt: now,
            updatedAt: now,
          },
        ])
        .execute();
      const list = await emailsOf(admin);
      const emails = list.map((s) => s.email.toLowerCase());
      expect(emails).toContain(optedIn.email);
      expect(emails).toContain(admin.email);
      expect(emails).toContain(reader);
      expect(emails).not.toContain(optedOut.email);
      expect(emails).not.toContain(unverified.email);
      expect(emails).not.toContain(pending);
      expect(emails.filter((e) => e === both.email)).toHaveLength(1);
      expect(list.find((s) => s.email === both.email)).toEqual({
        id: both.id,
        email: both.email,
        displayName: 'Both Ways',
        userType: 'fan',
        kind: 'account',
        location: null,
        fanLevel: null,
      });
      // Listed as what it is: its id is the subscription's, which may be some user's id too.
      const subscription = await t.db
        .selectFrom('newsletterSubscriptions')
        .select('id')
        .where('email', '=', reader)
        .executeTakeFirstOrThrow();
      expect(list.find((s) => s.email === reader)).toEqual({
        id: subscription.id,
        email: reader,
        displayName: '',
        userType: 'newsletter',
        kind: 'newsletter',
        location: null,
        fanLevel: null,
      });
      expect(list.filter((s) => s.kind === 'newsletter').map((s) => s.email)).toEqual([reader]);
      expect(new Set(emails).size).toBe(emails.length);
    });
  });

  describe('sending', () => {
    it('refuses a blank or oversized campaign with the spec’s messages and writes nothing', async () => {
      const { artist } = await artistWithFans(1);
      const cases: [unknown, string][] = [
        [{ htmlContent: '<p>x</p>' }, MARKETING_MESSAGES.missingSubject],
        [{ subject: '   ', htmlContent: '<p>x</p>' }, MARKETING_MESSAGES.missingSubject],
        [
          { subject: 'x'.repeat(MARKETING.subjectMax + 1), htmlContent: '<p>x</p>' },
          MARKETING_MESSAGES.subjectTooLong,
        ],
        [{ subject: 'Hi' }, MARKETING_MESSAGES.missingContent],
        [{ subject: 'Hi', htmlContent: ' \n ' }, MARKETING_MESSAGES.missingContent],
        [
          { subject: 'Hi', htmlContent: 'é'.repeat(MARKETING.contentMaxBytes / 2 + 1) },
          MARKETING_MESSAGES.contentTooLong,
        ],
      ];
      for (const [body, message] of cases) {
        for (const url of [
          '/api/marketing/send-campaign',
          '/api/marketing/preview',
          '/api/marketing/test-send',
        ]) {
          const response = await artist.client.post(url, body);
          expect(response.statusCode, `${url} ${message}`).toBe(400);
          expect(response.json()).toEqual({ message });
        }
      }
      expect(await historyOf(artist)).toEqual([]);
    });

    it('says when there is no one to send to', async () => {
      const lonely = await person(app, t.db, { userType: 'artist' });
      const response = await send(lonely, 'Anyone?');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: MARKETING_MESSAGES.noSubscribers });
    });

    it('queues at once (202), writes a delivery per recipient, and the job sends each one its own link', async () => {
      const { artist, fans } = await artistWithFans(3);
      const response = await send(artist, 'Night Drive remix');
      expect(response.statusCode, response.body).toBe(202);
      const queued = response.json() as { campaignId: number; recipients: number; message: string };
      expect(queued).toEqual({
        campaignId: expect.any(Number),
        recipients: 3,
        message: MARKETING_MESSAGES.sent(3),
        scheduledFor: null,
      });
      // Nothing was sent by the request.
      expect(await mailsTo(fans[0]!.email)).toEqual([]);
      const deliveries = await t.db
        .selectFrom('campaignDeliveries')
        .selectAll()
        .where('campaignId', '=', queued.campaignId)
        .execute();
      expect(deliveries.map((d) => d.email).sort()).toEqual(fans.map((f) => f.email).sort());
      expect(new Set(deliveries.map((d) => d.status))).toEqual(new Set(['queued']));
      const [summary] = await historyOf(artist);
      expect(summary).toMatchObject({
        id: queued.campaignId,
        status: 'sending',
        recipients: 3,
        queued: 3,
        sent: 0,
      });

      await run();
      const tokens = new Set<string>();
      for (const fan of fans) {
        const mails = await mailsTo(fan.email);
        expect(mails).toHaveLength(1);
        expect(mails[0]).toMatchObject({ status: 'sent', subject: 'Night Drive remix', transport: 'outbox' });
        expect(mails[0]!.fromAddress).toMatch(/^"Maya Rivers via Panda Nation" </);
        expect(mails[0]!.html).toContain('News from the studio.');
        expect(mails[0]!.html).toContain(
          'You get this because you chose to get Maya Rivers&#x27;s email on Panda Nation.',
        );
        expect(mails[0]!.text).toContain("You get this because you chose to get Maya Rivers's email");
        const token = tokenIn(mails[0]!.text);
        expect(mails[0]!.html).toContain(`${ORIGIN}/unsubscribe?token=${token}`);
        tokens.add(token);
        expect(readUnsubscribeToken(await linkSecret(app.ctx), token)).toMatchObject({
          scope: 'artist',
          artistId: artist.id,
          email: fan.email,
          campaignId: queued.campaignId,
        });
      }
      expect(tokens.size).toBe(3);
      const [after] = await historyOf(artist);
      expect(after).toMatchObject({
        status: 'sent',
        recipients: 3,
        queued: 0,
        sent: 3,
        failed: 0,
        skipped: 0,
      });
      // Running the jobs again sends nothing more.
      await run();
      for (const fan of fans) expect(await mailsTo(fan.email)).toHaveLength(1);
    });

    it('lets an artist send 3 campaigns a day (429 after), an administrator any number', async () => {
      const { artist } = await artistWithFans(1);
      for (let n = 1; n <= MARKETING.campaignsPerDay; n++) {
        expect((await send(artist, `Update ${n}`)).statusCode).toBe(202);
      }
      const refused = await send(artist, 'One too many');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: MARKETING_MESSAGES.tooManyCampaigns });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
      expect(await historyOf(artist)).toHaveLength(MARKETING.campaignsPerDay);
      // Three at once still make three.
      const racer = await artistWithFans(1);
      const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => send(racer.artist, `Race ${i}`)));
      expect(answers.filter((a) => a.statusCode === 202)).toHaveLength(MARKETING.campaignsPerDay);
      expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(2);

      const admin = await person(app, t.db, { admin: true });
      for (let n = 1; n <= MARKETING.campaignsPerDay + 1; n++) {
        expect((await send(admin, `Platform news ${n}`)).statusCode).toBe(202);
      }
      await run();
    });

    it('skips a recipient who left the list after the campaign was queued', async () => {
      const { artist, fans } = await artistWithFans(2);
      const queued = (await send(artist, 'Skip test')).json() as { campaignId: number };
      await consent(fans[1]!, artist, false);
      await run();
      expect(await mailsTo(fans[0]!.email)).toHaveLength(1);
      expect(await mailsTo(fans[1]!.email)).toEqual([]);
      const summary = (await historyOf(artist)).find((c) => c.id === queued.campaignId);
      expect(summary).toMatchObject({ status: 'sent', sent: 1, skipped: 1, queued: 0 });
    });
  });

  describe('segments', () => {
    /** An artist with a Silver fan in Atlanta (a follow and two likes: 20 points) and a Bronze one in Lagos. */
    async function artistWithLevels() {
      const artist = await person(app, t.db, { displayName: 'Maya Rivers', userType: 'artist' });
      const silver = await person(app, t.db, { location: 'Atlanta, GA' });
      const bronze = await person(app, t.db, { location: 'Lagos' });
      for (const fan of [silver, bronze]) await consent(fan, artist);
      expect((await silver.client.post(`/api/users/${artist.id}/follow`)).statusCode).toBe(200);
      const tracks = await t.db
        .insertInto('tracks')
        .values(
          ['One', 'Two'].map((title) => ({
            title,
            audioUrl: `/media/audio/${title}.mp3`,
            userId: artist.id,
            status: 'published' as const,
            visibility: 'public' as const,
          })),
        )
        .returning('id')
        .execute();
      await t.db
        .insertInto('trackLikes')
        .values(tracks.map((track) => ({ trackId: track.id, userId: silver.id })))
        .execute();
      return { artist, silver, bronze };
    }
    const sendTo = (who: Person, subject: string, segment: unknown) =>
      who.client.post('/api/marketing/send-campaign', {
        subject,
        htmlContent: '<p>For some of you.</p>',
        segment,
      });
    const recipientsOf = async (campaignId: number) =>
      (
        await t.db
          .selectFrom('campaignDeliveries')
          .select('email')
          .where('campaignId', '=', campaignId)
          .execute()
      ).map((row) => row.email);

    it("lists each fan's location and level, and sends only to the fans a segment chooses", async () => {
      const { artist, silver, bronze } = await artistWithLevels();
      const list = await emailsOf(artist);
      expect(list.find((s) => s.id === silver.id)).toMatchObject({
        location: 'Atlanta, GA',
        fanLevel: 'Silver',
      });
      expect(list.find((s) => s.id === bronze.id)).toMatchObject({ location: 'Lagos', fanLevel: 'Bronze' });

      const byLevel = await sendTo(artist, 'Silver and up', { fanLevels: ['Silver', 'Gold'] });
      expect(byLevel.statusCode, byLevel.body).toBe(202);
      const levelled = byLevel.json() as { campaignId: number; recipients: number };
      expect(levelled.recipients).toBe(1);
      expect(await recipientsOf(levelled.campaignId)).toEqual([silver.email]);

      const byPlace = await sendTo(artist, 'Lagos show', { location: '  lagos ' });
      const placed = byPlace.json() as { campaignId: number; recipients: number };
      expect(await recipientsOf(placed.campaignId)).toEqual([bronze.email]);

      const nobody = await sendTo(artist, 'Nobody', { fanLevels: ['Diamond'] });
      expect(nobody.statusCode).toBe(400);
      expect(nobody.json()).toEqual({ message: MARKETING_MESSAGES.segmentNoMatch });
      const bad = await sendTo(artist, 'Bad', { fanLevels: ['Legend'] });
      expect(bad.statusCode).toBe(400);
      await run();
      expect(await mailsTo(silver.email)).toHaveLength(1);
      expect(await mailsTo(bronze.email)).toHaveLength(1);
    });

    it('narrows the platform list by location; fan levels are only for an artist', async () => {
      const admin = await person(app, t.db, { admin: true });
      const local = await person(app, t.db, { location: 'Reykjavik, Iceland' });
      const levels = await sendTo(admin, 'Levels', { fanLevels: ['Gold'] });
      expect(levels.statusCode).toBe(400);
      expect(levels.json()).toEqual({ message: MARKETING_MESSAGES.levelsForArtists });
      const placed = await sendTo(admin, 'Iceland meetup', { location: 'reykjavik' });
      expect(placed.statusCode, placed.body).toBe(202);
      expect(await recipientsOf((placed.json() as { campaignId: number }).campaignId)).toEqual([local.email]);
      await run();
    });
  });

  describe('scheduling', () => {
    const HOUR_MS = 3600_000;
    const schedule = (who: Person, subject: string, sendAt: unknown) =>
      who.client.post('/api/marketing/send-campaign', {
        subject,
        htmlContent: '<p>Later, not now.</p>',
        sendAt,
      });
    const cancel = (who: Person, id: number) => who.client.post(`/api/marketing/campaigns/${id}/cancel`, {});
    /** Moves a scheduled campaign's time (and its job's) to `at`, as if the clock had come round to it. */
    const moveTo = async (campaignId: number, at: Date, job: Date = at) => {
      await t.db
        .updateTable('campaigns')
        .set({ scheduledFor: at.toISOString() })
        .where('id', '=', campaignId)
        .execute();
      await t.db
        .updateTable('jobs')
        .set({ runAfter: job.toISOString() })
        .where('type', '=', 'send-campaign')
        .where('key', '=', String(campaignId))
        .where('status', '=', 'queued')
        .execute();
    };

    it('refuses a time that is not one, gone, or too far ahead', async () => {
      const { artist } = await artistWithFans(1);
      const cases: [unknown, string][] = [
        ['next friday', MARKETING_MESSAGES.scheduleInvalid],
        [new Date(Date.now() - 60_000).toISOString(), MARKETING_MESSAGES.scheduleInPast],
        [new Date(Date.now() + 91 * 24 * HOUR_MS).toISOString(), MARKETING_MESSAGES.scheduleTooFar],
      ];
      for (const [sendAt, message] of cases) {
        const response = await schedule(artist, 'Bad time', sendAt);
        expect(response.statusCode, String(sendAt)).toBe(400);
        expect(response.json()).toEqual({ message });
      }
      expect(await historyOf(artist)).toEqual([]);
    });

    it('waits for its time, then goes out like any campaign', async () => {
      const { artist, fans } = await artistWithFans(2);
      const sendAt = new Date(Date.now() + 2 * HOUR_MS);
      const response = await schedule(artist, 'Show next week', sendAt.toISOString());
      expect(response.statusCode, response.body).toBe(202);
      const queued = response.json() as { campaignId: number; scheduledFor: string; message: string };
      expect(queued.scheduledFor).toBe(sendAt.toISOString());
      expect(queued.message).toMatch(/^It goes to 2 subscribers on .+ UTC$/);
      const [summary] = await historyOf(artist);
      expect(summary).toMatchObject({
        id: queued.campaignId,
        status: 'scheduled',
        scheduledFor: sendAt.toISOString(),
        recipients: 2,
        queued: 2,
      });

      await run();
      expect(await mailsTo(fans[0]!.email)).toEqual([]);
      // A run that comes early (its job was due, the campaign is not) sends nothing and waits again.
      await moveTo(queued.campaignId, sendAt, new Date(Date.now() - 1000));
      await run();
      expect(await mailsTo(fans[0]!.email)).toEqual([]);
      expect((await historyOf(artist))[0]).toMatchObject({ status: 'scheduled', queued: 2 });
      const waiting = await t.db
        .selectFrom('jobs')
        .select('runAfter')
        .where('type', '=', 'send-campaign')
        .where('key', '=', String(queued.campaignId))
        .where('status', '=', 'queued')
        .executeTakeFirstOrThrow();
      expect(new Date(waiting.runAfter).getTime()).toBe(sendAt.getTime());

      await moveTo(queued.campaignId, new Date(Date.now() - 1000));
      await run();
      for (const fan of fans) expect(await mailsTo(fan.email)).toHaveLength(1);
      expect((await historyOf(artist))[0]).toMatchObject({ status: 'sent', sent: 2, queued: 0 });
      // Too late to cancel now.
      const late = await cancel(artist, queued.campaignId);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ message: MARKETING_MESSAGES.notScheduled });
    });

    it('is cancelled by its sender until it starts: nothing goes, and it no longer counts for the day', async () => {
      const { artist, fans } = await artistWithFans(1);
      const ids: number[] = [];
      for (let n = 1; n <= MARKETING.campaignsPerDay; n++) {
        const response = await schedule(artist, `Planned ${n}`, new Date(Date.now() + HOUR_MS).toISOString());
        expect(response.statusCode).toBe(202);
        ids.push((response.json() as { campaignId: number }).campaignId);
      }
      expect((await send(artist, 'Fourth')).statusCode).toBe(429);

      const other = await artistWithFans(1);
      const notYours = await cancel(other.artist, ids[0]!);
      expect(notYours.statusCode).toBe(404);
      expect(notYours.json()).toEqual({ message: MARKETING_MESSAGES.campaignNotFound });
      expect((await cancel(artist, 999_999)).statusCode).toBe(404);

      const cancelled = await cancel(artist, ids[0]!);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toEqual({ message: MARKETING_MESSAGES.cancelled });
      expect((await cancel(artist, ids[0]!)).json()).toEqual({ message: MARKETING_MESSAGES.cancelled });
      const summary = (await historyOf(artist)).find((c) => c.id === ids[0]);
      expect(summary).toMatchObject({ status: 'cancelled', recipients: 1, queued: 0, sent: 0 });

      // Its time comes and goes: nothing is sent.
      await moveTo(ids[0]!, new Date(Date.now() - 1000));
      await run();
      expect(await mailsTo(fans[0]!.email)).toEqual([]);
      expect((await historyOf(artist)).find((c) => c.id === ids[0])).toMatchObject({ status: 'cancelled' });
      // The day's third slot is free again.
      expect((await send(artist, 'Instead')).statusCode).toBe(202);
      for (const id of ids.slice(1)) expect((await cancel(artist, id)).statusCode).toBe(200);
      await run();
    });
  });

  describe('preview and test copy', () => {
    it('previews the email as a recipient sees it: cleaned, framed, with an unsubscribe link', async () => {
      const { artist } = await artistWithFans(1);
      const response = await artist.client.post('/api/marketing/preview', {
        subject: 'Preview me',
        htmlContent: '<h1>Night Drive</h1><script>alert(1)</script><img src="x" onerror="alert(2)">',
      });
      expect(response.statusCode).toBe(200);
      const preview = response.json() as { subject: string; html: string; text: string };
      expect(preview.subject).toBe('Preview me');
      expect(preview.html).toContain('<h1>Night Drive</h1>');
      expect(preview.html).not.toContain('<script');
      expect(preview.html).not.toContain('onerror');
      expect(preview.html).toMatch(
        /<a[^>]+href="https:\/\/pandanation\.test\/unsubscribe\?token=[^"]+"[^>]*>Unsubscribe<\/a>/,
      );
      expect(preview.text).toContain('Night Drive');
      expect(preview.text).toContain('/unsubscribe?token=');
      expect(preview.text).not.toContain('alert');
      expect(await historyOf(artist)).toEqual([]);
    });

    it('sends a test copy to a verified address only, through the mail queue', async () => {
      const unverified = await person(app, t.db, { verified: false, userType: 'artist' });
      const refused = await unverified.client.post('/api/marketing/test-send', {
        subject: 'Test',
        htmlContent: '<p>Hello</p>',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: MARKETING_MESSAGES.testNeedsVerifiedEmail });

      const artist = await person(app, t.db, { userType: 'artist' });
      const sent = await artist.client.post('/api/marketing/test-send', {
        subject: 'Tour dates',
        htmlContent: '<p>Hello</p>',
      });
      expect(sent.statusCode).toBe(202);
      expect(sent.json()).toEqual({ message: MARKETING_MESSAGES.testSent(artist.email) });
      const [mail] = await mailsTo(artist.email, 'campaign-test');
      expect(mail).toMatchObject({ subject: '[Test] Tour dates', status: 'queued' });
      await run();
      expect((await mailsTo(artist.email, 'campaign-test'))[0]!.status).toBe('sent');
      expect(await historyOf(artist)).toEqual([]);
    });
  });

  describe('unsubscribe links', () => {
    it('unsubscribe with one form POST, no cookie, from any origin; again is harmless; history counts it once', async () => {
      const { artist, fans } = await artistWithFans(2);
      const { campaignId } = (await send(artist, 'Leaving test')).json() as { campaignId: number };
      await run();
      const token = tokenIn((await mailsTo(fans[1]!.email))[0]!.text);
      const url = `/api/marketing/unsubscribe/${encodeURIComponent(token)}`;

      const info = await app.inject({ method: 'GET', url });
      expect(info.statusCode).toBe(200);
      expect(info.json()).toEqual({
        email: fans[1]!.email,
        list: "Maya Rivers's fan email",
        unsubscribed: false,
      });

      for (let i = 0; i < 2; i++) {
        const oneClick = await app.inject({
          method: 'POST',
          url,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            origin: 'https://mail.example.com',
            'sec-fetch-site': 'cross-site',
          },
          payload: 'List-Unsubscribe=One-Click',
        });
        expect(oneClick.statusCode, oneClick.body).toBe(200);
        expect(oneClick.json()).toEqual({
          email: fans[1]!.email,
          list: "Maya Rivers's fan email",
          unsubscribed: true,
        });
      }
      // The page's button posts JSON; also fine.
      const fromPage = await new TestClient(app).post(url, {});
      expect(fromPage.statusCode).toBe(200);

      expect((await emailsOf(artist)).map((s) => s.email)).toEqual([fans[0]!.email]);
      const consentNow = await fans[1]!.client.get(`/api/users/${artist.id}/email-consent`);
      expect(consentNow.json()).toEqual({ consent: false });
      expect((await app.inject({ method: 'GET', url })).json()).toMatchObject({ unsubscribed: true });
      const summary = (await historyOf(artist)).find((c) => c.id === campaignId);
      expect(summary).toMatchObject({ unsubscribed: 1, sent: 2 });

      // Choosing the artist's email again puts the fan back.
      await consent(fans[1]!, artist);
      expect((await emailsOf(artist)).map((s) => s.email)).toContain(fans[1]!.email);
    });

    it('refuses a malformed, forged or tampered link with one message', async () => {
      const secret = await linkSecret(app.ctx);
      const good = unsubscribeToken(secret, {
        scope: 'platform',
        artistId: null,
        email: 'someone@example.test',
        userId: null,
        campaignId: null,
      });
      const [body, signature] = good.split('.');
      const forged = unsubscribeToken(Buffer.from('not the secret'), {
        scope: 'platform',
        artistId: null,
        email: 'someone@example.test',
        userId: null,
        campaignId: null,
      });
      const tampered = `${Buffer.from(JSON.stringify({ s: 'p', e: 'victim@example.test' })).toString('base64url')}.${signature}`;
      for (const token of ['not-a-real-token', forged, tampered, `${body}.`, `${good}.x`, 'x'.repeat(3000)]) {
        for (const method of ['GET', 'POST'] as const) {
          const response = await app.inject({
            method,
            url: `/api/marketing/unsubscribe/${encodeURIComponent(token)}`,
            ...(method === 'POST'
              ? {
                  headers: { 'content-type': 'application/x-www-form-urlencoded' },
                  payload: 'List-Unsubscribe=One-Click',
                }
              : {}),
          });
          expect(response.statusCode, token.slice(0, 40)).toBe(400);
          expect(response.json()).toEqual({ message: MARKETING_MESSAGES.unsubscribeInvalid });
        }
      }
    });

    it('takes a platform reader off email updates and the newsletter', async () => {
      const admin = await person(app, t.db, { admin: true });
      const member = await person(app, t.db);
      const now = new Date().toISOString();
      await t.db
        .insertInto('newsletterSubscriptions')
        .values({
          email: member.email,
          userId: member.id,
          status: 'subscribed',
          confirmedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
      const { campaignId } = (await send(admin, 'Platform news')).json() as { campaignId: number };
      await run();
      const token = tokenIn((await mailsTo(member.email))[0]!.text);
      const response = await app.inject({
        method: 'POST',
        url: `/api/marketing/unsubscribe/${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.json()).toEqual({
        email: member.email,
        list: 'the Panda Nation newsletter and announcements',
        unsubscribed: true,
      });
      const user = await t.db
        .selectFrom('users')
        .select('emailSubscribed')
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow();
      expect(user.emailSubscribed).toBe(false);
      const subscription = await t.db
        .selectFrom('newsletterSubscriptions')
        .select('status')
        .where('email', '=', member.email)
        .executeTakeFirstOrThrow();
      expect(subscription.status).toBe('unsubscribed');
      expect((await emailsOf(admin)).map((s) => s.email)).not.toContain(member.email);
      const summary = (await historyOf(admin)).find((c) => c.id === campaignId);
      expect(summary?.unsubscribed).toBe(1);
    });
  });

  describe('consent', () => {
    it('is given and taken back by the fan, idempotently, never to oneself or a missing account', async () => {
      const artist = await person(app, t.db, { userType: 'artist' });
      const fan = await person(app, t.db);
      const url = `/api/users/${artist.id}/email-consent`;
      expect((await fan.client.get(url)).json()).toEqual({ consent: false });
      for (const value of [true, true, false, false, true]) {
        const response = await fan.client.request('PUT', url, { consent: value });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ consent: value });
        expect((await fan.client.get(url)).json()).toEqual({ consent: value });
      }
      const self = await artist.client.request('PUT', url, { consent: true });
      expect(self.statusCode).toBe(400);
      expect(self.json()).toEqual({ message: MARKETING_MESSAGES.consentSelf });
      expect(
        (await fan.client.request('PUT', '/api/users/99999999/email-consent', { consent: true })).statusCode,
      ).toBe(404);
      expect((await fan.client.request('PUT', url, { consent: 'yes' })).statusCode).toBe(400);
      // Unfollowing leaves the choice as it is (it is its own box).
      await fan.client.post(`/api/users/${artist.id}/follow`);
      await fan.client.request('DELETE', `/api/users/${artist.id}/follow`);
      expect((await fan.client.get(url)).json()).toEqual({ consent: true });
    });
  });

  describe('history', () => {
    it('lists only the caller’s campaigns, newest first, with counts', async () => {
      const { artist } = await artistWithFans(2);
      const other = await artistWithFans(1);
      const first = (await send(artist, 'First')).json() as { campaignId: number };
      await run();
      const second = (await send(artist, 'Second')).json() as { campaignId: number };
      await send(other.artist, 'Not yours');
      const history = await historyOf(artist);
      expect(history.map((c) => c.subject)).toEqual(['Second', 'First']);
      expect(history[0]).toEqual({
        id: second.campaignId,
        subject: 'Second',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        status: 'sending',
        scheduledFor: null,
        recipients: 2,
        queued: 2,
        sent: 0,
        failed: 0,
        skipped: 0,
        unsubscribed: 0,
      });
      expect(history[1]).toMatchObject({ id: first.campaignId, status: 'sent', sent: 2, queued: 0 });
      await run();
    });
  });
});
