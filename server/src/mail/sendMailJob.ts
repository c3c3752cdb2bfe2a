import { z } from 'zod';
import { defineJob, type JobContext, LANES } from '../jobs/define';
import { recordMailOutcome } from './mailLog';
import { deliveryErrorOf } from './transport';

/**
 * How many times a message is tried while its SMTP server is away: with the runner's backoff (5 s doubling,
 * at most 30 minutes between tries) that is about six hours before it is marked failed.
 */
export const MAIL_MAX_ATTEMPTS = 20;

/** The 'send-mail' job: sends one stored message (a mail_messages row), in the mail lane. */
export const sendMailJob = defineJob({
  type: 'send-mail',
  schema: z.object({
    mailId: z.number().int().positive(),
    headers: z.record(z.string(), z.string()).optional(),
  }),
  lane: LANES.mail,
  maxAttempts: MAIL_MAX_ATTEMPTS,
  run: (ctx, run) => sendStoredMail(ctx, run.payload.mailId, run.finalAttempt, run.payload.headers),
});

/**
 * Sends one stored message. A temporary failure (server down or busy) is recorded and thrown, so the runner
 * tries again with backoff; on the last attempt, and on a permanent rejection, the message is marked failed
 * with the reason. A message already sent is not sent again.
 */
async function sendStoredMail(
  ctx: JobContext,
  id: number,
  finalAttempt: boolean,
  headers?: Record<string, string>,
): Promise<void> {
  const { db } = ctx.database;
  if (!ctx.mail) throw new Error('No mail transport in this process');
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
      ...(headers ? { headers } : {}),
    });
    await recordMailOutcome(db, id, { status: 'sent', transport: ctx.mail.name, messageId });
  } catch (error) {
    const failure = deliveryErrorOf(error);
    const giveUp = !failure.temporary || finalAttempt;
    await recordMailOutcome(db, id, {
      status: giveUp ? 'failed' : 'queued',
      lastError: giveUp && failure.temporary ? `Gave up: ${failure.message}` : failure.message,
    });
    if (giveUp) ctx.log.warn({ mail: id, kind: mail.kind }, `mail not sent: ${failure.message}`);
    if (!giveUp) throw failure;
  }
}
