import type { ArtistDrop, ArtistDropList, EditionList, OwnedEditionList } from '@common/nft';
import type { InboxPage } from '@common/inbox';
import type { Checkout } from '@common/payments';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it, vi } from 'vitest';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { buildCatalogueApp, createTrack } from '../tracks/testing';
import { EDITION_DROP_ENDED_REFUND } from './settlement';

type User = Awaited<ReturnType<typeof createUser>>;

const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
let keys = 0;
const newKey = () => `drop-test-${Date.now()}-${(keys += 1)}`;

describeEachDatabase('edition drops made by artists', (t) => {
  let app: FastifyInstance;
  let artist: User;
  let fan: User;
  let other: User;
  let artistClient: TestClient;
  let fanClient: TestClient;
  let otherClient: TestClient;

  beforeAll(async () => {
    app = await buildCatalogueApp(t.handle);
    [artist, fan, other] = await Promise.all([
      createUser(t.db, { displayName: 'Nova Reed' }),
      createUser(t.db),
      createUser(t.db),
    ]);
    [artistClient, fanClient, otherClient] = await Promise.all([
      signedInClient(app, artist),
      signedInClient(app, fan),
      signedInClient(app, other),
    ]);
  });

  const ownTrack = (extra: Parameters<typeof createTrack>[1] = {}) =>
    createTrack(t.db, { userId: artist.id, artist: 'Nova Reed', ...extra });

  const create = (client: TestClient, body: Record<string, unknown>) =>
    client.post('/api/editions/drops', body);

  const patch = (client: TestClient, trackId: number, body: Record<string, unknown>) =>
    client.request('PATCH', `/api/editions/drops/${trackId}`, body);

  const end = (client: TestClient, trackId: number) => client.post(`/api/editions/drops/${trackId}/end`);

  const purchase = (client: TestClient, trackId: number) =>
    client.post(`/api/editions/${trackId}/purchase`, {}, { headers: { 'idempotency-key': newKey() } });

  const pay = (client: TestClient, checkout: Checkout) =>
    client.post('/api/payments/sandbox/confirm', { clientSecret: checkout.clientSecret, ...GOOD_CARD });

  async function buy(client: TestClient, trackId: number) {
    const started = await purchase(client, trackId);
    expect(started.statusCode, started.body).toBe(201);
    const paid = await pay(client, started.json<Checkout>());
    expect(paid.json()).toMatchObject({ status: 'succeeded' });
    return started.json<Checkout>();
  }

  async function listed(trackId: number, client = new TestClient(app)) {
    const list = (await client.get('/api/editions')).json<EditionList>();
    return list.editions.find((e) => e.trackId === trackId);
  }

  async function myDrop(trackId: number, client = artistClient) {
    const list = (await client.get('/api/editions/drops')).json<ArtistDropList>();
    return list.drops.find((d) => d.trackId === trackId);
  }

  async function newDrop(editionSize = 10, priceUsd = 2.5, editionName?: string) {
    const track = await ownTrack();
    const response = await create(artistClient, { trackId: track.id, priceUsd, editionSize, editionName });
    expect(response.statusCode, response.body).toBe(201);
    return { track, drop: response.json<ArtistDrop>() };
  }

  it('answers visitors 401 with a clear sentence on every drop route', async () => {
    const track = await ownTrack();
    const visitor = new TestClient(app);
    for (const response of [
      await visitor.get('/api/editions/drops'),
      await create(visitor, { trackId: track.id, priceUsd: 2, editionSize: 10 }),
      await patch(visitor, track.id, { priceUsd: 3 }),
      await end(visitor, track.id),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Please log in to create and manage drops' });
    }
  });

  it('creates a drop for an own published public track: on the marketplace and in My drops', async () => {
    const track = await ownTrack({ title: 'Glass Harbour' });
    const before = (await artistClient.get('/api/editions/drops')).json<ArtistDropList>();
    expect(before.candidates.map((c) => c.trackId)).toContain(track.id);
    expect(await listed(track.id)).toBeUndefined();

    const response = await create(artistClient, {
      trackId: track.id,
      priceUsd: 2.5,
      editionSize: 10,
      editionName: '  Founders Edition  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<ArtistDrop>()).toMatchObject({
      trackId: track.id,
      title: 'Glass Harbour',
      editionName: 'Founders Edition',
      price: 250,
      totalSupply: 10,
      sold: 0,
      held: 0,
      available: 10,
      revenue: 0,
      status: 'open',
      locked: false,
      listed: true,
      endedAt: null,
    });
    expect(response.json<ArtistDrop>().droppedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // Everyone sees it on the marketplace, newest drop first.
    const list = (await new TestClient(app).get('/api/editions')).json<EditionList>();
    expect(list.editions[0]).toMatchObject({
      trackId: track.id,
      title: 'Glass Harbour',
      artist: 'Nova Reed',
      price: 250,
      totalSupply: 10,
      sold: 0,
      available: 10,
      nextEdition: '1/10',
      editionName: 'Founders Edition',
      status: 'open',
      endedAt: null,
    });
    const after = (await artistClient.get('/api/editions/drops')).json<ArtistDropList>();
    expect(after.drops.map((d) => d.trackId)).toContain(track.id);
    expect(after.candidates.map((c) => c.trackId)).not.toContain(track.id);
    const stored = await t.db
      .selectFrom('tracks')
      .select(['isNft', 'nftPrice', 'nftTotalSupply', 'nftAvailableSupply', 'nftEdition', 'nftEditionName'])
      .where('id', '=', track.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      isNft: true,
      nftPrice: 250,
      nftTotalSupply: 10,
      nftAvailableSupply: 10,
      nftEdition: '1/10',
      nftEditionName: 'Founders Edition',
    });
    // Other users' lists are their own.
    expect((await otherClient.get('/api/editions/drops')).json()).toEqual({ drops: [], candidates: [] });
  });

  it('validates price, size and name with clear messages, and accepts the limits', async () => {
    const track = await ownTrack();
    const cases: [Record<string, unknown>, string][] = [
      [{ priceUsd: 2, editionSize: 10 }, 'Choose one of your tracks'],
      [{ trackId: track.id, editionSize: 10 }, 'Enter a price'],
      [{ trackId: track.id, priceUsd: '2', editionSize: 10 }, 'Enter a price'],
      [{ trackId: track.id, priceUsd: 0.49, editionSize: 10 }, 'The lowest price is $0.50'],
      [{ trackId: track.id, priceUsd: -5, editionSize: 10 }, 'The lowest price is $0.50'],
      [{ trackId: track.id, priceUsd: 1000.01, editionSize: 10 }, 'The highest price is $1,000.00'],
      [{ trackId: track.id, priceUsd: 2.555, editionSize: 10 }, 'A price has at most two decimals'],
      [{ trackId: track.id, priceUsd: 2 }, 'Enter an edition size'],
      [{ trackId: track.id, priceUsd: 2, editionSize: 2.5 }, 'The edition size is a whole number'],
      [{ trackId: track.id, priceUsd: 2, editionSize: 0 }, 'A drop has at least 1 edition'],
      [{ trackId: track.id, priceUsd: 2, editionSize: 1001 }, 'A drop has at most 1,000 editions'],
      [
        { trackId: track.id, priceUsd: 2, editionSize: 10, editionName: 'x'.repeat(61) },
        'The edition name is at most 60 characters',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await create(artistClient, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect(await myDrop(track.id)).toBeUndefined();

    const low = await create(artistClient, {
      trackId: track.id,
      priceUsd: 0.5,
      editionSize: 1,
      editionName: '',
    });
    expect(low.statusCode).toBe(201);
    expect(low.json()).toMatchObject({ price: 50, totalSupply: 1, editionName: null });
    const high = await ownTrack();
    const highResponse = await create(artistClient, {
      trackId: high.id,
      priceUsd: 1000,
      editionSize: 1000,
      editionName: 'x'.repeat(60),
    });
    expect(highResponse.statusCode).toBe(201);
    expect(highResponse.json()).toMatchObject({ price: 100_000, totalSupply: 1000 });
  });

  it('refuses other people, drafts, private and unlisted tracks, and a second drop of a track', async () => {
    const theirs = await createTrack(t.db, { userId: other.id });
    const theirPrivate = await createTrack(t.db, { userId: other.id, visibility: 'private' });
    const draft = await ownTrack({ status: 'draft' });
    const privateTrack = await ownTrack({ visibility: 'private' });
    const unlisted = await ownTrack({ visibility: 'unlisted' });
    const body = (trackId: number) => ({ trackId, priceUsd: 3, editionSize: 5 });

    const forbidden = await create(artistClient, body(theirs.id));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'You can only create drops for your own tracks' });
    for (const trackId of [theirPrivate.id, 99_999_999]) {
      const hidden = await create(artistClient, body(trackId));
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual({ message: 'Track not found' });
    }
    for (const track of [draft, privateTrack, unlisted]) {
      const refused = await create(artistClient, body(track.id));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        message: 'Only published public tracks can be dropped. Publish the track as public first.',
      });
    }
    const candidates = (await artistClient.get('/api/editions/drops')).json<ArtistDropList>().candidates;
    for (const track of [draft, privateTrack, unlisted]) {
      expect(candidates.map((c) => c.trackId)).not.toContain(track.id);
    }

    const { track } = await newDrop();
    const again = await create(artistClient, body(track.id));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This track already has an open drop' });
    await end(artistClient, track.id);
    const afterEnd = await create(artistClient, body(track.id));
    expect(afterEnd.statusCode).toBe(409);
    expect(afterEnd.json()).toEqual({
      message: 'The drop of this track has ended; its editions are not reissued',
    });
  });

  it('opens one drop when the same track is dropped by simultaneous requests', async () => {
    const track = await ownTrack();
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        create(artistClient, { trackId: track.id, priceUsd: 1 + i, editionSize: 10 + i }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(5);
    expect(new Set(refused.map((r) => r.json().message))).toEqual(
      new Set(['This track already has an open drop']),
    );
  });

  it('lets only the artist change or end a drop (403 for others, 404 for a track that is no drop)', async () => {
    const { track } = await newDrop();
    for (const response of [
      await patch(otherClient, track.id, { priceUsd: 9 }),
      await end(otherClient, track.id),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'You can only manage your own drops' });
    }
    const plain = await ownTrack();
    for (const response of [
      await patch(artistClient, plain.id, { priceUsd: 9 }),
      await end(artistClient, plain.id),
      await end(artistClient, 99_999_999),
      await patch(artistClient, Number.NaN, { priceUsd: 9 }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Drop not found' });
    }
    expect(await myDrop(track.id)).toMatchObject({ price: 250, status: 'open' });
  });

  it('changes price, size and name until an edition is held or sold; then only the name', async () => {
    const { track } = await newDrop(10, 2.5);
    const nothing = await patch(artistClient, track.id, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toEqual({ message: 'Nothing to change' });
    const invalid = await patch(artistClient, track.id, { editionSize: 0 });
    expect(invalid.json()).toEqual({ message: 'A drop has at least 1 edition' });

    const changed = await patch(artistClient, track.id, {
      priceUsd: 4,
      editionSize: 20,
      editionName: 'Tour Edition',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      price: 400,
      totalSupply: 20,
      available: 20,
      editionName: 'Tour Edition',
    });
    expect(await listed(track.id)).toMatchObject({ price: 400, totalSupply: 20, nextEdition: '1/20' });

    // A buyer holds edition 1 while paying: the terms they were shown stay.
    const checkout = (await purchase(fanClient, track.id)).json<Checkout>();
    expect(checkout.amount).toBe(400);
    expect(await myDrop(track.id)).toMatchObject({ held: 1, locked: true });
    for (const body of [{ priceUsd: 5 }, { editionSize: 30 }, { editionSize: 5 }]) {
      const locked = await patch(artistClient, track.id, body);
      expect(locked.statusCode).toBe(409);
      expect(locked.json()).toEqual({
        message: 'Price and edition size are fixed once an edition is sold or held for a buyer',
      });
    }
    await pay(fanClient, checkout);
    const sizeUp = await patch(artistClient, track.id, { editionSize: 21 });
    expect(sizeUp.statusCode).toBe(409);
    // Sending the current terms again is no change; the name can still change.
    const renamed = await patch(artistClient, track.id, {
      priceUsd: 4,
      editionSize: 20,
      editionName: 'First Run',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ price: 400, totalSupply: 20, sold: 1, editionName: 'First Run' });
    const cleared = await patch(artistClient, track.id, { editionName: null });
    expect(cleared.json()).toMatchObject({ editionName: null });
  });

  it('sells a new drop through the purchase flow: edition #1 to the fan, 1/N sold and 85% revenue for the artist', async () => {
    const { track } = await newDrop(10, 2.5, 'Founders Edition');
    const checkout = await buy(fanClient, track.id);
    expect(checkout).toMatchObject({ amount: 250, paymentType: 'nft_purchase' });
    const mine = (await fanClient.get('/api/editions/mine')).json<OwnedEditionList>();
    expect(mine.editions.find((e) => e.trackId === track.id)).toMatchObject({
      editionNumber: 1,
      label: '1/10',
    });
    expect(await listed(track.id, fanClient)).toMatchObject({
      sold: 1,
      available: 9,
      nextEdition: '2/10',
      ownedByMe: 1,
    });
    expect(await myDrop(track.id)).toMatchObject({
      sold: 1,
      held: 0,
      available: 9,
      totalSupply: 10,
      revenue: 212,
      locked: true,
      status: 'open',
    });
    const row = await t.db
      .selectFrom('transactions')
      .select(['payeeId', 'feeAmount', 'creatorAmount'])
      .where('id', '=', checkout.transactionId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ payeeId: artist.id, feeAmount: 38, creatorAmount: 212 });
  });

  it('ends a drop: no more sales, owned editions stay, the marketplace shows it ended; twice is harmless', async () => {
    const { track } = await newDrop(10, 2.5);
    await buy(fanClient, track.id);
    // Another buyer is paying when the drop ends: their held edition is still theirs once paid.
    const paying = (await purchase(otherClient, track.id)).json<Checkout>();

    const ended = await end(artistClient, track.id);
    expect(ended.statusCode).toBe(200);
    expect(ended.json<ArtistDrop>()).toMatchObject({ status: 'ended', sold: 1, held: 1, available: 0 });
    expect(ended.json<ArtistDrop>().endedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const late = await purchase(await signedInClient(app, await createUser(t.db)), track.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: 'This drop has ended' });

    await pay(otherClient, paying);
    expect(await listed(track.id)).toMatchObject({
      status: 'ended',
      sold: 2,
      available: 0,
      nextEdition: null,
      totalSupply: 10,
    });
    const owned = (await fanClient.get('/api/editions/mine')).json<OwnedEditionList>();
    expect(owned.editions.find((e) => e.trackId === track.id)).toMatchObject({ label: '1/10' });
    const again = await end(artistClient, track.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      status: 'ended',
      endedAt: ended.json<ArtistDrop>().endedAt,
      sold: 2,
    });
    const afterEnd = await patch(artistClient, track.id, { editionName: 'Late' });
    expect(afterEnd.statusCode).toBe(409);
    expect(afterEnd.json()).toEqual({ message: 'This drop has ended' });
    const stored = await t.db
      .selectFrom('tracks')
      .select(['nftAvailableSupply', 'nftEdition'])
      .where('id', '=', track.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ nftAvailableSupply: 0, nftEdition: null });

    // Ended drops come after the drops on sale; an ended drop that sold nothing leaves the marketplace.
    const { track: open } = await newDrop(5);
    const list = (await new TestClient(app).get('/api/editions')).json<EditionList>();
    const ids = list.editions.map((e) => e.trackId);
    expect(ids.indexOf(open.id)).toBeLessThan(ids.indexOf(track.id));
    const { track: unsold } = await newDrop(5);
    await end(artistClient, unsold.id);
    expect(await listed(unsold.id)).toBeUndefined();
    expect(await myDrop(unsold.id)).toMatchObject({ status: 'ended', sold: 0 });
  });

  it('refunds a payment that settles after its reservation expired and the drop was ended', async () => {
    const { track } = await newDrop(10, 3);
    const lateBuyer = await signedInClient(app, await createUser(t.db));
    const checkout = (await purchase(lateBuyer, track.id)).json<Checkout>();
    await t.db
      .updateTable('nftEditions')
      .set({ reservedUntil: new Date(Date.now() - 1000).toISOString() })
      .where('transactionId', '=', checkout.transactionId)
      .execute();
    // The next buyer's checkout frees the expired reservation and takes its number; then the drop ends.
    const prompt = (await purchase(fanClient, track.id)).json<Checkout>();
    await end(artistClient, track.id);
    await pay(fanClient, prompt);
    expect((await pay(lateBuyer, checkout)).json()).toMatchObject({ status: 'succeeded' });
    await vi.waitFor(async () =>
      expect((await lateBuyer.get(`/api/payments/${checkout.transactionId}`)).json()).toMatchObject({
        status: 'refunded',
      }),
    );
    const inbox = (await lateBuyer.get('/api/inbox')).json<InboxPage>();
    expect(inbox.messages[0]!.body).toContain(`Reason: ${EDITION_DROP_ENDED_REFUND}.`);
    expect((await lateBuyer.get('/api/editions/mine')).json()).toEqual({ editions: [] });
    expect(await myDrop(track.id)).toMatchObject({ sold: 1, revenue: 255, status: 'ended' });
  });

  it('never oversells a new drop: 5 editions to 15 simultaneous buyers, numbered 1 to 5', async () => {
    const { track } = await newDrop(5, 1);
    const buyers = await Promise.all(Array.from({ length: 15 }, () => createUser(t.db)));
    const clients = await Promise.all(buyers.map((b) => signedInClient(app, b)));
    const outcomes = await Promise.all(
      clients.map(async (client) => {
        const started = await purchase(client, track.id);
        if (started.statusCode !== 201)
          return { status: started.statusCode, message: started.json().message };
        const paid = await pay(client, started.json<Checkout>());
        return { status: paid.statusCode, message: paid.json().status as string };
      }),
    );
    expect(outcomes.filter((o) => o.status === 200 && o.message === 'succeeded')).toHaveLength(5);
    expect(outcomes.filter((o) => o.status === 409 && o.message === 'Sold out')).toHaveLength(10);
    const numbers = await t.db
      .selectFrom('nftEditions')
      .select('editionNumber')
      .where('trackId', '=', track.id)
      .where('status', '=', 'sold')
      .execute();
    expect(numbers.map((n) => Number(n.editionNumber)).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    expect(await myDrop(track.id)).toMatchObject({
      sold: 5,
      available: 0,
      status: 'sold_out',
      revenue: 5 * 85,
    });
    expect(await listed(track.id)).toMatchObject({ status: 'sold_out', nextEdition: null });
  }, 240_000);
});
