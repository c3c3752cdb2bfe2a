import type { AuthoringCourseList } from '@common/education';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema';
import { authorizeAuthoring, type Viewer } from '../../policies';
import { levelOf } from '../../presenter';
import { courseStats, instructorNameOf, instructorNames } from '../../queries';

/**
 * The courses an author edits: an administrator every course, an instructor their own; latest changes first.
 */
export async function listAuthoredCourses(
  db: Kysely<Database>,
  viewer: Viewer,
): Promise<AuthoringCourseList> {
  authorizeAuthoring(viewer);
  const courses = await db
    .selectFrom('courses')
    .selectAll()
    .$if(!viewer.isAdmin, (qb) => qb.where('instructorId', '=', viewer.user!.id))
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const [stats, names] = await Promise.all([
    courseStats(
      db,
      courses.map((c) => Number(c.id)),
    ),
    instructorNames(db, courses),
  ]);
  return {
    isAdmin: viewer.isAdmin,
    courses: courses.map((course) => {
      const counts = stats.get(Number(course.id))!;
      return {
        id: Number(course.id),
        title: course.title,
        published: Boolean(course.published),
        featured: Boolean(course.featured),
        price: Number(course.price),
        level: levelOf(course.level),
        instructor: instructorNameOf(course, names),
        instructorId: course.instructorId === null ? null : Number(course.instructorId),
        modulesCount: counts.modulesCount,
        lessonsCount: counts.lessonsCount,
        enrolledCount: counts.enrolledCount,
        updatedAt: course.updatedAt,
      };
    }),
  };
}
