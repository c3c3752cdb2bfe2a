import type { Db } from '../../db/connection';
import { json } from '../../db/values';

/** A course written straight to the database, with its module and lesson ids in order. */
export interface TestCourse {
  id: number;
  moduleIds: number[];
  /** Lesson ids by module. */
  lessonIds: number[][];
}

export interface TestCourseOptions {
  title?: string;
  /** Cents (500 unless told otherwise). */
  price?: number;
  published?: boolean;
  modules?: number;
  lessonsPerModule?: number;
  /** Whether the first module is free (true unless told otherwise). */
  firstModuleFree?: boolean;
  instructorId?: number | null;
  featured?: boolean;
}

let sequence = 0;

/** Writes a course with modules of lessons (each lesson a little Markdown, two minutes long). */
export async function makeCourse(db: Db, options: TestCourseOptions = {}): Promise<TestCourse> {
  sequence += 1;
  const modules = options.modules ?? 2;
  const lessonsPerModule = options.lessonsPerModule ?? 2;
  const now = new Date().toISOString();
  const course = await db
    .insertInto('courses')
    .values({
      title: options.title ?? `Test course ${sequence}`,
      description: 'A course made for a test.',
      instructor: null,
      instructorId: options.instructorId ?? null,
      price: options.price ?? 500,
      level: 'Beginner',
      duration: modules * lessonsPerModule * 2,
      prerequisites: json([]),
      published: options.published ?? true,
      publishedAt: options.published === false ? null : now,
      featured: options.featured ?? false,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const moduleIds: number[] = [];
  const lessonIds: number[][] = [];
  for (let m = 0; m < modules; m += 1) {
    const module = await db
      .insertInto('courseModules')
      .values({
        courseId: course.id,
        title: `Module ${m + 1}`,
        description: '',
        order: m + 1,
        isFree: m === 0 && (options.firstModuleFree ?? true),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    moduleIds.push(module.id);
    const ids: number[] = [];
    for (let l = 0; l < lessonsPerModule; l += 1) {
      const lesson = await db
        .insertInto('courseLessons')
        .values({
          moduleId: module.id,
          title: `Lesson ${m + 1}.${l + 1}`,
          content: `## Lesson ${m + 1}.${l + 1}\n\nSome **useful** advice.\n\n- one\n- two`,
          duration: 2,
          order: l + 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(lesson.id);
    }
    lessonIds.push(ids);
  }
  return { id: course.id, moduleIds, lessonIds };
}

/** Makes a user an administrator. */
export async function makeAdmin(db: Db, userId: number): Promise<void> {
  await db.updateTable('users').set({ role: 'admin' }).where('id', '=', userId).execute();
}

/** Gives a user the instructor role. */
export async function makeInstructor(db: Db, userId: number): Promise<void> {
  await db
    .insertInto('courseInstructors')
    .values({ userId, grantedBy: null })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute();
}

/** Enrols a user directly (as a free enrolment would). */
export async function enrolDirectly(db: Db, userId: number, courseId: number): Promise<void> {
  await db.insertInto('userCourseEnrollments').values({ userId, courseId }).execute();
}
