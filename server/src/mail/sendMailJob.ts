import type { JobContext, JobRun } from '../jobs/runner';
import { recordMailOutcome } from './mailLog';
import { deliveryErrorOf } from './transport';

/** The mail_messages row a send-mail job names. */
function mailIdOf(payload: Record<string, unknown>): number {
  const id = Number(payload.mailId);
  if (!Number.isInteger(id) || id <= 0) throw new Error('The job names no message');
  return id;
}

/**
 * Sends one stored message. A temporary failure (server down or busy) is recorded and thrown, so the runner
 * tries again with backoff; on the last attempt, and on a permanent rejection, the message is marked failed
 * with the reason. A message already sent is not sent again.
 */
export async function sendMailJob(ctx: JobContext, run: JobRun): Promise<void> {
  const { db } = ctx.database;
  if (!ctx.mail) throw new Error('No mail transport in this process');
  const id = mailIdOf(run.job.payload);
  const mail = await db.selectFrom('mailMessages').selectAll().where('id', '=', id).executeTakeFirst();
  if (!mail || mail.status === 'sent') return;
  try {
    const { messageId } = await ctx.mail.send({
      id: mail.id,
      from: mail.fromAddress,
      to: mail.toAddress,
      replyTo: mail.replyTo,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
    });
    await recordMailOutcome(db, id, { status: 'sent', transport: ctx.mail.name, messageId });
  } catch (error) {
    const failure = deliveryErrorOf(error);
    const giveUp = !failure.temporary || run.finalAttempt;
    await recordMailOutcome(db, id, {
      status: giveUp ? 'failed' : 'queued',
      lastError: giveUp && failure.temporary ? `Gave up: ${failure.message}` : failure.message,
    });
    if (giveUp) ctx.log.warn({ mail: id, kind: mail.kind }, `mail not sent: ${failure.message}`);
    if (!giveUp) throw failure;
  }
}
