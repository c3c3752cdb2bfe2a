import type { EditionList, OwnedEditionList } from '@common/nft';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { seedEditions } from '../../db/seed/editions';
import type { UserRow } from '../../db/schema';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { buildCatalogueApp, createTrack } from '../tracks/testing';

const OWNERS: Record<string, string> = {
  'Midnight on the 285': 'luna',
  'Lagos Sunrise': 'kofi',
  'Lake Shore Drive': 'nova',
  Headroom: 'echo',
};

describeEachDatabase('demo editions seed', (t) => {
  let app: FastifyInstance;
  const users = new Map<string, UserRow & { plainPassword: string }>();

  beforeAll(async () => {
    app = await buildCatalogueApp(t.handle);
    const names = [
      'lunawaves',
      'kofi.rhythm',
      'djnova',
      'echoengineer',
      'mayaverse',
      'lofi.ollie',
      'selectorsade',
    ];
    for (const name of names) users.set(name, await createUser(t.db));
    const short: Record<string, string> = {
      luna: 'lunawaves',
      kofi: 'kofi.rhythm',
      nova: 'djnova',
      echo: 'echoengineer',
    };
    const ids: number[] = [];
    for (const [title, owner] of Object.entries(OWNERS)) {
      ids.push((await createTrack(t.db, { title, userId: users.get(short[owner]!)!.id })).id);
    }
    await seedEditions({ database: t.handle, storage: null as never, log: console as never }, users, ids);
  });

  it('turns four tracks into drops with editions already sold to demo fans, numbered in order', async () => {
    const list = (await new TestClient(app).get('/api/editions')).json<EditionList>();
    const byTitle = new Map(list.editions.map((e) => [e.title, e]));
    expect(byTitle.get('Midnight on the 285')).toMatchObject({
      price: 99,
      totalSupply: 25,
      sold: 3,
      nextEdition: '4/25',
    });
    expect(byTitle.get('Lagos Sunrise')).toMatchObject({
      price: 299,
      totalSupply: 50,
      sold: 2,
      available: 48,
    });
    expect(byTitle.get('Lake Shore Drive')).toMatchObject({ price: 499, totalSupply: 100, sold: 1 });
    expect(byTitle.get('Headroom')).toMatchObject({
      price: 99,
      totalSupply: 25,
      sold: 0,
      nextEdition: '1/25',
    });

    const ollie = await signedInClient(app, users.get('lofi.ollie')!);
    const mine = (await ollie.get('/api/editions/mine')).json<OwnedEditionList>();
    expect(mine.editions).toMatchObject([{ title: 'Midnight on the 285', label: '3/25', price: 99 }]);
    const artist = await signedInClient(app, users.get('lunawaves')!);
    const portal = (await artist.get('/api/fan-portal')).json();
    expect(portal.stats.totalRevenue).toBe(3 * 84);
  });
});
