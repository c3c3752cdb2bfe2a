import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { EnrollmentRow } from '../queries';

/** Who enrols in which course, and the payment that paid for it (null for a free course). */
export interface NewEnrollment {
  userId: number;
  courseId: number;
  transactionId: number | null;
}

/**
 * Enrols a learner in a course, on `db`: the caller's transaction when it has one (a paid enrolment is made
 * in the transaction that settles its payment, so it happens exactly once). A new enrolment, or one that a
 * refund or dispute had ended opened again (its progress kept), now naming `transactionId`. Answers the
 * enrolment, or undefined when the learner is enrolled already: the unique index on learner and course and
 * the conditional writes keep it to one enrolment, also when two calls race.
 */
export async function enrolLearner(
  db: Kysely<Database>,
  enrollment: NewEnrollment,
): Promise<EnrollmentRow | undefined> {
  const { userId, courseId, transactionId } = enrollment;
  const now = new Date().toISOString();
  const inserted = await db
    .insertInto('userCourseEnrollments')
    .values({ userId, courseId, enrollmentDate: now, transactionId })
    .onConflict((oc) => oc.columns(['userId', 'courseId']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return inserted;
  return db
    .updateTable('userCourseEnrollments')
    .set({ endedAt: null, enrollmentDate: now, transactionId })
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .where('endedAt', 'is not', null)
    .returningAll()
    .executeTakeFirst();
}
