import {
  COLLAB,
  COLLAB_MESSAGES,
  COLLABORATION_MESSAGES,
  type Collaboration,
  type MatchmakerStart,
} from '@common/collab';
import type { PaymentResult } from '@common/payments';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { refundPayment } from '../payments/commands/refundPayment';
import { confirm, DECLINED_CARD, newKey } from '../tips/testing';
import { feeDescription } from './commands/startMatchmakerCollaboration';
import { giveProfile } from './testing';

describeEachDatabase("the matchmaker's setup fee", (t) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await t.buildApp();
  });
  afterAll(() => app.close());

  async function artist(name: string, available = true) {
    const user = await createUser(t.db, { displayName: name });
    await giveProfile(t.db, user.id, available);
    return { user, client: await signedInClient(app, user) };
  }

  const start = (client: TestClient, body: unknown, key = newKey()) =>
    client.post('/api/collab/matchmaker/start', body, { headers: { 'idempotency-key': key } });
  const collaborationRow = (id: number) =>
    t.db.selectFrom('collaborations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const inboxOf = (userId: number) =>
    t.db.selectFrom('inboxMessages').selectAll().where('recipientId', '=', userId).orderBy('id').execute();

  it('asks a visitor to sign in, and refuses a missing key, oneself and a partner not open to collaborations', async () => {
    const maya = await artist('Maya Verse');
    const closed = await artist('Closed Studio', false);
    const visitor = new TestClient(app);
    expect((await start(visitor, { partnerId: maya.user.id, project: 'Song' })).statusCode).toBe(401);
    const noKey = await maya.client.post('/api/collab/matchmaker/start', {
      partnerId: closed.user.id,
      project: 'Song',
    });
    expect(noKey.statusCode).toBe(400);
    const self = await start(maya.client, { partnerId: maya.user.id, project: 'Song' });
    expect([self.statusCode, self.json()]).toEqual([400, { message: COLLABORATION_MESSAGES.startSelf }]);
    for (const partnerId of [closed.user.id, 99_999_999]) {
      const refused = await start(maya.client, { partnerId, project: 'Song' });
      expect([refused.statusCode, refused.json()]).toEqual([400, { message: COLLAB_MESSAGES.notAvailable }]);
    }
    const noProject = await start(maya.client, { partnerId: closed.user.id, project: '' });
    expect([noProject.statusCode, noProject.json()]).toEqual([400, { message: 'Please name the project' }]);
    expect(
      await t.db.selectFrom('collaborations').select('id').where('createdBy', '=', maya.user.id).execute(),
    ).toEqual([]);
  });

  it('starts a collaboration waiting for a $25 fee; the same key answers the same checkout, never a second', async () => {
    const maya = await artist('Maya Verse');
    const leo = await artist('Leo Beats');
    const key = newKey();
    const first = await start(maya.client, { partnerId: leo.user.id, project: 'Quantum Single' }, key);
    expect(first.statusCode, first.body).toBe(201);
    const { collaboration, checkout } = first.json() as MatchmakerStart;
    expect(collaboration).toMatchObject({
      project: 'Quantum Single',
      status: 'pending_payment',
      source: 'matchmaker',
      progress: 0,
    } satisfies Partial<Collaboration>);
    expect(collaboration.quantumScore).toBeGreaterThanOrEqual(0);
    expect(collaboration.quantumScore).toBeLessThanOrEqual(100);
    expect(collaboration.artists.map((a) => a.id)).toEqual([maya.user.id, leo.user.id]);
    expect(checkout).toMatchObject({
      amount: COLLAB.setupFeeCents,
      currency: 'usd',
      provider: 'sandbox',
      paymentType: 'collab_fee',
      status: 'pending',
      description: feeDescription('Quantum Single', 'Leo Beats'),
    });
    expect(
      await t.db
        .selectFrom('transactions')
        .selectAll()
        .where('id', '=', checkout.transactionId)
        .executeTakeFirstOrThrow(),
    ).toMatchObject({
      amount: 2500,
      payeeId: null,
      creatorAmount: 0,
      contentType: 'collaboration',
      contentId: collaboration.id,
    });
    expect(await collaborationRow(collaboration.id)).toMatchObject({
      transactionId: checkout.transactionId,
      createdBy: maya.user.id,
    });

    const retries = await Promise.all([
      start(maya.client, { partnerId: leo.user.id, project: 'Quantum Single' }, key),
      start(maya.client, { partnerId: leo.user.id, project: 'Quantum Single' }, key),
    ]);
    for (const retry of retries) {
      expect(retry.statusCode, retry.body).toBe(201);
      expect(retry.json()).toMatchObject({
        collaboration: { id: collaboration.id },
        checkout: { transactionId: checkout.transactionId, clientSecret: checkout.clientSecret },
      });
    }
    const other = await start(maya.client, { partnerId: leo.user.id, project: 'Another Song' }, key);
    expect(other.statusCode).toBe(409);
    expect(
      await t.db.selectFrom('collaborations').select('id').where('createdBy', '=', maya.user.id).execute(),
    ).toHaveLength(1);
    expect(
      await t.db.selectFrom('transactions').select('id').where('userId', '=', maya.user.id).execute(),
    ).toHaveLength(1);

    // Until it is paid only the one paying sees it.
    expect((await maya.client.get('/api/collaborations')).json()).toMatchObject({
      collaborations: [{ id: collaboration.id, status: 'pending_payment' }],
    });
    expect((await leo.client.get('/api/collaborations')).json()).toEqual({ collaborations: [] });
    expect((await leo.client.get(`/api/collaborations/${collaboration.id}`)).statusCode).toBe(404);
    // Nothing to change before it is active.
    const early = await maya.client.post(`/api/collaborations/${collaboration.id}/milestones`, {
      title: 'Early',
    });
    expect(early.statusCode).toBe(409);
  });

  it('keeps it waiting after a declined card; a paid fee sends a proposal that starts when the partner accepts', async () => {
    const maya = await artist('Maya Verse');
    const leo = await artist('Leo Beats');
    const { collaboration, checkout } = (
      await start(maya.client, { partnerId: leo.user.id, project: 'Retry Song' })
    ).json() as MatchmakerStart;

    const declined = await confirm(maya.client, checkout, DECLINED_CARD);
    expect([declined.statusCode, declined.json()]).toMatchObject([
      402,
      { message: 'Your card was declined.' },
    ]);
    expect(await collaborationRow(collaboration.id)).toMatchObject({ status: 'pending_payment' });

    const paid = await confirm(maya.client, checkout);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((paid.json() as PaymentResult).status).toBe('succeeded');
    // Paid is not started: the partner has not agreed yet.
    const row = await collaborationRow(collaboration.id);
    expect(row).toMatchObject({ status: 'proposed' });
    const days = (Date.parse(row.answerBy!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(COLLAB.proposalDays - 0.01);
    expect(days).toBeLessThanOrEqual(COLLAB.proposalDays);
    for (const client of [maya.client, leo.client]) {
      expect((await client.get(`/api/collaborations/${collaboration.id}`)).json()).toMatchObject({
        status: 'proposed',
        proposal: { proposedBy: maya.user.id, answerBy: row.answerBy },
      });
    }
    // Nothing changes a proposal but its answer.
    const early = await leo.client.post(`/api/collaborations/${collaboration.id}/milestones`, {
      title: 'Early',
    });
    expect(early.statusCode).toBe(409);
    expect(await inboxOf(maya.user.id)).toMatchObject([
      { kind: 'receipt', subject: COLLAB_MESSAGES.feeProcessedTitle, collaborationId: collaboration.id },
    ]);
    expect((await inboxOf(maya.user.id))[0]!.body).toContain('It starts when they accept');
    expect(await inboxOf(leo.user.id)).toMatchObject([
      {
        kind: 'message',
        senderId: maya.user.id,
        subject: 'Maya Verse proposed a collaboration: "Retry Song"',
        collaborationId: collaboration.id,
      },
    ]);
    // The partner's inbox item links to it and offers an answer while it is open.
    const inbox = (await leo.client.get('/api/inbox')).json() as {
      messages: { collaborationId: number | null; proposalStatus: string | null }[];
    };
    expect(inbox.messages[0]).toMatchObject({
      collaborationId: collaboration.id,
      proposalStatus: 'proposed',
    });

    // Only the partner answers it.
    const byPayer = await maya.client.post(`/api/collaborations/${collaboration.id}/accept`);
    expect([byPayer.statusCode, byPayer.json()]).toEqual([
      403,
      { message: COLLABORATION_MESSAGES.notProposalPartner },
    ]);
    const stranger = await artist('Nobody Else');
    expect((await stranger.client.post(`/api/collaborations/${collaboration.id}/accept`)).statusCode).toBe(
      404,
    );
    const accepted = await leo.client.post(`/api/collaborations/${collaboration.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'active', proposal: null });
    expect(await collaborationRow(collaboration.id)).toMatchObject({ status: 'active', answerBy: null });
    expect((await inboxOf(maya.user.id)).at(-1)).toMatchObject({
      subject: 'Leo Beats accepted your collaboration proposal',
    });
    const again = await leo.client.post(`/api/collaborations/${collaboration.id}/decline`);
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { message: COLLABORATION_MESSAGES.proposalAnswered },
    ]);

    // Paying again changes nothing; the same key still answers the same (now paid) checkout.
    expect((await confirm(maya.client, checkout)).json()).toMatchObject({ status: 'succeeded' });
    expect(await inboxOf(maya.user.id)).toHaveLength(2);
    expect(
      await t.db.selectFrom('transactions').select('id').where('userId', '=', maya.user.id).execute(),
    ).toHaveLength(1);
  });

  it('cancels the collaboration when the fee is refunded, or when the payment is given up', async () => {
    const maya = await artist('Maya Verse');
    const leo = await artist('Leo Beats');
    const paid = (
      await start(maya.client, { partnerId: leo.user.id, project: 'Refunded Song' })
    ).json() as MatchmakerStart;
    await confirm(maya.client, paid.checkout);
    expect(await collaborationRow(paid.collaboration.id)).toMatchObject({ status: 'proposed' });

    const refund = await refundPayment(app.ctx, paid.checkout.transactionId, 'Charged by mistake');
    expect(refund.status).toBe('refunded');
    expect(await collaborationRow(paid.collaboration.id)).toMatchObject({
      status: 'cancelled',
      cancelledAt: expect.any(String),
    });
    expect((await leo.client.get(`/api/collaborations/${paid.collaboration.id}`)).json()).toMatchObject({
      status: 'cancelled',
    });
    const payerInbox = await inboxOf(maya.user.id);
    expect(payerInbox.at(-1)).toMatchObject({ subject: 'Refund issued' });
    expect(payerInbox.at(-1)!.body).toContain('Your collaboration "Refunded Song" has been cancelled.');
    expect((await inboxOf(leo.user.id)).at(-1)).toMatchObject({
      subject: 'Your collaboration "Refunded Song" was cancelled',
    });

    const given = (
      await start(maya.client, { partnerId: leo.user.id, project: 'Given Up' })
    ).json() as MatchmakerStart;
    const canceled = await maya.client.post(`/api/payments/${given.checkout.transactionId}/cancel`);
    expect(canceled.json()).toMatchObject({ status: 'canceled' });
    expect(await collaborationRow(given.collaboration.id)).toMatchObject({ status: 'cancelled' });
  });

  it('keeps a completed collaboration completed when its fee is refunded later', async () => {
    const maya = await artist('Maya Verse');
    const leo = await artist('Leo Beats');
    const paid = (
      await start(maya.client, { partnerId: leo.user.id, project: 'Done Song' })
    ).json() as MatchmakerStart;
    await confirm(maya.client, paid.checkout);
    expect((await leo.client.post(`/api/collaborations/${paid.collaboration.id}/accept`)).statusCode).toBe(
      200,
    );
    expect((await leo.client.post(`/api/collaborations/${paid.collaboration.id}/complete`)).statusCode).toBe(
      200,
    );
    await refundPayment(app.ctx, paid.checkout.transactionId, 'Goodwill');
    expect(await collaborationRow(paid.collaboration.id)).toMatchObject({ status: 'completed' });
  });

  /** A proposal from Maya to Leo, paid. */
  async function paidProposal(project: string) {
    const maya = await artist('Maya Verse');
    const leo = await artist('Leo Beats');
    const started = (await start(maya.client, { partnerId: leo.user.id, project })).json() as MatchmakerStart;
    await confirm(maya.client, started.checkout);
    return { maya, leo, ...started };
  }

  const paymentOf = (id: number) =>
    t.db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('refunds the fee when the partner declines, and tells the one who proposed', async () => {
    const { maya, leo, collaboration, checkout } = await paidProposal('Declined Song');
    const declined = await leo.client.post(`/api/collaborations/${collaboration.id}/decline`);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'declined', proposal: null });
    expect(await paymentOf(checkout.transactionId)).toMatchObject({ status: 'refunded' });
    const told = await inboxOf(maya.user.id);
    expect(told.map((m) => m.subject)).toEqual(
      expect.arrayContaining(['Leo Beats declined your collaboration proposal', 'Refund issued']),
    );
    expect(told.find((m) => m.subject.includes('declined'))!.body).toContain(
      'Your setup fee of $25.00 is being refunded',
    );
    // Declined stays declined: no later answer starts it.
    expect((await leo.client.post(`/api/collaborations/${collaboration.id}/accept`)).statusCode).toBe(409);
    expect(await collaborationRow(collaboration.id)).toMatchObject({ status: 'declined' });
  });

  it('lapses a proposal after 7 days of silence and refunds the fee, once', async () => {
    const { maya, leo, collaboration, checkout } = await paidProposal('Silent Song');
    const { expireProposals } = await import('./commands/answerProposal');
    // Before its date nothing lapses.
    expect(await expireProposals(app.ctx, new Date(Date.now() + 6 * 86_400_000))).toBe(0);
    expect(await collaborationRow(collaboration.id)).toMatchObject({ status: 'proposed' });
    const later = new Date(Date.now() + (COLLAB.proposalDays * 24 + 1) * 3_600_000);
    expect(await expireProposals(app.ctx, later)).toBeGreaterThanOrEqual(1);
    expect(await collaborationRow(collaboration.id)).toMatchObject({ status: 'expired' });
    expect(await paymentOf(checkout.transactionId)).toMatchObject({ status: 'refunded' });
    expect((await inboxOf(maya.user.id)).map((m) => m.subject)).toEqual(
      expect.arrayContaining(['Your collaboration proposal to Leo Beats was not answered', 'Refund issued']),
    );
    expect((await inboxOf(leo.user.id)).at(-1)).toMatchObject({
      subject: 'The collaboration proposal "Silent Song" has lapsed',
    });
    expect(await expireProposals(app.ctx, later)).toBe(0);
    const late = await leo.client.post(`/api/collaborations/${collaboration.id}/accept`);
    expect([late.statusCode, late.json()]).toEqual([
      409,
      { message: COLLABORATION_MESSAGES.proposalAnswered },
    ]);
  });

  it('folds a pending Connect request between the two into the proposal', async () => {
    // Maya had asked Leo already: her request gives way to the proposal.
    const maya = await artist('Maya Verse');
    const leo = await artist('Leo Beats');
    const asked = await maya.client.post('/api/collab/requests', {
      toUserId: leo.user.id,
      project: 'Asked Song',
      message: 'Shall we?',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const first = (
      await start(maya.client, { partnerId: leo.user.id, project: 'Asked Song' })
    ).json() as MatchmakerStart;
    await confirm(maya.client, first.checkout);
    const requests = () =>
      t.db
        .selectFrom('collabRequests')
        .select(['status', 'collaborationId', 'fromUserId'])
        .where((eb) => eb.or([eb('fromUserId', '=', maya.user.id), eb('toUserId', '=', maya.user.id)]))
        .orderBy('id')
        .execute();
    expect(await requests()).toEqual([
      { status: 'withdrawn', collaborationId: first.collaboration.id, fromUserId: maya.user.id },
    ]);
    expect(await collaborationRow(first.collaboration.id)).toMatchObject({ status: 'proposed' });

    // Nova had asked Maya: paying to start with Nova answers her request, so it starts at once.
    const nova = await artist('Nova Keys');
    const novaAsked = await nova.client.post('/api/collab/requests', {
      toUserId: maya.user.id,
      project: 'Nova Song',
      message: 'Let us work',
    });
    expect(novaAsked.statusCode, novaAsked.body).toBe(201);
    const second = (
      await start(maya.client, { partnerId: nova.user.id, project: 'Nova Song' })
    ).json() as MatchmakerStart;
    await confirm(maya.client, second.checkout);
    expect(await collaborationRow(second.collaboration.id)).toMatchObject({
      status: 'active',
      answerBy: null,
    });
    expect((await requests()).at(-1)).toEqual({
      status: 'accepted',
      collaborationId: second.collaboration.id,
      fromUserId: nova.user.id,
    });
    expect((await inboxOf(nova.user.id)).at(-1)).toMatchObject({
      subject: 'Maya Verse started a collaboration with you',
    });
  });
});
