import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { RefundHook } from '../payments';
import { licenceInForce } from '../tracks';

/** What the buyer of a revoked licence reads when asking for its files or document (410). */
export const LICENCE_REVOKED = 'This license was revoked because its payment was refunded or disputed';

/**
 * What ending a beat purchase takes back: its licences are revoked (see licenceInForce). An exclusive beat
 * stays off the market: its producer decides whether to sell it again (relistBeat). Answers what the buyer lost.
 */
export const revokeLicences: RefundHook = async (trx, payment) => {
  const licences = await trx
    .selectFrom('licences')
    .innerJoin('tracks', 'tracks.id', 'licences.trackId')
    .select(['licences.licenceNumber', 'tracks.title'])
    .where('licences.transactionId', '=', payment.id)
    .orderBy('licences.id')
    .execute();
  if (licences.length === 0) return;
  const list = licences.map((l) => `${l.licenceNumber} (${l.title})`).join(', ');
  return licences.length === 1
    ? `License ${list} is revoked: the beat can no longer be downloaded.`
    : `Licenses ${list} are revoked: the beats can no longer be downloaded.`;
};

export const RELIST_MESSAGES = {
  notFound: 'Beat not found',
  notProducer: 'Only the producer can put this beat back on the market',
  notSold: 'This beat is on the market already',
  stillExclusive: 'An exclusive license of this beat is still in force',
} as const;

/**
 * The producer puts a beat whose exclusive sale was refunded back on the market (after a refund it stays off
 * until they choose). Refused while an exclusive licence of it is in force (409), to anyone but its producer
 * (403), and for a beat on the market (409).
 */
export async function relistBeat(db: Kysely<Database>, user: { id: number }, trackId: number): Promise<void> {
  const beat = await db
    .selectFrom('tracks')
    .select(['id', 'userId', 'price', 'exclusiveSoldAt'])
    .where('id', '=', trackId)
    .executeTakeFirst();
  if (!beat || !(Number(beat.price) > 0)) throw notFound(RELIST_MESSAGES.notFound);
  if (beat.userId !== user.id) throw forbidden(RELIST_MESSAGES.notProducer);
  if (beat.exclusiveSoldAt === null) throw conflict(RELIST_MESSAGES.notSold);
  const exclusive = await db
    .selectFrom('licences')
    .select('id')
    .where('trackId', '=', trackId)
    .where('licenceType', '=', 'exclusive')
    .where(licenceInForce)
    .executeTakeFirst();
  if (exclusive) throw conflict(RELIST_MESSAGES.stillExclusive);
  await db.updateTable('tracks').set({ exclusiveSoldAt: null }).where('id', '=', trackId).execute();
}
