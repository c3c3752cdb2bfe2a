import type { Checkout } from '@common/payments';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInClient, type TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { collaborate, giveProfile, requestTo } from '../collaborations/testing';
import { issueCertificate } from '../education/certificates';
import { makeCourse } from '../education/testing';
import { dispatchPartyStarts } from '../listening/commands/dispatchPartyStarts';
import { insertParty } from '../listening/testing';
import { finishCampaignRun } from '../marketing/finishCampaignRun';
import { confirm, newKey, pay } from '../tips/testing';
import { createTrack } from '../tracks/testing';
import { entriesOf } from './testing';

type User = Awaited<ReturnType<typeof createUser>>;

describeEachDatabase('notifications: each kind from the action that creates it', (t) => {
  let app: FastifyInstance;
  let artist: User;
  let artistClient: TestClient;

  beforeAll(async () => {
    app = await t.buildApp();
    artist = await createUser(t.db, { displayName: 'Luna Waves' });
    artistClient = await signedInClient(app, artist);
  });
  afterAll(() => app.close());

  const member = async (displayName?: string) => {
    const user = await createUser(t.db, displayName ? { displayName } : {});
    return { user, client: await signedInClient(app, user) };
  };

  it('a tip tells the artist once its payment settles, with their share; never before', async () => {
    const fan = await member('Tipping Fan');
    const track = await createTrack(t.db, { userId: artist.id, title: 'Tidal Circuits' });
    const started = await fan.client.post(
      '/api/tips',
      { artistId: artist.id, amount: 5, trackId: track.id },
      { headers: { 'idempotency-key': newKey() } },
    );
    expect(started.statusCode, started.body).toBe(200);
    expect(await entriesOf(artistClient, 'tip')).toEqual([]);
    expect((await confirm(fan.client, started.json())).statusCode).toBe(200);
    const [tip] = await entriesOf(artistClient, 'tip');
    expect(tip).toMatchObject({ subjectType: 'payment', data: { amount: 500, title: 'Tidal Circuits' } });
    expect(tip!.text).toBe('Tipping Fan tipped you ($5.00) for “Tidal Circuits”');
  });

  it('a Premium Fan subscription tells the artist; a gift tells its recipient', async () => {
    const fan = await member('Sub Fan');
    await pay(fan.client, '/api/fan-subscriptions', { artistId: artist.id, interval: 'month' });
    const [subscription] = await entriesOf(artistClient, 'subscription');
    expect(subscription!.text).toMatch(/^Sub Fan became your Premium Fan \(\$\d+\.\d\d\)$/);

    const recipient = await member();
    await pay(fan.client, '/api/gifts', { artistId: artist.id, recipientId: recipient.user.id });
    const [gift] = await entriesOf(recipient.client, 'gift');
    expect(gift!.text).toBe('Sub Fan gave you a gift: a Premium Fan month of Luna Waves');
  });

  it('a beat licence and a limited edition tell their seller once paid', async () => {
    const buyer = await member('Collector');
    const beat = await createTrack(t.db, { userId: artist.id, title: 'Night Beat', price: 2999 });
    const put = await buyer.client.request('PUT', `/api/cart/items/${beat.id}`, { licenceType: 'standard' });
    expect(put.statusCode, put.body).toBe(200);
    const checkout = await buyer.client.post(
      '/api/cart/checkout',
      {},
      { headers: { 'idempotency-key': newKey() } },
    );
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect((await confirm(buyer.client, checkout.json())).statusCode).toBe(200);
    const [licence] = await entriesOf(artistClient, 'licence');
    expect(licence!.text).toMatch(/^Collector bought a licence for “Night Beat” \(\$\d+\.\d\d\)$/);

    const drop = await createTrack(t.db, {
      userId: artist.id,
      title: 'First Light',
      isNft: true,
      nftPrice: 99,
      nftTotalSupply: 5,
      nftAvailableSupply: 5,
    });
    const reserved = await buyer.client.post(
      `/api/editions/${drop.id}/purchase`,
      {},
      {
        headers: { 'idempotency-key': newKey() },
      },
    );
    expect(reserved.statusCode, reserved.body).toBe(201);
    expect(await entriesOf(artistClient, 'edition')).toEqual([]);
    expect((await confirm(buyer.client, reserved.json())).statusCode).toBe(200);
    const [edition] = await entriesOf(artistClient, 'edition');
    expect(edition!.text).toMatch(/^Collector bought a limited edition of “First Light” \(\$\d+\.\d\d\)$/);
  });

  it('a paid enrolment tells the instructor of the sale and the learner of their receipt; a certificate its holder', async () => {
    const learner = await member('Keen Learner');
    const course = await makeCourse(t.db, { instructorId: artist.id, price: 1500, title: 'Mixing 101' });
    const enrol = await learner.client.post(
      `/api/courses/${course.id}/enroll`,
      {},
      {
        headers: { 'idempotency-key': newKey() },
      },
    );
    expect(enrol.statusCode, enrol.body).toBe(200);
    expect((await confirm(learner.client, enrol.json<{ checkout: Checkout }>().checkout)).statusCode).toBe(
      200,
    );
    const [sale] = await entriesOf(artistClient, 'course_sale');
    expect(sale!.text).toMatch(/^Keen Learner enrolled in “Mixing 101” \(\$\d+\.\d\d\)$/);
    const [receipt] = await entriesOf(learner.client, 'enrolment');
    expect(receipt!.text).toBe('You are enrolled in “Mixing 101” ($15.00)');

    const { certificate } = await issueCertificate(t.db, learner.user.id, course.id);
    const [earned] = await entriesOf(learner.client, 'certificate');
    expect(earned).toMatchObject({ href: `/certificates/${certificate.certificateNumber}` });
    expect(earned!.text).toBe('You earned a certificate for “Mixing 101”');
    // Issued once: asking again tells nobody twice.
    await issueCertificate(t.db, learner.user.id, course.id);
    expect(await entriesOf(learner.client, 'certificate')).toHaveLength(1);
  });

  it('a collaboration request tells its recipient; the answer tells the sender', async () => {
    const [a, b, c] = await Promise.all([member('Asker'), member('Answerer'), member('Decliner')]);
    for (const m of [a, b, c]) await giveProfile(t.db, m.user.id);
    await collaborate(a.client, b.client, b.user.id, 'Night Drive EP');
    const [request] = await entriesOf(b.client, 'collab_request');
    expect(request!.text).toBe('Asker asked to collaborate with you');
    const [accepted] = await entriesOf(a.client, 'collab_answer');
    expect(accepted!.text).toBe('Answerer accepted your collaboration request');
    expect(accepted!.href).toMatch(/^\/collaborations\/\d+$/);

    const sent = await a.client.post('/api/collab/requests', requestTo(c.user.id, 'Other EP'));
    expect(sent.statusCode, sent.body).toBe(201);
    await c.client.post(`/api/collab/requests/${sent.json<{ id: number }>().id}/decline`);
    const answers = await entriesOf(a.client, 'collab_answer');
    expect(answers[0]!.text).toBe('Decliner declined your collaboration request');
  });

  it('a party starting tells those who set a reminder, once', async () => {
    const guest = await member();
    const partyId = await insertParty(t.db, { hostId: artist.id, title: 'Sunset Session' });
    expect((await guest.client.post(`/api/parties/${partyId}/reminder`)).statusCode).toBe(200);
    const at = Date.now() + 3600_000 + 1000;
    await dispatchPartyStarts(app.ctx, at);
    await dispatchPartyStarts(app.ctx, at + 1000);
    const entries = await entriesOf(guest.client, 'party_starting');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ count: 1, href: '/listening' });
    expect(entries[0]!.text).toBe('The listening party “Sunset Session” is starting');
  });

  it('a campaign that finished sending tells its sender with the count sent', async () => {
    const campaign = await t.db
      .insertInto('campaigns')
      .values({
        senderId: artist.id,
        audience: 'artist',
        senderName: 'Luna Waves',
        subject: 'New EP out',
        html: '<p>Hi</p>',
        text: 'Hi',
        status: 'sending',
        recipientCount: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await finishCampaignRun(app.ctx, campaign.id, null)).toBeNull();
    await finishCampaignRun(app.ctx, campaign.id, null);
    const entries = await entriesOf(artistClient, 'campaign_finished');
    expect(entries).toHaveLength(1);
    expect(entries[0]!.text).toBe('Your email campaign “New EP out” finished: 0 sent');
  });
});
