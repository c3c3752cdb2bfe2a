import type { CourseList } from '@common/education';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../../db/schema';
import { presentCourseSummary } from '../presenter';
import { courseStats, instructorNames } from '../queries';

/**
 * The catalogue: published courses, featured first, then in the order they were created, with their real
 * counts (modules, lessons, learners enrolled now, average rating) and whether the caller is enrolled.
 */
export async function listCourses(db: Kysely<Database>, user: UserRow | null): Promise<CourseList> {
  const courses = await db
    .selectFrom('courses')
    .selectAll()
    .where('published', '=', true)
    .orderBy('featured', 'desc')
    .orderBy('id')
    .execute();
  const ids = courses.map((c) => Number(c.id));
  const [stats, names, mine] = await Promise.all([
    courseStats(db, ids),
    instructorNames(db, courses),
    user && ids.length > 0
      ? db
          .selectFrom('userCourseEnrollments')
          .select('courseId')
          .where('userId', '=', user.id)
          .where('endedAt', 'is', null)
          .where('courseId', 'in', ids)
          .execute()
      : Promise.resolve([]),
  ]);
  const enrolled = new Set(mine.map((row) => Number(row.courseId)));
  return {
    courses: courses.map((course) =>
      presentCourseSummary(course, stats.get(Number(course.id))!, names, enrolled.has(Number(course.id))),
    ),
  };
}
