import { type CourseRatingResult, EDUCATION_MESSAGES } from '@common/education';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../../db/schema';
import { conflict, forbidden } from '../../../lib/errors';
import { authorizeCourseView, type Viewer } from '../policies';
import {
  completedLessonIds,
  courseStats,
  findActiveEnrollment,
  findCourse,
  readCurriculum,
} from '../queries';
import { finishedFirstModule } from './showCourse';

/**
 * A learner rates a course (1-5), once, after finishing its first module: 403 when not enrolled or the first
 * module is not finished, 409 for a second rating (the insert is conditional on the (course, user) key).
 * Answers the rating with the course's new average.
 */
export async function rateCourse(
  db: Kysely<Database>,
  viewer: Viewer & { user: UserRow },
  courseId: number,
  rating: number,
): Promise<CourseRatingResult> {
  const userId = viewer.user.id;
  const course = await findCourse(db, courseId);
  const enrollment = course ? await findActiveEnrollment(db, userId, courseId) : undefined;
  authorizeCourseView(viewer, course, enrollment !== undefined);
  if (!enrollment) throw forbidden(EDUCATION_MESSAGES.rateNotEnrolled);
  const [modules, completed] = await Promise.all([
    readCurriculum(db, courseId),
    completedLessonIds(db, userId, courseId),
  ]);
  if (!finishedFirstModule(modules, completed)) throw forbidden(EDUCATION_MESSAGES.rateAfterFirstModule);
  const inserted = await db
    .insertInto('courseRatings')
    .values({ courseId, userId, rating, createdAt: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['courseId', 'userId']).doNothing())
    .returning('rating')
    .executeTakeFirst();
  if (!inserted) throw conflict(EDUCATION_MESSAGES.ratedOnce);
  const stats = (await courseStats(db, [courseId])).get(courseId)!;
  return { rating, average: stats.rating ?? rating, ratingCount: stats.ratingCount };
}
