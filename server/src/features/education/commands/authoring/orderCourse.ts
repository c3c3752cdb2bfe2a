import { type AuthoringCourse, type courseOrderSchema, EDUCATION_MESSAGES } from '@common/education';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../../db/schema';
import { badRequest } from '../../../../lib/errors';
import type { Viewer } from '../../policies';
import { readCurriculum } from '../../queries';
import { readAuthoringCourse } from './readAuthoringCourse';
import { editableCourse, refreshCourse } from './shared';

/** Whether two lists hold the same ids, each once. */
function sameIds(given: number[], actual: number[]): boolean {
  if (given.length !== actual.length || new Set(given).size !== given.length) return false;
  const known = new Set(actual);
  return given.every((id) => known.has(id));
}

/**
 * Orders a course's modules and lessons as given, in one transaction: the new order must list every module
 * and every lesson of the course exactly once (400 otherwise); a lesson may move to another module of the
 * course.
 */
export async function orderCourse(
  db: Kysely<Database>,
  viewer: Viewer,
  courseId: number,
  input: z.output<typeof courseOrderSchema>,
): Promise<AuthoringCourse> {
  await editableCourse(db, viewer, courseId);
  const modules = await readCurriculum(db, courseId);
  const moduleIds = input.modules.map((m) => m.id);
  const lessonIds = input.modules.flatMap((m) => m.lessonIds);
  if (
    !sameIds(
      moduleIds,
      modules.map((m) => m.id),
    ) ||
    !sameIds(
      lessonIds,
      modules.flatMap((m) => m.lessons.map((l) => l.id)),
    )
  ) {
    throw badRequest(EDUCATION_MESSAGES.orderMismatch);
  }
  await db.transaction().execute(async (trx) => {
    for (const [moduleIndex, module] of input.modules.entries()) {
      await trx
        .updateTable('courseModules')
        .set({ order: moduleIndex + 1 })
        .where('id', '=', module.id)
        .execute();
      for (const [lessonIndex, lessonId] of module.lessonIds.entries()) {
        await trx
          .updateTable('courseLessons')
          .set({ moduleId: module.id, order: lessonIndex + 1 })
          .where('id', '=', lessonId)
          .execute();
      }
    }
  });
  await refreshCourse(db, courseId);
  return readAuthoringCourse(db, viewer, courseId);
}
