import type { Db } from '../../db/connection';
import { recordMailOutcome, recordMailsSent } from '../../mail/mailLog';
import type { MailTransport } from '../../mail/transport';

/** What one try of a claimed delivery came to. */
export type DeliveryOutcome =
  | { status: 'sent' }
  | { status: 'failed'; lastError: string }
  /** Back in the queue, due at `runAfter` (null: as soon as the campaign runs again). */
  | { status: 'queued'; lastError: string; runAfter: string | null; countAttempt: boolean };

/** The outcome of a claimed delivery, with its row and its line in the mail log. */
export interface SettledDelivery {
  deliveryId: number;
  mailId: number;
  outcome: DeliveryOutcome;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Writes the outcomes of claimed deliveries on `trx` (the caller's transaction): their rows (no longer
 * 'sending') and their lines in the mail log; the sent ones in two statements whatever their number. A try that
 * did not count (the mail server could not be reached) gives the recipient's attempt back; the mail log counts
 * every try.
 */
export async function recordDeliveryOutcomes(
  trx: Db,
  transport: MailTransport['name'],
  settled: SettledDelivery[],
): Promise<void> {
  const sent = settled.filter((s) => s.outcome.status === 'sent');
  if (sent.length > 0) {
    await trx
      .updateTable('campaignDeliveries')
      .set({ status: 'sent', lastError: null, sentAt: iso(Date.now()) })
      .where(
        'id',
        'in',
        sent.map((s) => s.deliveryId),
      )
      .where('status', '=', 'sending')
      .execute();
    await recordMailsSent(
      trx,
      sent.map((s) => s.mailId),
      transport,
    );
  }
  for (const { deliveryId, mailId, outcome } of settled) {
    if (outcome.status === 'sent') continue;
    await trx
      .updateTable('campaignDeliveries')
      .set((eb) => {
        if (outcome.status === 'failed') return { status: 'failed', lastError: outcome.lastError };
        const { lastError, runAfter, countAttempt } = outcome;
        return {
          status: 'queued',
          lastError,
          runAfter,
          ...(countAttempt ? {} : { attempts: eb('attempts', '-', 1) }),
        };
      })
      .where('id', '=', deliveryId)
      .where('status', '=', 'sending')
      .execute();
    await recordMailOutcome(trx, mailId, { status: outcome.status, lastError: outcome.lastError });
  }
}
