import {
  type AuthoringCourse,
  COURSE,
  EDUCATION_MESSAGES,
  type moduleInputSchema,
  type moduleUpdateSchema,
} from '@common/education';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../../db/schema';
import { conflict } from '../../../../lib/errors';
import type { Viewer } from '../../policies';
import { readAuthoringCourse } from './readAuthoringCourse';
import { editableCourse, editableModule, refreshCourse } from './shared';

type Db = Kysely<Database>;

/** Adds a module at the end of the course (409 past COURSE.modulesMax). */
export async function addModule(
  db: Db,
  viewer: Viewer,
  courseId: number,
  input: z.output<typeof moduleInputSchema>,
): Promise<AuthoringCourse> {
  await editableCourse(db, viewer, courseId);
  const last = await db
    .selectFrom('courseModules')
    .select((eb) => [eb.fn.max<number>('order').as('order'), eb.fn.countAll<number>().as('count')])
    .where('courseId', '=', courseId)
    .executeTakeFirst();
  if (Number(last?.count ?? 0) >= COURSE.modulesMax) throw conflict(EDUCATION_MESSAGES.tooManyModules);
  await db
    .insertInto('courseModules')
    .values({
      courseId,
      title: input.title,
      description: input.description,
      isFree: input.isFree,
      order: Number(last?.order ?? 0) + 1,
    })
    .execute();
  await refreshCourse(db, courseId);
  return readAuthoringCourse(db, viewer, courseId);
}

/** Changes a module's title, description or free flag. */
export async function updateModule(
  db: Db,
  viewer: Viewer,
  moduleId: number,
  input: z.output<typeof moduleUpdateSchema>,
): Promise<AuthoringCourse> {
  const { course } = await editableModule(db, viewer, moduleId);
  const changes = {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.isFree !== undefined ? { isFree: input.isFree } : {}),
  };
  if (Object.keys(changes).length > 0) {
    await db.updateTable('courseModules').set(changes).where('id', '=', moduleId).execute();
  }
  await refreshCourse(db, Number(course.id));
  return readAuthoringCourse(db, viewer, Number(course.id));
}

/** Deletes a module with its lessons (learners' ticks on them go too; the course's duration follows). */
export async function deleteModule(db: Db, viewer: Viewer, moduleId: number): Promise<AuthoringCourse> {
  const { course } = await editableModule(db, viewer, moduleId);
  await db.deleteFrom('courseModules').where('id', '=', moduleId).execute();
  await refreshCourse(db, Number(course.id));
  return readAuthoringCourse(db, viewer, Number(course.id));
}
