import { editionLabel, NFT_MESSAGES } from '@common/nft';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/connection';
import type { Database, TransactionRow } from '../../db/schema';
import { formatCents } from '@common/format';
import { markRefundDue, type PaymentHook, refundWhenCommitted } from '../payments';
import { HttpError } from '../../lib/errors';
import { notifyPayment } from '../notifications';
import { recordSupply } from './editionState';
import { reserveEdition } from './commands/reserveEdition';

/** Why a payment for an edition is refunded when the drop sold out before the payment settled. */
export const EDITION_SOLD_OUT_REFUND = 'The drop sold out before your payment completed';
/** Why it is refunded when the artist ended the drop before the payment settled. */
export const EDITION_DROP_ENDED_REFUND = 'The drop ended before your payment completed';

/**
 * A paid edition becomes sold to its buyer, with a receipt in the buyer's inbox. When its reservation
 * expired and was freed before the payment settled, the buyer gets the next free number instead; when none is
 * left the payment is refunded once the settling transaction commits.
 */
export async function markEditionSold(
  trx: Kysely<Database>,
  payment: Pick<TransactionRow, 'id' | 'userId' | 'contentId' | 'amount'>,
  ctx: { dialect: Dialect; log: Pick<FastifyBaseLogger, 'error' | 'warn'> },
  now = new Date(),
): Promise<void> {
  const trackId = payment.contentId;
  if (trackId === null || payment.userId === null) return;
  const track = await trx
    .selectFrom('tracks')
    .select(['title', 'artist', 'nftTotalSupply', 'userId'])
    .where('id', '=', trackId)
    .executeTakeFirst();
  if (!track?.nftTotalSupply) return;
  const updated = await trx
    .updateTable('nftEditions')
    .set({ status: 'sold', reservedUntil: null })
    .where('transactionId', '=', payment.id)
    .where('status', '=', 'reserved')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    const already = await trx
      .selectFrom('nftEditions')
      .select('id')
      .where('transactionId', '=', payment.id)
      .executeTakeFirst();
    if (!already) {
      try {
        await reserveEdition(
          trx,
          ctx.dialect,
          { trackId, buyerId: payment.userId, transactionId: payment.id, status: 'sold' },
          now,
        );
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        const reason =
          error.message === NFT_MESSAGES.dropEnded ? EDITION_DROP_ENDED_REFUND : EDITION_SOLD_OUT_REFUND;
        ctx.log.warn(
          { transactionId: payment.id, trackId, reason },
          'edition paid after its reservation expired and the drop is closed: the payment is refunded',
        );
        await markRefundDue(trx, payment.id, reason, now.toISOString());
        refundWhenCommitted(trx, payment.id, reason);
        return;
      }
    }
  }
  await recordSupply(trx, trackId, track.nftTotalSupply, now);
  const edition = await trx
    .selectFrom('nftEditions')
    .select('editionNumber')
    .where('transactionId', '=', payment.id)
    .executeTakeFirst();
  if (!edition) return;
  const label = editionLabel(Number(edition.editionNumber), track.nftTotalSupply);
  await trx
    .insertInto('inboxMessages')
    .values({
      recipientId: payment.userId,
      senderId: null,
      kind: 'receipt',
      subject: `Edition #${label} of ${track.title}`,
      body:
        `You own edition ${label} of "${track.title}"${track.artist ? ` by ${track.artist}` : ''}, ` +
        `recorded by Panda Nation. Paid ${formatCents(payment.amount)}.`,
      createdAt: now.toISOString(),
    })
    .execute();
}

/** The payment hook of a succeeded edition purchase. */
export const fulfilEdition: PaymentHook = async (trx, payment, ctx) => {
  await markEditionSold(trx, payment, { dialect: ctx.database.dialect, log: ctx.log });
  const sold = await trx
    .selectFrom('nftEditions as e')
    .innerJoin('tracks as t', 't.id', 'e.trackId')
    .select('t.title')
    .where('e.transactionId', '=', payment.id)
    .where('e.status', '=', 'sold')
    .executeTakeFirst();
  if (sold) await notifyPayment(trx, payment, 'edition', { title: sold.title });
};

/** A failed or canceled payment frees the edition it held. */
export const releaseEdition: PaymentHook = async (trx, payment) => {
  const trackId = payment.contentId;
  if (trackId === null) return;
  await trx
    .deleteFrom('nftEditions')
    .where('transactionId', '=', payment.id)
    .where('status', '=', 'reserved')
    .execute();
  const track = await trx
    .selectFrom('tracks')
    .select('nftTotalSupply')
    .where('id', '=', trackId)
    .executeTakeFirst();
  if (track?.nftTotalSupply) await recordSupply(trx, trackId, track.nftTotalSupply, new Date());
};
