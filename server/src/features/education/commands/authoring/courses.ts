import {
  type AuthoringCourse,
  type courseInputSchema,
  type courseUpdateSchema,
  EDUCATION_MESSAGES,
} from '@common/education';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../../db/schema';
import { json } from '../../../../db/values';
import { badRequest, conflict, forbidden } from '../../../../lib/errors';
import { authorizeAuthoring, hasInstructorRole, type Viewer } from '../../policies';
import { readCurriculum } from '../../queries';
import { readAuthoringCourse } from './readAuthoringCourse';
import { editableCourse } from './shared';

type Db = Kysely<Database>;

/** Featuring a course and choosing its instructor are for administrators (403 for instructors). */
function authorizeAdminFields(viewer: Viewer, input: { featured?: boolean; instructorId?: number | null }) {
  if (viewer.isAdmin) return;
  if (input.featured !== undefined || input.instructorId !== undefined) {
    throw forbidden(EDUCATION_MESSAGES.adminOnlyField);
  }
}

/** An instructor an administrator names must hold the instructor role (or be an administrator). */
async function checkInstructor(db: Db, instructorId: number | null | undefined): Promise<void> {
  if (instructorId === undefined || instructorId === null) return;
  const user = await db
    .selectFrom('users')
    .select(['role', 'deletedAt'])
    .where('id', '=', instructorId)
    .executeTakeFirst();
  const allowed =
    user && user.deletedAt === null && (user.role === 'admin' || (await hasInstructorRole(db, instructorId)));
  if (!allowed) throw badRequest(EDUCATION_MESSAGES.instructorUnknown);
}

/**
 * Creates a draft course (unpublished, 0 minutes until lessons are added). An instructor's course is theirs
 * (they are paid 85% of its sales); an administrator's is the platform's unless they name an instructor.
 */
export async function createCourse(
  db: Db,
  viewer: Viewer,
  input: z.output<typeof courseInputSchema>,
): Promise<AuthoringCourse> {
  authorizeAuthoring(viewer);
  authorizeAdminFields(viewer, input);
  await checkInstructor(db, input.instructorId);
  const now = new Date().toISOString();
  const created = await db
    .insertInto('courses')
    .values({
      title: input.title,
      description: input.description,
      coverImage: input.coverImage || null,
      instructor: null,
      instructorId: viewer.isAdmin ? (input.instructorId ?? null) : viewer.user!.id,
      price: input.price,
      level: input.level,
      duration: 0,
      prerequisites: json(input.prerequisites),
      published: false,
      featured: input.featured ?? false,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return readAuthoringCourse(db, viewer, Number(created.id));
}

/** Whether a course may be published: at least one module, and every module has a lesson with content. */
export async function isPublishable(db: Db, courseId: number): Promise<boolean> {
  const modules = await readCurriculum(db, courseId, { withContent: true });
  return (
    modules.length > 0 &&
    modules.every((m) => m.lessons.length > 0 && m.lessons.every((l) => l.content.trim().length > 0))
  );
}

/**
 * Changes a course's fields. Publishing checks the course is complete (409 otherwise) and records when;
 * unpublishing hides it from the catalogue and from everyone not enrolled (its learners keep it).
 */
export async function updateCourse(
  db: Db,
  viewer: Viewer,
  courseId: number,
  input: z.output<typeof courseUpdateSchema>,
): Promise<AuthoringCourse> {
  const course = await editableCourse(db, viewer, courseId);
  authorizeAdminFields(viewer, input);
  await checkInstructor(db, input.instructorId);
  const publishing = input.published === true && !course.published;
  if (publishing && !(await isPublishable(db, courseId)))
    throw conflict(EDUCATION_MESSAGES.publishNeedsLessons);
  const now = new Date().toISOString();
  await db
    .updateTable('courses')
    .set({
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.coverImage !== undefined ? { coverImage: input.coverImage || null } : {}),
      ...(input.level !== undefined ? { level: input.level } : {}),
      ...(input.price !== undefined ? { price: input.price } : {}),
      ...(input.prerequisites !== undefined ? { prerequisites: json(input.prerequisites) } : {}),
      ...(input.featured !== undefined ? { featured: input.featured } : {}),
      ...(input.instructorId !== undefined ? { instructorId: input.instructorId } : {}),
      ...(input.published !== undefined ? { published: input.published } : {}),
      ...(publishing ? { publishedAt: now } : {}),
      updatedAt: now,
    })
    .where('id', '=', courseId)
    .execute();
  return readAuthoringCourse(db, viewer, courseId);
}

/**
 * Deletes a course nobody ever enrolled in or paid for (its modules, lessons and ratings go with it); a
 * course with learners is unpublished instead (409).
 */
export async function deleteCourse(db: Db, viewer: Viewer, courseId: number): Promise<void> {
  await editableCourse(db, viewer, courseId);
  const [learner, payment] = await Promise.all([
    db.selectFrom('userCourseEnrollments').select('id').where('courseId', '=', courseId).executeTakeFirst(),
    db
      .selectFrom('transactions')
      .select('id')
      .where('paymentType', '=', 'course_enrollment')
      .where('contentId', '=', courseId)
      .executeTakeFirst(),
  ]);
  if (learner || payment) throw conflict(EDUCATION_MESSAGES.deleteHasLearners);
  await db.deleteFrom('courses').where('id', '=', courseId).execute();
}
