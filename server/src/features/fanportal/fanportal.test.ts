import { FAN_PORTAL_MESSAGES, type FanPortal, fanLevel, fanPoints } from '@common/fanportal';
import type { InboxPage } from '@common/inbox';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { buildCatalogueApp, createTrack } from '../tracks/testing';

type User = Awaited<ReturnType<typeof createUser>>;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

async function play(db: Db, trackId: number, userId: number, at = new Date().toISOString()) {
  await db
    .insertInto('trackPlays')
    .values({ trackId, userId, listenerKey: `u:${userId}`, createdAt: at })
    .execute();
}

async function pay(
  db: Db,
  input: { userId: number; payeeId: number; type: string; amount: number; status?: string },
) {
  const fee = input.type === 'tip' ? 30 : Math.round(input.amount * 0.15);
  await db
    .insertInto('transactions')
    .values({
      userId: input.userId,
      payeeId: input.payeeId,
      paymentType: input.type,
      amount: input.amount,
      status: input.status ?? 'succeeded',
      feeAmount: fee,
      creatorAmount: input.amount - fee,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    })
    .execute();
}

describe('fan points and levels', () => {
  it('adds each kind of activity with its weight and maps points to the five levels', () => {
    const none = {
      plays: 0,
      likes: 0,
      follows: false,
      tips: 0,
      purchases: 0,
      monthsSubscribed: 0,
      totalSpent: 0,
      comments: 0,
    };
    expect(fanPoints(none)).toBe(0);
    expect(fanPoints({ ...none, plays: 3, likes: 1, follows: true, tips: 1, totalSpent: 2000 })).toBe(
      3 + 5 + 10 + 25 + 40,
    );
    expect([fanLevel(19), fanLevel(20), fanLevel(60), fanLevel(120), fanLevel(200)]).toEqual([
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
    ]);
  });
});

describeEachDatabase('fan portal API', (t) => {
  let app: FastifyInstance;
  let artist: User;
  let tipper: User;
  let listener: User;
  let member: User;
  let stranger: User;
  let otherArtist: User;
  let favourite: number;

  beforeAll(async () => {
    app = await buildCatalogueApp(t.handle);
    [artist, tipper, listener, member, stranger, otherArtist] = await Promise.all([
      createUser(t.db, { displayName: 'Luna Waves' }),
      createUser(t.db, { displayName: 'Tia Tipper', location: 'Lagos, Nigeria' }),
      createUser(t.db, { displayName: 'Lee Listener', location: 'Lagos, Nigeria' }),
      createUser(t.db, { displayName: 'Mo Member', location: 'Berlin, Germany' }),
      createUser(t.db, { displayName: 'Sam Stranger' }),
      createUser(t.db, { displayName: 'Other Artist' }),
    ]);
    const [one, two] = [
      await createTrack(t.db, { userId: artist.id, title: 'Midnight Drive' }),
      await createTrack(t.db, { userId: artist.id, title: 'Sunrise', playCount: 40 }),
    ];
    favourite = one.id;
    const elsewhere = await createTrack(t.db, { userId: otherArtist.id });
    for (let i = 0; i < 3; i += 1) await play(t.db, one.id, tipper.id);
    await play(t.db, two.id, tipper.id);
    await t.db
      .insertInto('trackLikes')
      .values({ userId: tipper.id, trackId: one.id, createdAt: daysAgo(0) })
      .execute();
    await t.db
      .insertInto('follows')
      .values({ followerId: tipper.id, followeeId: artist.id, createdAt: daysAgo(0) })
      .execute();
    await pay(t.db, { userId: tipper.id, payeeId: artist.id, type: 'tip', amount: 2030 });
    await pay(t.db, { userId: tipper.id, payeeId: artist.id, type: 'tip', amount: 530, status: 'failed' });
    await play(t.db, two.id, listener.id, daysAgo(40));
    await t.db
      .insertInto('subscriptions')
      .values({
        userId: member.id,
        kind: 'fan',
        planId: 'premium_fan_monthly',
        artistId: artist.id,
        status: 'active',
        createdAt: daysAgo(45),
        updatedAt: daysAgo(45),
      })
      .execute();
    await pay(t.db, { userId: member.id, payeeId: artist.id, type: 'fan_subscription', amount: 499 });
    // A message in the chat of the artist's listening party is a comment; one elsewhere is not.
    await t.db
      .insertInto('listeningParties')
      .values({
        hostId: artist.id,
        title: 'Release night',
        scheduledAt: daysAgo(1),
        roomId: 'room-release',
        status: 'live',
      })
      .execute();
    for (const channel of ['room:room-release', 'listening']) {
      await t.db
        .insertInto('liveChatMessages')
        .values({
          channel,
          userId: member.id,
          senderName: 'Mo Member',
          message: 'Love this',
          createdAt: daysAgo(1),
        })
        .execute();
    }
    // The stranger is a fan of someone else only.
    await play(t.db, elsewhere.id, stranger.id);
    await pay(t.db, { userId: stranger.id, payeeId: otherArtist.id, type: 'tip', amount: 1030 });
  });

  const asArtist = () => signedInClient(app, artist);

  it('answers 401 to a visitor', async () => {
    const response = await new TestClient(app).get('/api/fan-portal');
    expect(response.statusCode).toBe(401);
  });

  it('computes the stat cards and ranks the top fans from real activity', async () => {
    const response = await (await asArtist()).get('/api/fan-portal');
    expect(response.statusCode).toBe(200);
    const portal = response.json<FanPortal>();
    expect(portal.stats.totalFans).toBe(3);
    // Succeeded payments only: the creator's share of the $20.30 tip and of the $4.99 subscription.
    expect(portal.stats.totalRevenue).toBe(2030 - 30 + (499 - 75));
    expect(portal.stats.totalPlays).toBe(40);
    // Tipper and member engaged; the listener played once.
    expect(portal.stats.engagementRate).toBe(66.7);
    // Two fans listened; one of them more than once.
    expect(portal.stats.repeatListeners).toBe(50);
    expect(portal.stats.newFansThisMonth + portal.stats.newFansLastMonth).toBeGreaterThanOrEqual(1);

    expect(portal.topFans.map((f) => f.name)).toEqual(['Mo Member', 'Tia Tipper', 'Lee Listener']);
    const [memberCard, tipperCard, listenerCard] = portal.topFans;
    expect(memberCard).toMatchObject({
      monthsSubscribed: 2,
      fanLevel: 'Gold',
      totalSpent: 499,
      commentsCount: 1,
      interactions: 1,
      engagementScore: 110,
    });
    expect(tipperCard).toMatchObject({
      totalSpent: 2030,
      tips: 1,
      plays: 4,
      likes: 1,
      follows: true,
      favoriteTrack: { id: favourite, title: 'Midnight Drive' },
      interactions: 4 + 1 + 1 + 1,
      sharesCount: 0,
      engagementScore: 4 + 5 + 10 + 25 + 40,
      fanLevel: 'Gold',
    });
    expect(listenerCard).toMatchObject({ fanLevel: 'Bronze', engagementScore: 1 });
    expect(portal.levelCounts).toEqual({ Diamond: 0, Platinum: 0, Gold: 2, Silver: 0, Bronze: 1 });
    expect(portal.rewardLists.Gold.map((f) => f.id)).toEqual([member.id, tipper.id]);
    expect(portal.topLocations[0]).toEqual({ location: 'Lagos, Nigeria', fans: 2, percent: 66.7 });
    expect(portal.recentActivity.some((e) => e.text === 'tipped $20.30' && e.fanName === 'Tia Tipper')).toBe(
      true,
    );
    expect(JSON.stringify(portal)).not.toContain('Sam Stranger');
  });

  it('sends a personal message that reaches the fan inbox, and refuses anyone who is not a fan', async () => {
    const client = await asArtist();
    const sent = await client.post(`/api/fan-portal/fans/${tipper.id}/message`, {
      text: '  Thank you for the tip!  ',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sent: 1, name: 'Tia Tipper' });
    expect(FAN_PORTAL_MESSAGES.messageSentTo('Tia Tipper')).toBe('Personal message sent to Tia Tipper');

    const inbox = (await (await signedInClient(app, tipper)).get('/api/inbox')).json<InboxPage>();
    expect(inbox.messages[0]).toMatchObject({
      kind: 'message',
      subject: 'Message from Luna Waves',
      body: 'Thank you for the tip!',
      sender: { id: artist.id, username: artist.username, displayName: 'Luna Waves' },
      readAt: null,
    });

    const notFan = await client.post(`/api/fan-portal/fans/${stranger.id}/message`, { text: 'Hi' });
    expect(notFan.statusCode).toBe(403);
    expect(notFan.json()).toEqual({ message: 'You can only contact your own fans' });
    const self = await client.post(`/api/fan-portal/fans/${artist.id}/message`, { text: 'Hi' });
    expect(self.statusCode).toBe(403);
    const missing = await client.post('/api/fan-portal/fans/99999999/message', { text: 'Hi' });
    expect(missing.statusCode).toBe(404);
    const blank = await client.post(`/api/fan-portal/fans/${tipper.id}/message`, { text: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: 'Please write a message' });
    const visitor = await new TestClient(app).post(`/api/fan-portal/fans/${tipper.id}/message`, {
      text: 'Hi',
    });
    expect(visitor.statusCode).toBe(401);
    const strangerInbox = (await (await signedInClient(app, stranger)).get('/api/inbox')).json<InboxPage>();
    expect(strangerInbox.total).toBe(0);
  });

  it('sends a reward with the tier perks to one fan, and a tier reward to every fan at that level', async () => {
    const client = await asArtist();
    const reward = await client.post(`/api/fan-portal/fans/${member.id}/reward`, { tier: 'Gold' });
    expect(reward.statusCode).toBe(200);
    expect(reward.json()).toEqual({ sent: 1, name: 'Mo Member' });
    const memberClient = await signedInClient(app, member);
    const inbox = (await memberClient.get('/api/inbox')).json<InboxPage>();
    expect(inbox.messages[0]).toMatchObject({ kind: 'reward', subject: 'Gold fan reward from Luna Waves' });
    expect(inbox.messages[0]!.body).toContain('Exclusive preview of the next drop');

    const empty = await client.post(`/api/fan-portal/fans/${member.id}/reward`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Choose a reward tier or write a reward' });
    const badTier = await client.post(`/api/fan-portal/fans/${member.id}/reward`, { tier: 'Copper' });
    expect(badTier.statusCode).toBe(400);
    const notFan = await client.post(`/api/fan-portal/fans/${stranger.id}/reward`, { text: 'A gift' });
    expect(notFan.statusCode).toBe(403);

    const gold = await client.post('/api/fan-portal/rewards/gold');
    expect(gold.statusCode).toBe(200);
    expect(gold.json()).toEqual({ sent: 2, name: null });
    expect((await memberClient.get('/api/inbox')).json<InboxPage>().total).toBe(2);
    const diamond = await client.post('/api/fan-portal/rewards/Diamond');
    expect(diamond.statusCode).toBe(409);
    expect(diamond.json()).toEqual({ message: 'No Diamond fans yet' });
  });

  it('announces a fan contest in every fan inbox; the text is required; an artist without fans gets a 409', async () => {
    const artistClient = await asArtist();
    const blank = await artistClient.post('/api/fan-portal/contest', { text: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: 'Describe the contest' });
    const launched = await artistClient.post('/api/fan-portal/contest', {
      text: 'Remix the single, win a vinyl',
    });
    expect(launched.statusCode).toBe(200);
    const { sent } = launched.json() as { sent: number };
    const portal = (await artistClient.get('/api/fan-portal')).json() as { stats: { totalFans: number } };
    expect(sent).toBe(portal.stats.totalFans);
    expect(sent).toBeGreaterThan(0);
    const contest = await t.db
      .selectFrom('inboxMessages')
      .select(['subject', 'body'])
      .where('body', '=', 'Remix the single, win a vinyl')
      .execute();
    expect(contest).toHaveLength(sent);
    expect(contest[0]!.subject).toMatch(/^Fan contest from /);
    const lonely = await createUser(t.db);
    const none = await (
      await signedInClient(app, lonely)
    ).post('/api/fan-portal/contest', { text: 'Anyone?' });
    expect(none.statusCode).toBe(409);
  });

  it('launches the VIP campaign to the top fans inboxes; an artist without fans gets a 409', async () => {
    const before = (await (await signedInClient(app, listener)).get('/api/inbox/unread-count')).json();
    const launched = await (await asArtist()).post('/api/fan-portal/campaign', {});
    expect(launched.statusCode).toBe(200);
    expect(launched.json()).toEqual({ sent: 3, name: null });
    const after = (await (await signedInClient(app, listener)).get('/api/inbox/unread-count')).json();
    expect(after.count).toBe(before.count + 1);

    const lonely = await createUser(t.db);
    const none = await (await signedInClient(app, lonely)).post('/api/fan-portal/campaign', {});
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ message: 'You have no fans yet' });
    const empty = (await (await signedInClient(app, lonely)).get('/api/fan-portal')).json<FanPortal>();
    expect(empty.stats).toMatchObject({
      totalFans: 0,
      monthlyGrowth: null,
      engagementRate: 0,
      totalRevenue: 0,
    });
    expect(empty.topFans).toEqual([]);
  });
});
