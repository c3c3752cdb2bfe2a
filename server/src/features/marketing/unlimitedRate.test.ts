import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type SmtpPeer, startSmtpPeer } from '../../mail/smtpPeer';
import { describeEachDatabase } from '../../test/databases';
import { claimDeliveries } from './claimDelivery';
import type { CampaignToSend } from './campaignMessage';
import { INTERRUPTED_MESSAGE } from './settleInterrupted';
import {
  consent,
  deliveriesOf as deliveriesIn,
  person,
  receivedBy,
  runMailJobs,
  type Person,
} from './testing';
import { linkSecret } from './unsubscribeTokens';

describeEachDatabase('campaigns with the rate unlimited, claimed several at a time', (t) => {
  let peer: SmtpPeer;
  let app: FastifyInstance;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    app = await t.buildApp({}, { SMTP_URL: peer.url, MAIL_RATE_PER_SECOND: '0', MAIL_CONCURRENCY: '8' });
  });
  afterAll(() => peer.stop());

  const received = (email: string) => receivedBy(peer, email);
  const deliveriesOf = (campaignId: number) => deliveriesIn(t.db, campaignId);

  async function campaignTo(fanCount: number) {
    const artist = await person(app, t.db, { userType: 'artist' });
    const fans: Person[] = [];
    for (let i = 0; i < fanCount; i++) {
      const fan = await person(app, t.db);
      await consent(fan, artist);
      fans.push(fan);
    }
    const response = await artist.client.post('/api/marketing/send-campaign', {
      subject: `Unlimited ${artist.username}`,
      htmlContent: '<p>Everyone, once.</p>',
    });
    expect(response.statusCode, response.body).toBe(202);
    return { artist, fans, campaignId: (response.json() as { campaignId: number }).campaignId };
  }

  it('delivers every recipient exactly once, each with its own Message-ID and line in the mail log', async () => {
    const { fans, campaignId } = await campaignTo(30);
    await runMailJobs(app.ctx);
    const deliveries = await deliveriesOf(campaignId);
    expect(deliveries.map((d) => d.status)).toEqual(deliveries.map(() => 'sent'));
    for (const fan of fans) expect(received(fan.email), fan.email).toHaveLength(1);
    for (const delivery of deliveries) {
      expect(received(delivery.email)[0]?.messageId).toBe(delivery.messageId);
      expect(delivery.attempts).toBe(1);
    }
    expect(new Set(deliveries.map((d) => d.messageId)).size).toBe(deliveries.length);
    const logged = await t.db
      .selectFrom('mailMessages')
      .select(['toAddress', 'status', 'attempts', 'messageId'])
      .where(
        'messageId',
        'in',
        deliveries.map((d) => d.messageId!),
      )
      .execute();
    expect(logged).toHaveLength(30);
    expect(logged.every((line) => line.status === 'sent' && line.attempts === 1)).toBe(true);
    const campaign = await t.db
      .selectFrom('campaigns')
      .select('status')
      .where('id', '=', campaignId)
      .executeTakeFirstOrThrow();
    expect(campaign.status).toBe('sent');
  });

  it('skips those who left the list without skipping or doubling anyone claimed with them', async () => {
    const { artist, fans, campaignId } = await campaignTo(12);
    const leaving = fans.filter((_, i) => i % 3 === 1);
    for (const fan of leaving) await consent(fan, artist, false);
    await runMailJobs(app.ctx);
    const deliveries = await deliveriesOf(campaignId);
    for (const fan of fans) {
      const left = leaving.includes(fan);
      expect(received(fan.email), fan.email).toHaveLength(left ? 0 : 1);
      expect(deliveries.find((d) => d.email === fan.email)?.status).toBe(left ? 'skipped' : 'sent');
    }
  });

  it('after a crash mid-batch, sends none of the claimed copies again and everyone else once', async () => {
    const { fans, campaignId } = await campaignTo(10);
    // As a process killed after claiming a batch of four (before any of them was recorded) would leave them.
    const campaign = (await t.db
      .selectFrom('campaigns')
      .select(['id', 'audience', 'senderId', 'senderName', 'subject', 'html', 'text'])
      .where('id', '=', campaignId)
      .executeTakeFirstOrThrow()) as CampaignToSend;
    const batch = (await deliveriesOf(campaignId)).slice(3, 7);
    const secret = await linkSecret({ config: app.ctx.config, database: app.ctx.database });
    const claims = await t.db
      .transaction()
      .execute((trx) => claimDeliveries(trx, app.ctx.config.mail, secret, campaign, batch));
    expect(claims.every((claim) => typeof claim === 'object')).toBe(true);

    await runMailJobs(app.ctx);
    const deliveries = await deliveriesOf(campaignId);
    const claimedIds = new Set(batch.map((d) => d.id));
    for (const delivery of deliveries) {
      if (claimedIds.has(delivery.id)) {
        expect(delivery).toMatchObject({ status: 'failed', lastError: INTERRUPTED_MESSAGE });
        expect(received(delivery.email)).toHaveLength(0);
      } else {
        expect(delivery.status).toBe('sent');
        expect(received(delivery.email)).toHaveLength(1);
      }
    }
    expect(fans).toHaveLength(10);
    const interruptedLines = await t.db
      .selectFrom('mailMessages')
      .select('status')
      .where(
        'messageId',
        'in',
        deliveries.filter((d) => claimedIds.has(d.id)).map((d) => d.messageId!),
      )
      .execute();
    expect(interruptedLines.map((line) => line.status)).toEqual(['failed', 'failed', 'failed', 'failed']);
  });
});
