import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpPeer, startSmtpPeer } from '../../mail/smtpPeer';
import { describeEachDatabase } from '../../test/databases';
import { DELIVERY_MAX_ATTEMPTS } from './deliverCampaignMail';
import { INTERRUPTED_MESSAGE } from './settleInterrupted';
import {
  consent,
  deliveriesOf as deliveriesIn,
  person,
  receivedBy,
  runMailJobs,
  type Person,
} from './testing';

const ORIGIN = 'https://pandanation.test';

/** One raw header line of a received message (e.g. 'List-Unsubscribe: <...>'), without its name. */
function header(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();
}

describeEachDatabase('campaign delivery through a real SMTP server', (t) => {
  let peer: SmtpPeer;
  let app: FastifyInstance;
  const run = () => runMailJobs(app.ctx);

  beforeAll(async () => {
    peer = await startSmtpPeer();
    app = await t.buildApp(
      {},
      {
        SMTP_URL: peer.url,
        PUBLIC_ORIGIN: ORIGIN,
        MAIL_FROM: 'Panda Nation <hello@pandanation.test>',
        MAIL_RATE_PER_SECOND: '1000',
      },
    );
  });
  afterAll(() => peer.stop());

  const received = (email: string) => receivedBy(peer, email);
  const deliveriesOf = (campaignId: number) => deliveriesIn(t.db, campaignId);
  const campaignStatus = async (campaignId: number) =>
    (
      await t.db
        .selectFrom('campaigns')
        .select('status')
        .where('id', '=', campaignId)
        .executeTakeFirstOrThrow()
    ).status;

  async function campaignTo(fanCount: number, htmlContent = '<p>Out Friday.</p>') {
    const artist = await person(app, t.db, { displayName: 'Zoë "Z" Quinn', userType: 'artist' });
    const fans: Person[] = [];
    for (let i = 0; i < fanCount; i++) {
      const fan = await person(app, t.db);
      await consent(fan, artist);
      fans.push(fan);
    }
    const subject = `New single ${artist.username}`;
    const response = await artist.client.post('/api/marketing/send-campaign', { subject, htmlContent });
    expect(response.statusCode, response.body).toBe(202);
    return { artist, fans, subject, campaignId: (response.json() as { campaignId: number }).campaignId };
  }

  it('delivers exactly one message to every recipient, with one-click unsubscribe headers that work', async () => {
    const { fans, subject, campaignId } = await campaignTo(5);
    await run();
    const deliveries = await deliveriesOf(campaignId);
    for (const fan of fans) {
      const mails = received(fan.email);
      expect(mails, fan.email).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.subject).toBe(subject);
      expect(mail.from?.value[0]).toEqual({
        name: 'Zoë Z Quinn via Panda Nation',
        address: 'hello@pandanation.test',
      });
      const listUnsubscribe = header(mail, 'List-Unsubscribe');
      expect(listUnsubscribe).toMatch(
        /^<https:\/\/pandanation\.test\/api\/marketing\/unsubscribe\/[\w.-]+>$/,
      );
      expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(header(mail, 'List-Id')).toMatch(/^<artist-\d+\.pandanation\.test>$/);
      const delivery = deliveries.find((d) => d.email === fan.email)!;
      expect(delivery).toMatchObject({ status: 'sent', attempts: 1 });
      expect(mail.messageId).toBe(delivery.messageId);
      expect(mail.text).toContain('Out Friday.');
      expect(mail.html).toContain('Unsubscribe');

      // What a mail program's unsubscribe button does: POST the header's address, form-encoded, no cookie.
      const url = new URL(listUnsubscribe!.slice(1, -1));
      const oneClick = await app.inject({
        method: 'POST',
        url: url.pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode).toBe(200);
      expect(oneClick.json()).toMatchObject({ email: fan.email, unsubscribed: true });
    }
    expect(await campaignStatus(campaignId)).toBe('sent');
  });

  it('never lets a script, an event handler or a remote tracker reach a recipient', async () => {
    const { fans } = await campaignTo(
      2,
      '<h2>Tour</h2><script>document.location="https://evil.example"</script>' +
        '<img src="x" onerror="alert(1)"><img src="https://tracker.example/pixel.gif" width="1" height="1">' +
        '<a href="javascript:alert(2)">tickets</a><p onmouseover="alert(3)">Dates below</p>' +
        `<img src="${ORIGIN}/images/tour.png" alt="Tour poster">`,
    );
    await run();
    for (const fan of fans) {
      const [mail] = received(fan.email);
      const html = String(mail!.html);
      for (const forbidden of [
        '<script',
        'evil.example',
        'onerror',
        'onmouseover',
        'alert(',
        'tracker.example',
        'javascript:',
      ]) {
        expect(html, forbidden).not.toContain(forbidden);
        expect(mail!.text ?? '', forbidden).not.toContain(forbidden);
      }
      expect(html).toContain('Dates below');
      expect(html).toContain(`<img src="${ORIGIN}/images/tour.png" alt="Tour poster"`);
    }
  });

  it('records a rejected recipient as failed and tries a deferred one again later', async () => {
    const { fans, campaignId } = await campaignTo(3);
    peer.rejectRecipients.add(fans[0]!.email);
    peer.deferRecipients.set(fans[1]!.email, 2);
    try {
      await run();
      let deliveries = await deliveriesOf(campaignId);
      expect(deliveries[0]).toMatchObject({ status: 'failed', attempts: 1 });
      expect(deliveries[0]!.lastError).toMatch(/^Rejected by the mail server: 550/);
      expect(deliveries[1]).toMatchObject({ status: 'queued', attempts: 1 });
      expect(deliveries[1]!.lastError).toMatch(/451/);
      expect(deliveries[2]).toMatchObject({ status: 'sent' });
      expect(await campaignStatus(campaignId)).toBe('sending');
      // The next run waits for the retry time.
      const next = await t.db
        .selectFrom('jobs')
        .select(['id', 'runAfter'])
        .where('type', '=', 'send-campaign')
        .where('status', '=', 'queued')
        .execute();
      expect(next).toHaveLength(1);
      expect(new Date(next[0]!.runAfter).getTime()).toBeGreaterThan(Date.now() + 20_000);

      for (let attempt = 2; attempt <= 3; attempt++) {
        const past = new Date(Date.now() - 1000).toISOString();
        await t.db
          .updateTable('campaignDeliveries')
          .set({ runAfter: past })
          .where('campaignId', '=', campaignId)
          .execute();
        await t.db
          .updateTable('jobs')
          .set({ runAfter: past })
          .where('type', '=', 'send-campaign')
          .where('status', '=', 'queued')
          .execute();
        await run();
      }
      deliveries = await deliveriesOf(campaignId);
      expect(deliveries[1]).toMatchObject({ status: 'sent', attempts: 3 });
      expect(received(fans[1]!.email)).toHaveLength(1);
      expect(received(fans[0]!.email)).toHaveLength(0);
      expect(await campaignStatus(campaignId)).toBe('sent');
      expect(DELIVERY_MAX_ATTEMPTS).toBeGreaterThan(3);

      const mailLog = await t.db
        .selectFrom('mailMessages')
        .select(['toAddress', 'status', 'attempts'])
        .where('kind', '=', 'campaign')
        .where(
          'toAddress',
          'in',
          fans.map((f) => f.email),
        )
        .execute();
      expect(mailLog).toHaveLength(3);
      expect(mailLog.find((m) => m.toAddress === fans[1]!.email)).toMatchObject({
        status: 'sent',
        attempts: 3,
      });
      expect(mailLog.find((m) => m.toAddress === fans[0]!.email)).toMatchObject({ status: 'failed' });
    } finally {
      peer.rejectRecipients.clear();
      peer.deferRecipients.clear();
    }
  });

  it('waits while the mail server is away, using nobody’s tries, and sends everything once it is back', async () => {
    const { fans, campaignId } = await campaignTo(3);
    await peer.stop();
    try {
      await run();
      const deliveries = await deliveriesOf(campaignId);
      expect(deliveries.map((d) => [d.status, d.attempts])).toEqual([
        ['queued', 0],
        ['queued', 0],
        ['queued', 0],
      ]);
      const [next] = await t.db
        .selectFrom('jobs')
        .select(['payload', 'runAfter'])
        .where('type', '=', 'send-campaign')
        .where('status', '=', 'queued')
        .execute();
      expect(new Date(next!.runAfter).getTime()).toBeGreaterThan(Date.now());
    } finally {
      await peer.start();
    }
    await t.db
      .updateTable('jobs')
      .set({ runAfter: new Date(Date.now() - 1000).toISOString() })
      .where('type', '=', 'send-campaign')
      .where('status', '=', 'queued')
      .execute();
    await run();
    for (const fan of fans) expect(received(fan.email)).toHaveLength(1);
    expect(await campaignStatus(campaignId)).toBe('sent');
  });

  it('never sends again a delivery a dead process had claimed, and finishes the rest', async () => {
    const { artist, fans, campaignId } = await campaignTo(3);
    // As a process killed while handing the second message over would leave it.
    const [, claimed] = await deliveriesOf(campaignId);
    await t.db
      .updateTable('campaignDeliveries')
      .set({
        status: 'sending',
        attempts: 1,
        claimedAt: new Date().toISOString(),
        messageId: '<dead.1@pandanation.test>',
      })
      .where('id', '=', claimed!.id)
      .execute();
    await run();
    const deliveries = await deliveriesOf(campaignId);
    expect(deliveries[1]).toMatchObject({ status: 'failed', lastError: INTERRUPTED_MESSAGE });
    expect(received(fans[1]!.email)).toHaveLength(0);
    expect(received(fans[0]!.email)).toHaveLength(1);
    expect(received(fans[2]!.email)).toHaveLength(1);
    expect(await campaignStatus(campaignId)).toBe('sent');
    const [summary] = (
      (await artist.client.get('/api/marketing/campaigns')).json() as { campaigns: unknown[] }
    ).campaigns;
    expect(summary).toMatchObject({ status: 'sent', sent: 2, failed: 1, queued: 0 });
  });
});

describe('the campaign rate', () => {
  describeEachDatabase('MAIL_RATE_PER_SECOND', (t) => {
    let peer: SmtpPeer;
    let app: FastifyInstance;
    beforeAll(async () => {
      peer = await startSmtpPeer();
      app = await t.buildApp({}, { SMTP_URL: peer.url, MAIL_RATE_PER_SECOND: '20' });
    });
    afterAll(() => peer.stop());

    it('sends no faster than the configured rate', async () => {
      const artist = await person(app, t.db, { userType: 'artist' });
      for (let i = 0; i < 11; i++) await consent(await person(app, t.db), artist);
      expect(
        (await artist.client.post('/api/marketing/send-campaign', { subject: 'Paced', htmlContent: 'x' }))
          .statusCode,
      ).toBe(202);
      const started = Date.now();
      await runMailJobs(app.ctx);
      // 11 messages at 20 per second: 10 intervals of 50 ms at least.
      expect(Date.now() - started).toBeGreaterThanOrEqual(480);
      expect(peer.messages).toHaveLength(11);
    });
  });
});
