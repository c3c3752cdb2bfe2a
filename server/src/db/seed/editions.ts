import { splitSale } from '@common/payments';
import type { AppContext } from '../../context';
import { markEditionSold, recordSupply, reserveEdition } from '../../features/nft';
import type { UserRow } from '../schema';
import { json } from '../values';

const DAY = 24 * 60 * 60 * 1000;

/** A demo track released as limited digital editions, and who already bought one (in order, days ago). */
interface DemoDrop {
  title: string;
  /** Cents per edition. */
  price: number;
  supply: number;
  buyers: { username: string; daysAgo: number }[];
}

const DEMO_DROPS: DemoDrop[] = [
  {
    title: 'Midnight on the 285',
    price: 99,
    supply: 25,
    buyers: [
      { username: 'kofi.rhythm', daysAgo: 3 },
      { username: 'mayaverse', daysAgo: 2 },
      { username: 'lofi.ollie', daysAgo: 1 },
    ],
  },
  {
    title: 'Lagos Sunrise',
    price: 299,
    supply: 50,
    buyers: [
      { username: 'lunawaves', daysAgo: 6 },
      { username: 'selectorsade', daysAgo: 4 },
    ],
  },
  {
    title: 'Lake Shore Drive',
    price: 499,
    supply: 100,
    buyers: [{ username: 'selectorsade', daysAgo: 5 }],
  },
  { title: 'Headroom', price: 99, supply: 25, buyers: [] },
];

/**
 * Four demo tracks become limited-edition drops (25 to 100 editions, $0.99 to $4.99); a few editions are
 * already sold to demo fans through succeeded sandbox payments, numbered in order, with receipts.
 */
export async function seedEditions(
  ctx: Pick<AppContext, 'database' | 'storage' | 'log'>,
  users: Map<string, UserRow>,
  trackIds: number[],
): Promise<void> {
  const { db, dialect } = ctx.database;
  if (trackIds.length === 0) return;
  const tracks = await db
    .selectFrom('tracks')
    .select(['id', 'title', 'userId'])
    .where('id', 'in', trackIds)
    .execute();
  const now = Date.now();
  for (const drop of DEMO_DROPS) {
    const track = tracks.find((t) => t.title === drop.title);
    if (!track || track.userId === null) continue;
    await db
      .updateTable('tracks')
      .set({
        isNft: true,
        nftPrice: drop.price,
        nftTotalSupply: drop.supply,
        nftAvailableSupply: drop.supply,
      })
      .where('id', '=', track.id)
      .execute();
    await db.transaction().execute((trx) => recordSupply(trx, track.id, drop.supply, new Date(now)));
    for (const [index, buyer] of drop.buyers.entries()) {
      const user = users.get(buyer.username);
      if (!user || user.id === track.userId) continue;
      const at = new Date(now - buyer.daysAgo * DAY);
      await db.transaction().execute(async (trx) => {
        const payment = await trx
          .insertInto('transactions')
          .values({
            userId: user.id,
            payeeId: track.userId,
            amount: drop.price,
            currency: 'usd',
            status: 'succeeded',
            paymentType: 'nft_purchase',
            contentType: 'track',
            contentId: track.id,
            metadata: json({ trackId: track.id }),
            idempotencyKey: `demo-seed-editions-${track.id}-${index}`,
            provider: 'sandbox',
            ...splitSale(drop.price),
            createdAt: at.toISOString(),
            updatedAt: at.toISOString(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await reserveEdition(
          trx,
          dialect,
          { trackId: track.id, buyerId: user.id, transactionId: payment.id },
          at,
        );
        await markEditionSold(trx, payment, { dialect, log: ctx.log }, at);
      });
    }
    // The supply figures as of now (the purchases above were recorded at their own dates).
    await db.transaction().execute((trx) => recordSupply(trx, track.id, drop.supply, new Date()));
  }
}
