import type { Earnings } from '@common/earnings';
import type { MyFanSubscriptions } from '@common/fans';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { signedInClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { isPremiumFan } from '../../features/fans/membership';
import type { UserRow } from '../schema';
import { seedFans } from './fans';
import { DEMO_USERS } from './users';

describeEachDatabase('demo tips and fan subscriptions', (t) => {
  let app: FastifyInstance;
  const users = new Map<string, UserRow & { plainPassword: string }>();

  beforeAll(async () => {
    app = await t.buildApp();
    for (const demo of DEMO_USERS) users.set(demo.username, await createUser(t.db, { ...demo }));
    await seedFans({ database: t.handle, storage: app.ctx.storage, log: app.log }, users, []);
  });

  it("fills Luna Waves' earnings with tips, Premium Fan subscriptions and a gifted month", async () => {
    const luna = await signedInClient(app, users.get('lunawaves')!);
    const earnings = (await luna.get('/api/me/earnings')).json() as Earnings;
    expect(earnings.byType).toEqual({
      tips: 3500,
      fanSubscriptions: 4249 + 424 + 424,
      beatSales: 0,
      editions: 0,
      courseSales: 0,
    });
    expect(earnings.totals.allTime).toBe(3500 + 4249 + 424 + 424);
    expect(earnings.recent.slice(0, 2)).toMatchObject([
      {
        fromName: 'Echo Engineer',
        amount: 424,
        type: 'fanSubscriptions',
        description: 'Gifted Premium Fan month',
      },
      { fromName: 'Lo-Fi Ollie', amount: 500, type: 'tips', description: 'Tip of $5.00' },
    ]);
  });

  it('makes the demo fans Premium Fans, the gifted one included, with inbox messages', async () => {
    const id = (name: string) => users.get(name)!.id;
    expect(await isPremiumFan(t.db, id('kofi.rhythm'), id('lunawaves'))).toBe(true);
    expect(await isPremiumFan(t.db, id('lofi.ollie'), id('lunawaves'))).toBe(true);
    expect(await isPremiumFan(t.db, id('selectorsade'), id('djnova'))).toBe(true);
    expect(await isPremiumFan(t.db, id('beatsmith'), id('lunawaves'))).toBe(false);
    const ollie = await signedInClient(app, users.get('lofi.ollie')!);
    const mine = (await ollie.get('/api/fan-subscriptions/mine')).json() as MyFanSubscriptions;
    expect(mine.subscriptions).toMatchObject([{ artistName: 'Luna Waves', giftedByName: 'Echo Engineer' }]);
    const inbox = await t.db
      .selectFrom('inboxMessages')
      .select('subject')
      .where('recipientId', '=', id('lunawaves'))
      .execute();
    expect(inbox.map((m) => m.subject)).toContain('Maya Verse tipped you $20.00');
  });
});
