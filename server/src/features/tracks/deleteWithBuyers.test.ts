import { TRACK_MESSAGES } from '@common/tracks';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { buildCatalogueApp, createTrack, MemoryStorage } from './testing';

type User = Awaited<ReturnType<typeof createUser>>;

describeEachDatabase('deleting a track that has buyers', (t) => {
  let app: FastifyInstance;
  const storage = new MemoryStorage();
  let artist: User;
  let fan: User;

  beforeAll(async () => {
    app = await buildCatalogueApp(t.handle, storage);
    [artist, fan] = await Promise.all([createUser(t.db), createUser(t.db)]);
  });
  afterAll(() => app.close());

  async function priced() {
    const key = `audio/sold-${Math.random().toString(36).slice(2)}.wav`;
    storage.put(key, Buffer.from('RIFF....WAVE sold beat'), 'audio/wav');
    return createTrack(t.db, { userId: artist.id, price: 1999, storageKey: key, audioUrl: `/media/${key}` });
  }

  it('keeps a beat whose licence is in force, with its file, and says how to take it down', async () => {
    const beat = await priced();
    await t.db
      .insertInto('licences')
      .values({
        licenceNumber: `PN-LIC-TEST-${beat.id}`,
        transactionId: null,
        buyerId: fan.id,
        trackId: beat.id,
        licenceType: 'standard',
        amount: 1999,
      })
      .execute();
    const client = await signedInClient(app, artist);
    const response = await client.request('DELETE', `/api/tracks/${beat.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: TRACK_MESSAGES.hasBuyers });
    expect(
      await t.db.selectFrom('licences').select('id').where('trackId', '=', beat.id).execute(),
    ).toHaveLength(1);
    expect(storage.objects.has(beat.storageKey!)).toBe(true);
    // Made private instead, the track leaves the catalogue while the licence stays.
    expect(
      (await client.request('PATCH', `/api/tracks/${beat.id}`, { visibility: 'private' })).statusCode,
    ).toBe(200);
  });

  it('keeps a track with a sold edition', async () => {
    const track = await priced();
    await t.db
      .insertInto('nftEditions')
      .values({ trackId: track.id, editionNumber: 1, ownerId: fan.id, transactionId: null, status: 'sold' })
      .execute();
    const client = await signedInClient(app, artist);
    expect((await client.request('DELETE', `/api/tracks/${track.id}`)).statusCode).toBe(409);
  });

  it('deletes a track nobody bought, and one whose only edition was voided', async () => {
    const track = await priced();
    await t.db
      .insertInto('nftEditions')
      .values({ trackId: track.id, editionNumber: 1, ownerId: fan.id, transactionId: null, status: 'void' })
      .execute();
    const client = await signedInClient(app, artist);
    expect((await client.request('DELETE', `/api/tracks/${track.id}`)).statusCode).toBe(204);
    expect(
      await t.db.selectFrom('tracks').select('id').where('id', '=', track.id).executeTakeFirst(),
    ).toBeUndefined();
  });
});
