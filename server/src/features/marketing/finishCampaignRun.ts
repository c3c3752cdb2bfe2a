import type { AppContext } from '../../context';
import { notify } from '../notifications';
import { campaignPacer } from './campaignPacer';

/** While the mail server cannot be reached: 5 s doubling, at most 5 minutes, without using anyone's tries. */
const outageDelayMs = (outages: number) => Math.min(5_000 * 2 ** outages, 5 * 60_000);

const iso = (ms: number) => new Date(ms).toISOString();

/** The next run of a campaign's job: its payload, and when it may start. */
export interface NextCampaignRun {
  payload: { campaignId: number; outages?: number };
  runAfter: Date;
}

/**
 * Ends a run of a campaign's job: marks the campaign sent once every delivery is settled (answering null), or
 * answers the next run: when the first delivery left is due (at once when one is; after the outage backoff when
 * the mail server was away, `outages` being the runs in a row before this one that found it away; never before
 * the process's next sending slot).
 */
export async function finishCampaignRun(
  ctx: Pick<AppContext, 'database' | 'log'>,
  campaignId: number,
  outages: number | null,
): Promise<NextCampaignRun | null> {
  const { db } = ctx.database;
  const now = Date.now();
  const open = await db
    .selectFrom('campaignDeliveries')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('runAfter').as('next')])
    .where('campaignId', '=', campaignId)
    .where('status', 'in', ['queued', 'sending'])
    .executeTakeFirstOrThrow();
  if (Number(open.n) === 0) {
    await db.transaction().execute(async (trx) => {
      const finished = await trx
        .updateTable('campaigns')
        .set({ status: 'sent', completedAt: iso(now) })
        .where('id', '=', campaignId)
        .where('status', '=', 'sending')
        .returning(['senderId', 'subject'])
        .executeTakeFirst();
      // Its sender hears of it once, with the count of emails that went out.
      if (finished?.senderId != null) {
        const sent = await trx
          .selectFrom('campaignDeliveries')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('campaignId', '=', campaignId)
          .where('status', '=', 'sent')
          .executeTakeFirstOrThrow();
        await notify(trx, {
          recipientId: finished.senderId,
          kind: 'campaign_finished',
          subjectType: 'campaign',
          subjectId: campaignId,
          data: { title: finished.subject, sent: Number(sent.n) },
        });
      }
    });
    ctx.log.info({ campaign: campaignId }, 'campaign sent');
    return null;
  }
  let runAfter: number;
  if (outages !== null) {
    runAfter = now + outageDelayMs(outages);
  } else {
    const due = await db
      .selectFrom('campaignDeliveries')
      .select('id')
      .where('campaignId', '=', campaignId)
      .where('status', 'in', ['queued', 'sending'])
      .where((eb) => eb.or([eb('runAfter', 'is', null), eb('runAfter', '<=', iso(now + 1))]))
      .limit(1)
      .executeTakeFirst();
    runAfter = due || !open.next ? now : Math.max(now, new Date(open.next).getTime());
    // At a low rate the next slot may be seconds away: the next run starts then, not before.
    if (campaignPacer.next - now > 1000) runAfter = Math.max(runAfter, campaignPacer.next);
  }
  return {
    payload: { campaignId, ...(outages !== null ? { outages: outages + 1 } : {}) },
    runAfter: new Date(runAfter),
  };
}
