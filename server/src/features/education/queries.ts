import { COURSE, EDUCATION_MESSAGES } from '@common/education';
import { publicName } from '@common/people';
import type { Kysely, Selectable } from 'kysely';
import type { CoursesTable, Database, UserCourseEnrollmentsTable } from '../../db/schema';
import { notFound } from '../../lib/errors';

type Db = Kysely<Database>;
export type CourseRow = Selectable<CoursesTable>;
export type EnrollmentRow = Selectable<UserCourseEnrollmentsTable>;

/** One course row, or undefined. */
export function findCourse(db: Db, id: number): Promise<CourseRow | undefined> {
  return db.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A course the path names, or 404. */
export async function requireCourse(db: Db, id: number): Promise<CourseRow> {
  const course = await findCourse(db, id);
  if (!course) throw notFound(EDUCATION_MESSAGES.courseNotFound);
  return course;
}

/** The user's enrolment in a course while it lasts (not ended by a refund), or undefined. */
export function findActiveEnrollment(
  db: Db,
  userId: number | null | undefined,
  courseId: number,
): Promise<EnrollmentRow | undefined> {
  if (!userId) return Promise.resolve(undefined);
  return db
    .selectFrom('userCourseEnrollments')
    .selectAll()
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .where('endedAt', 'is', null)
    .executeTakeFirst();
}

export interface CurriculumLesson {
  id: number;
  moduleId: number;
  title: string;
  duration: number;
  order: number;
  videoId: number | null;
  trackId: number | null;
  /** Markdown (read only when asked for). */
  content: string;
}

export interface CurriculumModule {
  id: number;
  title: string;
  description: string;
  order: number;
  isFree: boolean;
  lessons: CurriculumLesson[];
}

/** A course's modules with their lessons, in order (order, then id). Lesson content only when asked for. */
export async function readCurriculum(
  db: Db,
  courseId: number,
  options: { withContent?: boolean } = {},
): Promise<CurriculumModule[]> {
  const modules = await db
    .selectFrom('courseModules')
    .select(['id', 'title', 'description', 'order', 'isFree'])
    .where('courseId', '=', courseId)
    .orderBy('order')
    .orderBy('id')
    .execute();
  if (modules.length === 0) return [];
  const lessons = await db
    .selectFrom('courseLessons')
    .select(['id', 'moduleId', 'title', 'duration', 'order', 'videoId', 'trackId'])
    .$if(Boolean(options.withContent), (qb) => qb.select('content'))
    .where(
      'moduleId',
      'in',
      modules.map((m) => m.id),
    )
    .orderBy('order')
    .orderBy('id')
    .execute();
  const byModule = new Map<number, CurriculumLesson[]>(modules.map((m) => [Number(m.id), []]));
  for (const lesson of lessons) {
    byModule.get(Number(lesson.moduleId))?.push({
      id: Number(lesson.id),
      moduleId: Number(lesson.moduleId),
      title: lesson.title,
      duration: Number(lesson.duration ?? 0),
      order: Number(lesson.order),
      videoId: lesson.videoId === null ? null : Number(lesson.videoId),
      trackId: lesson.trackId === null ? null : Number(lesson.trackId),
      content: lesson.content ?? '',
    });
  }
  return modules.map((m) => ({
    id: Number(m.id),
    title: m.title,
    description: m.description ?? '',
    order: Number(m.order),
    isFree: m.isFree,
    lessons: byModule.get(Number(m.id)) ?? [],
  }));
}

/** The lessons of a curriculum in course order (module by module). */
export function lessonsInOrder(modules: CurriculumModule[]): CurriculumLesson[] {
  return modules.flatMap((m) => m.lessons);
}

/** The ids among a course's lessons that the user completed. */
export async function completedLessonIds(db: Db, userId: number, courseId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('userLessonProgress as p')
    .innerJoin('courseLessons as l', 'l.id', 'p.lessonId')
    .innerJoin('courseModules as m', 'm.id', 'l.moduleId')
    .select('p.lessonId')
    .where('p.userId', '=', userId)
    .where('p.completed', '=', true)
    .where('m.courseId', '=', courseId)
    .execute();
  return new Set(rows.map((r) => Number(r.lessonId)));
}

export interface CourseStats {
  modulesCount: number;
  lessonsCount: number;
  enrolledCount: number;
  /** Average to one decimal, or null. */
  rating: number | null;
  ratingCount: number;
}

const NO_STATS: CourseStats = {
  modulesCount: 0,
  lessonsCount: 0,
  enrolledCount: 0,
  rating: null,
  ratingCount: 0,
};

/** Counts of modules, lessons, current learners and ratings for courses, in three grouped queries. */
export async function courseStats(db: Db, courseIds: number[]): Promise<Map<number, CourseStats>> {
  const stats = new Map<number, CourseStats>(courseIds.map((id) => [id, { ...NO_STATS }]));
  if (courseIds.length === 0) return stats;
  const [sizes, learners, ratings] = await Promise.all([
    db
      .selectFrom('courseModules as m')
      .leftJoin('courseLessons as l', 'l.moduleId', 'm.id')
      .select((eb) => [
        'm.courseId',
        eb.fn.count<number>('m.id').distinct().as('modules'),
        eb.fn.count<number>('l.id').as('lessons'),
      ])
      .where('m.courseId', 'in', courseIds)
      .groupBy('m.courseId')
      .execute(),
    db
      .selectFrom('userCourseEnrollments')
      .select((eb) => ['courseId', eb.fn.countAll<number>().as('learners')])
      .where('courseId', 'in', courseIds)
      .where('endedAt', 'is', null)
      .groupBy('courseId')
      .execute(),
    db
      .selectFrom('courseRatings')
      .select((eb) => [
        'courseId',
        eb.fn.avg<number>('rating').as('average'),
        eb.fn.countAll<number>().as('ratings'),
      ])
      .where('courseId', 'in', courseIds)
      .groupBy('courseId')
      .execute(),
  ]);
  for (const row of sizes) {
    const entry = stats.get(Number(row.courseId));
    if (entry) Object.assign(entry, { modulesCount: Number(row.modules), lessonsCount: Number(row.lessons) });
  }
  for (const row of learners) {
    const entry = stats.get(Number(row.courseId));
    if (entry) entry.enrolledCount = Number(row.learners);
  }
  for (const row of ratings) {
    const entry = stats.get(Number(row.courseId));
    if (!entry) continue;
    entry.ratingCount = Number(row.ratings);
    entry.rating = entry.ratingCount > 0 ? Math.round(Number(row.average) * 10) / 10 : null;
  }
  return stats;
}

/** The names instructors are shown by (their public names), by user id. */
export async function instructorNames(
  db: Db,
  courses: { instructorId: number | null }[],
): Promise<Map<number, string>> {
  const ids = [...new Set(courses.map((c) => c.instructorId).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username', 'displayName'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [Number(r.id), publicName(r)]));
}

/** The name a course's instructor is shown by: its teacher's, or the stored byline, or the platform's. */
export function instructorNameOf(
  course: Pick<CourseRow, 'instructorId' | 'instructor'>,
  names: Map<number, string>,
): string {
  if (course.instructorId !== null) {
    const name = names.get(Number(course.instructorId));
    if (name) return name;
  }
  return course.instructor || COURSE.platformInstructor;
}
