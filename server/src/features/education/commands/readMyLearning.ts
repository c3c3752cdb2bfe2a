import { type LearningItem, type LessonLink, type MyLearning, progressPercent } from '@common/education';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { canAuthor, type Viewer } from '../policies';
import { coverOf } from '../presenter';
import {
  completedLessonIds,
  instructorNameOf,
  instructorNames,
  lessonsInOrder,
  readCurriculum,
} from '../queries';

/**
 * My Learning: every course the caller is enrolled in now (a refunded enrolment leaves the list), last
 * accessed first, with the progress computed from completed lessons, the last accessed date, and where to
 * resume: the last lesson opened, or else the first lesson not completed (the first lesson when all are).
 */
export async function readMyLearning(
  db: Kysely<Database>,
  viewer: Viewer & { user: { id: number } },
): Promise<MyLearning> {
  const userId = viewer.user.id;
  const rows = await db
    .selectFrom('userCourseEnrollments as e')
    .innerJoin('courses as c', 'c.id', 'e.courseId')
    .leftJoin('certifications as cert', (join) =>
      join.onRef('cert.courseId', '=', 'e.courseId').onRef('cert.userId', '=', 'e.userId'),
    )
    .select([
      'e.courseId',
      'e.enrollmentDate',
      'e.lastAccessedLessonId',
      'e.lastAccessedAt',
      'e.completionDate',
      'c.title',
      'c.level',
      'c.coverImage',
      'c.instructor',
      'c.instructorId',
      'cert.certificateNumber',
    ])
    .where('e.userId', '=', userId)
    .where('e.endedAt', 'is', null)
    .execute();
  const names = await instructorNames(db, rows);
  const items = await Promise.all(
    rows.map(async (row): Promise<LearningItem> => {
      const courseId = Number(row.courseId);
      const [modules, completed] = await Promise.all([
        readCurriculum(db, courseId),
        completedLessonIds(db, userId, courseId),
      ]);
      const lessons = lessonsInOrder(modules);
      const done = lessons.filter((l) => completed.has(l.id)).length;
      const last = row.lastAccessedLessonId === null ? undefined : Number(row.lastAccessedLessonId);
      const current =
        lessons.find((l) => l.id === last) ?? lessons.find((l) => !completed.has(l.id)) ?? lessons[0];
      const module = current ? modules.find((m) => m.id === current.moduleId) : undefined;
      const linkTo = (item: { id: number; title: string } | undefined): LessonLink | null =>
        item ? { id: item.id, title: item.title } : null;
      return {
        courseId,
        courseTitle: row.title,
        coverImage: coverOf({ id: courseId, title: row.title, level: row.level, coverImage: row.coverImage }),
        instructor: instructorNameOf(row, names),
        progress: progressPercent(done, lessons.length),
        completedLessons: done,
        totalLessons: lessons.length,
        enrolledAt: row.enrollmentDate,
        lastAccessedDate: row.lastAccessedAt,
        currentModule: linkTo(module),
        currentLesson: linkTo(current),
        completedAt: row.completionDate,
        certificateNumber: row.certificateNumber,
      };
    }),
  );
  const recency = (item: LearningItem) => item.lastAccessedDate ?? item.enrolledAt;
  items.sort((a, b) =>
    recency(a) < recency(b) ? 1 : recency(a) > recency(b) ? -1 : a.courseId - b.courseId,
  );
  return { courses: items, canTeach: canAuthor(viewer) };
}
