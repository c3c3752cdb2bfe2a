import type { AuthoringCourse } from '@common/education';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema';
import type { Viewer } from '../../policies';
import { levelOf } from '../../presenter';
import { courseStats, instructorNameOf, instructorNames, readCurriculum } from '../../queries';
import { editableCourse } from './shared';

/** A course as its author edits it: every field as stored, every module and lesson with its Markdown. */
export async function readAuthoringCourse(
  db: Kysely<Database>,
  viewer: Viewer,
  courseId: number,
): Promise<AuthoringCourse> {
  const course = await editableCourse(db, viewer, courseId);
  const [modules, stats, names] = await Promise.all([
    readCurriculum(db, courseId, { withContent: true }),
    courseStats(db, [courseId]),
    instructorNames(db, [course]),
  ]);
  return {
    id: Number(course.id),
    title: course.title,
    description: course.description ?? '',
    coverImage: course.coverImage ?? '',
    price: Number(course.price),
    level: levelOf(course.level),
    duration: Number(course.duration ?? 0),
    prerequisites: course.prerequisites ?? [],
    featured: Boolean(course.featured),
    published: Boolean(course.published),
    publishedAt: course.publishedAt,
    instructor: instructorNameOf(course, names),
    instructorId: course.instructorId === null ? null : Number(course.instructorId),
    enrolledCount: stats.get(courseId)!.enrolledCount,
    createdAt: course.createdAt,
    updatedAt: course.updatedAt,
    modules: modules.map((m) => ({
      id: m.id,
      title: m.title,
      description: m.description,
      order: m.order,
      isFree: m.isFree,
      lessons: m.lessons.map((l) => ({
        id: l.id,
        moduleId: l.moduleId,
        title: l.title,
        content: l.content,
        duration: l.duration,
        order: l.order,
        videoId: l.videoId,
        trackId: l.trackId,
      })),
    })),
  };
}
