import { BEAT_MESSAGES, LICENCE_NAMES } from '@common/beatbank';
import { formatCents } from '@common/format';
import { publicName } from '@common/people';
import type { Transaction } from 'kysely';
import type { Database, TransactionRow } from '../../../db/schema';
import { json } from '../../../db/values';
import { metadataOf, refundWhenCommitted } from '../../payments';
import type { BeatSaleLine, BeatSaleMetadata } from './beatSale';

/** The licence number of a licence id, e.g. PN-LIC-2026-000042. */
export function licenceNumber(id: number, at: Date): string {
  return `PN-LIC-${at.getUTCFullYear()}-${String(id).padStart(6, '0')}`;
}

/** What the fulfilment did with a settled payment. */
export type FulfilmentOutcome =
  { kind: 'fulfilled'; licenceIds: number[] } | { kind: 'refund-due'; reason: string };

function saleOf(payment: TransactionRow): BeatSaleMetadata {
  const metadata = metadataOf(payment) as Partial<BeatSaleMetadata>;
  if (!Array.isArray(metadata.lines) || metadata.lines.length === 0) {
    throw new Error(`beat purchase ${payment.id} carries no lines`);
  }
  return metadata as BeatSaleMetadata;
}

/**
 * Delivers a paid beat purchase, inside the transaction that settles the payment: marks exclusive beats sold
 * (a conditional update, so of two buyers paying for one exclusive only the first settles it), writes one
 * licence per line, clears those lines from the buyer's cart and tells the producer. If any beat was sold
 * exclusively in the meantime nothing is delivered: the payment is marked refund-due, the buyer is told, and
 * the payment is refunded once the settling transaction commits.
 */
export async function fulfilBeatPurchase(
  trx: Transaction<Database>,
  payment: TransactionRow,
  now = new Date(),
): Promise<FulfilmentOutcome> {
  const sale = saleOf(payment);
  const buyerId = payment.userId;
  if (buyerId === null) throw new Error(`beat purchase ${payment.id} has no buyer`);
  const soldAt = now.toISOString();

  const claimed: number[] = [];
  let refusal: string | null = null;
  for (const line of sale.lines) {
    if (line.licenceType === 'exclusive') {
      const result = await trx
        .updateTable('tracks')
        .set({ exclusiveSoldAt: soldAt })
        .where('id', '=', line.trackId)
        .where('exclusiveSoldAt', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) {
        refusal = BEAT_MESSAGES.sold;
        break;
      }
      claimed.push(line.trackId);
    } else {
      const beat = await trx
        .selectFrom('tracks')
        .select('exclusiveSoldAt')
        .where('id', '=', line.trackId)
        .executeTakeFirst();
      if (!beat || beat.exclusiveSoldAt !== null) {
        refusal = BEAT_MESSAGES.sold;
        break;
      }
    }
  }
  if (refusal) {
    if (claimed.length > 0) {
      await trx
        .updateTable('tracks')
        .set({ exclusiveSoldAt: null })
        .where('id', 'in', claimed)
        .where('exclusiveSoldAt', '=', soldAt)
        .execute();
    }
    await markRefundDue(trx, payment, sale, refusal, soldAt);
    refundWhenCommitted(trx, payment.id, refusal);
    return { kind: 'refund-due', reason: refusal };
  }

  const licenceIds: number[] = [];
  for (const line of sale.lines) licenceIds.push(await writeLicence(trx, payment, buyerId, line, now));
  await trx
    .deleteFrom('cartItems')
    .where('userId', '=', buyerId)
    .where(
      'trackId',
      'in',
      sale.lines.map((line) => line.trackId),
    )
    .execute();
  await tellProducer(trx, payment, sale, buyerId, soldAt);
  return { kind: 'fulfilled', licenceIds };
}

async function writeLicence(
  trx: Transaction<Database>,
  payment: TransactionRow,
  buyerId: number,
  line: BeatSaleLine,
  now: Date,
): Promise<number> {
  const provisional = `PN-LIC-PENDING-${payment.id}-${line.trackId}`;
  const row = await trx
    .insertInto('licences')
    .values({
      licenceNumber: provisional,
      transactionId: payment.id,
      buyerId,
      trackId: line.trackId,
      licenceType: line.licenceType,
      amount: line.amount,
      createdAt: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('licences')
    .set({ licenceNumber: licenceNumber(row.id, now) })
    .where('id', '=', row.id)
    .execute();
  return row.id;
}

async function tellProducer(
  trx: Transaction<Database>,
  payment: TransactionRow,
  sale: BeatSaleMetadata,
  buyerId: number,
  at: string,
): Promise<void> {
  if (!sale.producerId) return;
  const buyer = await trx
    .selectFrom('users')
    .select(['username', 'displayName'])
    .where('id', '=', buyerId)
    .executeTakeFirst();
  const who = buyer ? publicName(buyer) : 'A fan';
  const items = sale.lines
    .map((line) => `- ${line.title}: ${LICENCE_NAMES[line.licenceType]}, ${formatCents(line.amount)}`)
    .join('\n');
  const titles = sale.lines.map((line) => line.title).join(', ');
  await trx
    .insertInto('inboxMessages')
    .values({
      recipientId: sale.producerId,
      senderId: buyerId,
      kind: 'receipt',
      subject: `Beat sold: ${titles}`,
      body:
        `${who} bought:\n${items}\n\nTotal ${formatCents(payment.amount)}; your share after the 15% ` +
        `marketplace fee: ${formatCents(payment.creatorAmount)}.` +
        (sale.lines.some((line) => line.licenceType === 'exclusive')
          ? '\n\nAn exclusive license was sold: the beat has left the Beat Bank. Please send the stems to the buyer.'
          : ''),
      createdAt: at,
    })
    .execute();
}

async function markRefundDue(
  trx: Transaction<Database>,
  payment: TransactionRow,
  sale: BeatSaleMetadata,
  reason: string,
  at: string,
): Promise<void> {
  const metadata = { ...metadataOf(payment), refund: { reason, requestedAt: at, status: 'due' } };
  await trx
    .updateTable('transactions')
    .set({
      metadata: json(metadata),
      failureMessage: `Refund due: ${reason}`,
      // Nothing was sold: the producer earns nothing from this payment.
      feeAmount: 0,
      creatorAmount: 0,
      updatedAt: at,
    })
    .where('id', '=', payment.id)
    .execute();
  if (payment.userId === null) return;
  await trx
    .insertInto('inboxMessages')
    .values({
      recipientId: payment.userId,
      senderId: null,
      kind: 'receipt',
      subject: 'Your beat purchase could not be completed',
      body:
        `${reason}. No license was issued for ${sale.lines.map((line) => line.title).join(', ')}; ` +
        `your payment of ${formatCents(payment.amount)} will be refunded.`,
      createdAt: at,
    })
    .execute();
}
