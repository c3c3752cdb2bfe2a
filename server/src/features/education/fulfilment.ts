import { EDUCATION_MESSAGES } from '@common/education';
import { formatCents } from '@common/format';
import type { Transaction } from 'kysely';
import type { Database, TransactionRow } from '../../db/schema';
import { sendInboxMessages, type NewInboxMessage } from '../inbox';
import { markRefundDue, type RefundHook, refundWhenCommitted } from '../payments';
import { nameOf } from '../../lib/people';
import { notify, notifyPayment } from '../notifications';
import { enrolLearner } from './commands/enrolLearner';
import { findActiveEnrollment } from './queries';

/** What a course's enrolment payment shows on the payment step and the receipt. */
export const enrollmentDescription = (courseTitle: string) => `Course enrollment: ${courseTitle}`;

/** Why an enrolment payment is given back when its course was deleted before it settled. */
export const COURSE_GONE_REFUND = 'The course was removed before the payment completed';

async function giveBack(trx: Transaction<Database>, payment: TransactionRow, reason: string): Promise<void> {
  await markRefundDue(trx, payment.id, reason);
  refundWhenCommitted(trx, payment.id, reason);
}

/**
 * A paid enrolment payment enrols its payer (enrolLearner), in the transaction that settles it: a new
 * enrolment, or one that a refund had ended opened again (its progress kept, a certificate revoked with it
 * restored). Should the payer be enrolled already (two checkouts paid at once), the second payment is
 * refunded after the commit. The learner gets the receipt; the instructor hears of the sale.
 */
export async function enrolOnPayment(trx: Transaction<Database>, payment: TransactionRow): Promise<void> {
  const courseId = payment.contentId === null ? null : Number(payment.contentId);
  const userId = payment.userId;
  if (courseId === null || userId === null) return;
  const course = await trx
    .selectFrom('courses')
    .select(['id', 'title'])
    .where('id', '=', courseId)
    .executeTakeFirst();
  if (!course) return giveBack(trx, payment, COURSE_GONE_REFUND);

  const enrollment = await enrolLearner(trx, { userId, courseId, transactionId: payment.id });
  if (!enrollment) {
    // Enrolled by this very payment already: nothing to give back.
    if ((await findActiveEnrollment(trx, userId, courseId))?.transactionId === payment.id) return;
    return giveBack(trx, payment, EDUCATION_MESSAGES.duplicatePaymentRefund);
  }

  await trx
    .updateTable('certifications')
    .set({ status: 'active' })
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .where('status', '=', 'revoked')
    .execute();

  const messages: NewInboxMessage[] = [
    {
      recipientId: userId,
      senderId: null,
      kind: 'receipt',
      subject: EDUCATION_MESSAGES.enrolled,
      body:
        `You paid ${formatCents(Number(payment.amount))} and are enrolled in "${course.title}". Every lesson is ` +
        'open to you now; My Learning keeps your place and your certificate waits at the end.',
    },
  ];
  if (payment.payeeId !== null && payment.payeeId !== userId) {
    const learner = await nameOf(trx, userId);
    messages.push({
      recipientId: payment.payeeId,
      senderId: userId,
      kind: 'receipt',
      subject: `${learner} enrolled in "${course.title}"`,
      body:
        `${learner} enrolled in your course "${course.title}". Your share of ` +
        `${formatCents(Number(payment.creatorAmount))} shows in your earnings.`,
    });
  }
  await sendInboxMessages(trx, messages);
  await notify(trx, {
    recipientId: userId,
    kind: 'enrolment',
    subjectType: 'course',
    subjectId: course.id,
    data: { title: course.title, amount: Number(payment.amount) },
  });
  if (payment.payeeId !== userId) await notifyPayment(trx, payment, 'course_sale', { title: course.title });
}

/**
 * A refunded or disputed enrolment payment ends its access: the enrolment is marked ended (the paid lessons
 * lock again; progress is kept should they enrol again) and a certificate of the course is revoked.
 */
export const endEnrollment: RefundHook = async (trx, payment, _ctx, ending) => {
  const ended = await trx
    .updateTable('userCourseEnrollments')
    .set({ endedAt: ending.at })
    .where('transactionId', '=', payment.id)
    .where('endedAt', 'is', null)
    .returning(['userId', 'courseId'])
    .executeTakeFirst();
  if (!ended || ended.userId === null || ended.courseId === null) return;
  await trx
    .updateTable('certifications')
    .set({ status: 'revoked' })
    .where('userId', '=', ended.userId)
    .where('courseId', '=', ended.courseId)
    .where('status', '=', 'active')
    .execute();
  const course = await trx
    .selectFrom('courses')
    .select('title')
    .where('id', '=', ended.courseId)
    .executeTakeFirst();
  const title = course ? `"${course.title}"` : 'the course';
  return `Your enrollment in ${title} has ended: its paid lessons are locked again.`;
};
