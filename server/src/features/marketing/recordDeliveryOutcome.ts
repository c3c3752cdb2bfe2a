import type { Db } from '../../db/connection';
import { persistThroughOutage, type PersistPolicy } from '../../lib/persistThroughOutage';
import { recordMailOutcome } from '../../mail/mailLog';
import type { MailTransport } from '../../mail/transport';

/** What one try of a claimed delivery came to. */
export type DeliveryOutcome =
  | { status: 'sent' }
  | { status: 'failed'; lastError: string }
  /** Back in the queue, due at `runAfter` (null: as soon as the campaign runs again). */
  | { status: 'queued'; lastError: string; runAfter: string | null; countAttempt: boolean };

/**
 * About six seconds in all (0.4 to 3.2 s apart). A longer outage fails the run (the runner hands its job back);
 * the delivery, still 'sending', is then settled by the next run as interrupted, never sent twice.
 */
const BRIEF_OUTAGE: PersistPolicy = {
  keepTrying: (failures) => failures < 5,
  delayMs: (failures) => 200 * 2 ** failures,
};

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Writes the outcome of a claimed delivery: its row (no longer 'sending') and its line in the mail log, in one
 * transaction, trying again for a while when the database is briefly away. A try that did not count (the
 * mail server could not be reached) gives the recipient's attempt back; the mail log counts every try.
 */
export function recordDeliveryOutcome(
  db: Db,
  transport: MailTransport['name'],
  claim: { deliveryId: number; mailId: number },
  outcome: DeliveryOutcome,
): Promise<void> {
  return persistThroughOutage(
    () =>
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('campaignDeliveries')
          .set((eb) => {
            if (outcome.status === 'sent')
              return { status: 'sent', lastError: null, sentAt: iso(Date.now()) };
            if (outcome.status === 'failed') return { status: 'failed', lastError: outcome.lastError };
            const { lastError, runAfter, countAttempt } = outcome;
            return {
              status: 'queued',
              lastError,
              runAfter,
              ...(countAttempt ? {} : { attempts: eb('attempts', '-', 1) }),
            };
          })
          .where('id', '=', claim.deliveryId)
          .where('status', '=', 'sending')
          .execute();
        await recordMailOutcome(
          trx,
          claim.mailId,
          outcome.status === 'sent'
            ? { status: 'sent', transport }
            : { status: outcome.status, lastError: outcome.lastError },
        );
      }),
    BRIEF_OUTAGE,
  );
}
