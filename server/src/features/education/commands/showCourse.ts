import { type CourseDetail, EDUCATION_TEXTS, certificateStatus, type ModuleOutline } from '@common/education';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { findCertificateOf } from '../certificates';
import { authorizeCourseView, canEditCourse, isFreeLesson, type Viewer } from '../policies';
import { presentCourseSummary, presentEnrollment } from '../presenter';
import {
  completedLessonIds,
  courseStats,
  type CurriculumModule,
  findActiveEnrollment,
  findCourse,
  instructorNames,
  lessonsInOrder,
  readCurriculum,
} from '../queries';

/**
 * Whether every lesson of the course's first module is completed (a module without lessons is not finished).
 */
export function finishedFirstModule(modules: CurriculumModule[], completed: Set<number>): boolean {
  const first = modules[0];
  return first !== undefined && first.lessons.length > 0 && first.lessons.every((l) => completed.has(l.id));
}

/**
 * One course for the detail modal: the curriculum (modules with lessons, durations, free flags, the caller's
 * ticks), the certification blurb, the caller's enrolment with its progress, rating and certificate.
 * A course the caller may not see is 404 (see authorizeCourseView).
 */
export async function showCourse(
  db: Kysely<Database>,
  viewer: Viewer,
  courseId: number,
): Promise<CourseDetail> {
  const course = await findCourse(db, courseId);
  const enrollment = course ? await findActiveEnrollment(db, viewer.user?.id, courseId) : undefined;
  authorizeCourseView(viewer, course, enrollment !== undefined);
  const userId = viewer.user?.id;
  const [modules, stats, names, completed, rating, certificate] = await Promise.all([
    readCurriculum(db, courseId),
    courseStats(db, [courseId]),
    instructorNames(db, [course]),
    userId ? completedLessonIds(db, userId, courseId) : Promise.resolve(new Set<number>()),
    userId
      ? db
          .selectFrom('courseRatings')
          .select('rating')
          .where('courseId', '=', courseId)
          .where('userId', '=', userId)
          .executeTakeFirst()
      : Promise.resolve(undefined),
    userId ? findCertificateOf(db, userId, courseId) : Promise.resolve(undefined),
  ]);
  const lessons = lessonsInOrder(modules);
  const done = lessons.filter((l) => completed.has(l.id)).length;
  const outline: ModuleOutline[] = modules.map((m) => ({
    id: m.id,
    title: m.title,
    description: m.description,
    isFree: isFreeLesson(course, m),
    duration: m.lessons.reduce((sum, l) => sum + l.duration, 0),
    lessons: m.lessons.map((l) => ({
      id: l.id,
      title: l.title,
      duration: l.duration,
      isFree: isFreeLesson(course, m),
      completed: completed.has(l.id),
    })),
  }));
  return {
    ...presentCourseSummary(course, stats.get(courseId)!, names, enrollment !== undefined),
    modules: outline,
    certificationBlurb: EDUCATION_TEXTS.certificationBlurb,
    enrollment: enrollment ? presentEnrollment(enrollment, done, lessons.length) : null,
    myRating: rating ? Number(rating.rating) : null,
    canRate: enrollment !== undefined && !rating && finishedFirstModule(modules, completed),
    certificate: certificate
      ? { certificateNumber: certificate.certificateNumber, status: certificateStatus(certificate) }
      : null,
    canEdit: canEditCourse(viewer, course),
    published: Boolean(course.published),
  };
}
