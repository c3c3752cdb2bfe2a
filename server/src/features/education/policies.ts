import { EDUCATION_MESSAGES } from '@common/education';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema';
import { forbidden, notFound, unauthorized } from '../../lib/errors';

/** Who is asking, with the roles Education reads: administrator, instructor (course_instructors). */
export interface Viewer {
  user: UserRow | null;
  isAdmin: boolean;
  isInstructor: boolean;
}

/** What the checks read of a course. */
export interface CourseAccess {
  id: number;
  published: boolean;
  /** Cents. */
  price: number;
  instructorId: number | null;
}

/** Whether the user holds the instructor role (given by an administrator). */
export async function hasInstructorRole(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('courseInstructors')
    .select('userId')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The caller with their roles (one lookup of the instructor role, none for guests and administrators). */
export async function viewerOf(db: Kysely<Database>, user: UserRow | null): Promise<Viewer> {
  if (!user) return { user: null, isAdmin: false, isInstructor: false };
  const isAdmin = user.role === 'admin';
  return { user, isAdmin, isInstructor: isAdmin ? false : await hasInstructorRole(db, user.id) };
}

/** Administrators and instructors author courses. */
export const canAuthor = (viewer: Viewer): boolean => viewer.isAdmin || viewer.isInstructor;

/** Administrators edit every course; an instructor edits the courses they teach while they hold the role. */
export function canEditCourse(viewer: Viewer, course: Pick<CourseAccess, 'instructorId'>): boolean {
  if (!viewer.user) return false;
  if (viewer.isAdmin) return true;
  return viewer.isInstructor && course.instructorId === viewer.user.id;
}

/**
 * Who sees a course: everyone once it is published; its editors always; a learner enrolled in it keeps it
 * after it is unpublished (what they paid for stays theirs). Anyone else: 404, as for a course that does not
 * exist.
 */
export function authorizeCourseView<C extends CourseAccess>(
  viewer: Viewer,
  course: C | undefined,
  enrolled: boolean,
): asserts course is C {
  if (!course) throw notFound(EDUCATION_MESSAGES.courseNotFound);
  if (course.published || enrolled || canEditCourse(viewer, course)) return;
  throw notFound(EDUCATION_MESSAGES.courseNotFound);
}

/** 403 unless the user may author courses at all. */
export function authorizeAuthoring(viewer: Viewer): void {
  if (!canAuthor(viewer)) throw forbidden(EDUCATION_MESSAGES.authorsOnly);
}

/**
 * 404 for a course the author cannot see (a draft of someone else), 403 for a published course of someone
 * else, for a user without an authoring role too.
 */
export function authorizeCourseEdit<C extends CourseAccess>(
  viewer: Viewer,
  course: C | undefined,
): asserts course is C {
  if (!course) throw notFound(EDUCATION_MESSAGES.courseNotFound);
  if (canEditCourse(viewer, course)) return;
  if (!course.published) throw notFound(EDUCATION_MESSAGES.courseNotFound);
  throw forbidden(canAuthor(viewer) ? EDUCATION_MESSAGES.notYourCourse : EDUCATION_MESSAGES.authorsOnly);
}

/** A lesson is open to everyone when its module is free or its course costs nothing. */
export const isFreeLesson = (course: Pick<CourseAccess, 'price'>, module: { isFree: boolean }): boolean =>
  Number(course.price) === 0 || Boolean(module.isFree);

/**
 * Who opens a lesson: everyone for a free one; for a paid one its editors and the learners enrolled now.
 * A guest is asked to log in (401), a signed-in user to enroll (403).
 */
export function authorizeLesson(
  viewer: Viewer,
  course: CourseAccess,
  module: { isFree: boolean },
  enrolled: boolean,
): void {
  if (isFreeLesson(course, module) || enrolled || canEditCourse(viewer, course)) return;
  if (!viewer.user) throw unauthorized(EDUCATION_MESSAGES.loginToEnroll);
  throw forbidden(EDUCATION_MESSAGES.lessonLocked);
}
