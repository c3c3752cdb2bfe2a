import { EDUCATION_MESSAGES, type LessonCompletion, progressPercent } from '@common/education';
import type { AppContext } from '../../../context';
import { notFound, unauthorized } from '../../../lib/errors';
import { issueCertificate } from '../certificates';
import { authorizeCourseView, authorizeLesson, type Viewer } from '../policies';
import { presentCertificate } from '../presenter';
import {
  completedLessonIds,
  findActiveEnrollment,
  findCourse,
  lessonsInOrder,
  readCurriculum,
} from '../queries';
import { enrolLearner } from './enrolLearner';
import { locateLesson } from './openLesson';

/**
 * Marks a lesson completed for the caller, idempotently (completing again keeps the first completion date):
 * anyone signed in who may open the lesson (a free module's lessons count towards the course once they
 * enrol). Completing a lesson of a free course enrols them. For an enrolled learner it becomes the last
 * accessed lesson, the stored progress follows, and completing the course's last lesson issues its one
 * certificate (certificates.ts) and records the completion date.
 */
export async function completeLesson(
  ctx: Pick<AppContext, 'database' | 'config'>,
  viewer: Viewer,
  lessonId: number,
  now = new Date(),
): Promise<LessonCompletion> {
  const { db } = ctx.database;
  const user = viewer.user;
  if (!user) throw unauthorized(EDUCATION_MESSAGES.loginToTrack);
  const place = await db
    .selectFrom('courseLessons as l')
    .innerJoin('courseModules as m', 'm.id', 'l.moduleId')
    .select('m.courseId')
    .where('l.id', '=', lessonId)
    .executeTakeFirst();
  if (!place) throw notFound(EDUCATION_MESSAGES.lessonNotFound);
  const courseId = Number(place.courseId);
  const course = await findCourse(db, courseId);
  let enrollment = course ? await findActiveEnrollment(db, user.id, courseId) : undefined;
  authorizeCourseView(viewer, course, enrollment !== undefined);
  const modules = await readCurriculum(db, courseId);
  const found = locateLesson(modules, lessonId);
  if (!found) throw notFound(EDUCATION_MESSAGES.lessonNotFound);
  authorizeLesson(viewer, course, found.module, enrollment !== undefined);
  if (!enrollment && Number(course.price) === 0 && course.published) {
    enrollment =
      (await enrolLearner(db, { userId: user.id, courseId, transactionId: null })) ??
      (await findActiveEnrollment(db, user.id, courseId));
  }

  const at = now.toISOString();
  await db
    .insertInto('userLessonProgress')
    .values({ userId: user.id, lessonId, completed: true, completionDate: at })
    .onConflict((oc) =>
      oc
        .columns(['userId', 'lessonId'])
        .doUpdateSet({ completed: true, completionDate: at })
        .where('userLessonProgress.completed', '=', false),
    )
    .execute();

  const lessons = lessonsInOrder(modules);
  const completed = await completedLessonIds(db, user.id, courseId);
  const done = lessons.filter((l) => completed.has(l.id)).length;
  const courseCompleted = lessons.length > 0 && done === lessons.length;
  const progress = progressPercent(done, lessons.length);

  let certificate: LessonCompletion['certificate'] = null;
  if (enrollment) {
    await db
      .updateTable('userCourseEnrollments')
      .set({ lastAccessedLessonId: lessonId, lastAccessedAt: at, progress })
      .where('id', '=', enrollment.id)
      .execute();
    if (courseCompleted) {
      const issued = await issueCertificate(db, user.id, courseId, now);
      certificate = presentCertificate(issued.certificate, course.title, ctx.config.mail.linkOrigin, now);
      await db
        .updateTable('userCourseEnrollments')
        .set({ completionDate: at })
        .where('id', '=', enrollment.id)
        .where('completionDate', 'is', null)
        .execute();
    }
  }
  return {
    lessonId,
    courseId,
    completed: true,
    progress,
    completedLessons: done,
    totalLessons: lessons.length,
    courseCompleted,
    certificate,
    next: found.next,
  };
}
