import {
  type AuthoringCourse,
  COURSE,
  EDUCATION_MESSAGES,
  type lessonInputSchema,
  type lessonUpdateSchema,
} from '@common/education';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../../db/schema';
import { conflict } from '../../../../lib/errors';
import type { Viewer } from '../../policies';
import { readAuthoringCourse } from './readAuthoringCourse';
import { editableLesson, editableModule, lessonFacts, refreshCourse } from './shared';

type Db = Kysely<Database>;

/** Adds a lesson at the end of a module (409 past COURSE.lessonsPerModuleMax); its duration is computed. */
export async function addLesson(
  db: Db,
  viewer: Viewer,
  moduleId: number,
  input: z.output<typeof lessonInputSchema>,
): Promise<AuthoringCourse> {
  const { course } = await editableModule(db, viewer, moduleId);
  const last = await db
    .selectFrom('courseLessons')
    .select((eb) => [eb.fn.max<number>('order').as('order'), eb.fn.countAll<number>().as('count')])
    .where('moduleId', '=', moduleId)
    .executeTakeFirst();
  if (Number(last?.count ?? 0) >= COURSE.lessonsPerModuleMax)
    throw conflict(EDUCATION_MESSAGES.tooManyLessons);
  const facts = await lessonFacts(db, input.content, input.videoId, input.trackId);
  await db
    .insertInto('courseLessons')
    .values({
      moduleId,
      title: input.title,
      content: input.content,
      videoId: input.videoId,
      trackId: input.trackId,
      videoUrl: facts.videoUrl,
      duration: facts.duration,
      order: Number(last?.order ?? 0) + 1,
    })
    .execute();
  await refreshCourse(db, Number(course.id));
  return readAuthoringCourse(db, viewer, Number(course.id));
}

/** Changes a lesson; its duration is computed again from the content and media it ends up with. */
export async function updateLesson(
  db: Db,
  viewer: Viewer,
  lessonId: number,
  input: z.output<typeof lessonUpdateSchema>,
): Promise<AuthoringCourse> {
  const { course, lesson } = await editableLesson(db, viewer, lessonId);
  const content = input.content ?? lesson.content ?? '';
  const videoId = input.videoId !== undefined ? input.videoId : lesson.videoId;
  const trackId = input.trackId !== undefined ? input.trackId : lesson.trackId;
  const facts = await lessonFacts(
    db,
    content,
    videoId === null ? null : Number(videoId),
    trackId === null ? null : Number(trackId),
  );
  await db
    .updateTable('courseLessons')
    .set({
      ...(input.title !== undefined ? { title: input.title } : {}),
      content,
      videoId,
      trackId,
      videoUrl: facts.videoUrl,
      duration: facts.duration,
    })
    .where('id', '=', lessonId)
    .execute();
  await refreshCourse(db, Number(course.id));
  return readAuthoringCourse(db, viewer, Number(course.id));
}

/** Deletes a lesson (learners' ticks on it go too; the course's duration follows). */
export async function deleteLesson(db: Db, viewer: Viewer, lessonId: number): Promise<AuthoringCourse> {
  const { course } = await editableLesson(db, viewer, lessonId);
  await db.deleteFrom('courseLessons').where('id', '=', lessonId).execute();
  await refreshCourse(db, Number(course.id));
  return readAuthoringCourse(db, viewer, Number(course.id));
}
