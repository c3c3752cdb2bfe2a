import type { AppContext } from '../../context';
import { failQueuedMail } from '../../mail/mailLog';

/** Why a delivery claimed by a process that died is recorded failed. */
export const INTERRUPTED_MESSAGE =
  'Interrupted while it was being handed to the mail server (the process stopped): not sent again, so that no one gets it twice';

/**
 * Deliveries a run of this job left claimed ('sending') were being handed to the mail server when their process
 * died: it may or may not have taken them, and SMTP cannot be asked. They are not sent again (at most once per
 * recipient) and are recorded as failed with the reason. Only the holder of the campaign's job sends its
 * deliveries, so a row still claimed when the job starts belongs to a run that is gone.
 */
export async function settleInterrupted(
  ctx: Pick<AppContext, 'database' | 'log'>,
  campaignId: number,
): Promise<void> {
  const { db } = ctx.database;
  const orphans = await db
    .selectFrom('campaignDeliveries')
    .select(['id', 'messageId'])
    .where('campaignId', '=', campaignId)
    .where('status', '=', 'sending')
    .execute();
  if (orphans.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('campaignDeliveries')
      .set({ status: 'failed', lastError: INTERRUPTED_MESSAGE })
      .where(
        'id',
        'in',
        orphans.map((o) => o.id),
      )
      .where('status', '=', 'sending')
      .execute();
    await failQueuedMail(
      trx,
      orphans.flatMap((o) => (o.messageId ? [o.messageId] : [])),
      INTERRUPTED_MESSAGE,
    );
  });
  ctx.log.warn(
    { campaign: campaignId, deliveries: orphans.length },
    'campaign deliveries interrupted mid-send',
  );
}
