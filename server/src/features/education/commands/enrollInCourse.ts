import { EDUCATION_MESSAGES, type EnrollResult } from '@common/education';
import { splitSale } from '@common/payments';
import type { AppContext } from '../../../context';
import { conflict, notFound, unauthorized } from '../../../lib/errors';
import { createCheckout } from '../../payments';
import { enrollmentDescription } from '../fulfilment';
import type { Viewer } from '../policies';
import { presentEnrollment } from '../presenter';
import {
  completedLessonIds,
  findActiveEnrollment,
  findCourse,
  lessonsInOrder,
  readCurriculum,
} from '../queries';
import { enrolLearner } from './enrolLearner';
import { enrollmentProduct } from '../product';

type EnrollContext = Pick<AppContext, 'database' | 'config' | 'log' | 'limits'>;

/** What enrolling answers, with its status code: 201 enrolled (free course), 200 a checkout (paid course). */
export interface EnrollOutcome {
  statusCode: 200 | 201;
  result: EnrollResult;
}

/**
 * Enrols the caller in a published course. A free course enrols at once (enrolLearner: an enrolment a
 * refund had ended opens again). A paid course answers a checkout like every paid feature: the enrolment is
 * made by the payment's settlement (fulfilment.ts, with the same enrolLearner), its instructor paid 85% (the
 * platform's own courses pay the platform). A payment of this course still waiting for its card answers that
 * same checkout, whatever the new key, so one learner never has two open payments for one course. Guests get
 * 401 ('Please log in to enroll in paid courses' for a paid course), the enrolled 409, the course's own
 * instructor 409.
 */
export async function enrollInCourse(
  ctx: EnrollContext,
  viewer: Viewer,
  courseId: number,
  idempotencyKey: () => string,
): Promise<EnrollOutcome> {
  const { db } = ctx.database;
  const course = await findCourse(db, courseId);
  if (!course || !course.published) throw notFound(EDUCATION_MESSAGES.courseNotFound);
  const price = Number(course.price);
  const user = viewer.user;
  if (!user) {
    throw unauthorized(price > 0 ? EDUCATION_MESSAGES.loginToEnroll : EDUCATION_MESSAGES.loginToEnrollFree);
  }
  if (await findActiveEnrollment(db, user.id, courseId)) throw conflict(EDUCATION_MESSAGES.alreadyEnrolled);
  if (course.instructorId !== null && Number(course.instructorId) === user.id) {
    throw conflict(EDUCATION_MESSAGES.ownCourse);
  }

  if (price === 0) {
    const enrollment = await enrolLearner(db, { userId: user.id, courseId, transactionId: null });
    if (!enrollment) throw conflict(EDUCATION_MESSAGES.alreadyEnrolled);
    const [modules, completed] = await Promise.all([
      readCurriculum(db, courseId),
      completedLessonIds(db, user.id, courseId),
    ]);
    const lessons = lessonsInOrder(modules);
    return {
      statusCode: 201,
      result: {
        status: 'enrolled',
        message: EDUCATION_MESSAGES.enrolled,
        enrollment: presentEnrollment(
          enrollment,
          lessons.filter((l) => completed.has(l.id)).length,
          lessons.length,
        ),
      },
    };
  }

  const key = idempotencyKey();
  const waiting = await db
    .selectFrom('transactions')
    .select(['idempotencyKey'])
    .where('userId', '=', user.id)
    .where('paymentType', '=', 'course_enrollment')
    .where('contentId', '=', courseId)
    .where('status', '=', 'pending')
    .where('amount', '=', price)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const payee = course.instructorId === null ? null : Number(course.instructorId);
  const checkout = await createCheckout(ctx, {
    user,
    product: enrollmentProduct,
    amount: price,
    description: enrollmentDescription(course.title),
    idempotencyKey: waiting?.idempotencyKey ?? key,
    ...(waiting
      ? {}
      : {
          payeeId: payee,
          ...(payee === null ? {} : splitSale(price)),
          contentType: 'course',
          contentId: courseId,
          metadata: { courseId, label: course.title },
        }),
  });
  return { statusCode: 200, result: { status: 'payment_required', checkout } };
}
