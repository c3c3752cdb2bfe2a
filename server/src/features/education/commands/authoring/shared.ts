import { EDUCATION_MESSAGES, lessonMinutes } from '@common/education';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../../db/schema';
import { badRequest, notFound } from '../../../../lib/errors';
import { ownerHeldColumn } from '../../../../db/listing';
import { canViewTrack } from '../../../tracks';
import { authorizeCourseEdit, type Viewer } from '../../policies';
import { type CourseRow, findCourse } from '../../queries';

type Db = Kysely<Database>;

/** The course the author may edit (404 for someone else's draft, 403 for someone else's published course). */
export async function editableCourse(db: Db, viewer: Viewer, courseId: number): Promise<CourseRow> {
  const course = await findCourse(db, courseId);
  authorizeCourseEdit(viewer, course);
  return course;
}

/** The course of a module the author may edit, with the module; 404 'Module not found' for an unknown id. */
export async function editableModule(db: Db, viewer: Viewer, moduleId: number) {
  const module = await db
    .selectFrom('courseModules')
    .selectAll()
    .where('id', '=', moduleId)
    .executeTakeFirst();
  if (!module) throw notFound(EDUCATION_MESSAGES.moduleNotFound);
  const course = await editableCourse(db, viewer, Number(module.courseId));
  return { course, module };
}

/**
 * The course and module of a lesson the author may edit, with the lesson; 404 'Lesson not found' for an
 * unknown id.
 */
export async function editableLesson(db: Db, viewer: Viewer, lessonId: number) {
  const lesson = await db
    .selectFrom('courseLessons')
    .selectAll()
    .where('id', '=', lessonId)
    .executeTakeFirst();
  if (!lesson) throw notFound(EDUCATION_MESSAGES.lessonNotFound);
  const { course, module } = await editableModule(db, viewer, Number(lesson.moduleId));
  return { course, module, lesson };
}

/** Seconds of a video duration as stored ('m:ss' or 'h:mm:ss'), 0 when unknown. */
export function videoSeconds(duration: string | null): number {
  if (!duration || !/^\d+(:\d{1,2}){1,2}$/.test(duration.trim())) return 0;
  return duration
    .trim()
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0);
}

/**
 * Checks the media a lesson attaches (a stored video; a published public or unlisted track, 400 otherwise)
 * and answers the lesson's duration in minutes (lessonMinutes: its words, plus the video and the track) and
 * the video's address for the spec's `video_url` column.
 */
export async function lessonFacts(
  db: Db,
  content: string,
  videoId: number | null,
  trackId: number | null,
): Promise<{ duration: number; videoUrl: string | null }> {
  let seconds = 0;
  let videoUrl: string | null = null;
  if (videoId !== null) {
    const video = await db
      .selectFrom('videos')
      .select(['videoUrl', 'duration'])
      .where('id', '=', videoId)
      .executeTakeFirst();
    if (!video) throw badRequest(EDUCATION_MESSAGES.videoNotFound);
    seconds += videoSeconds(video.duration);
    videoUrl = video.videoUrl;
  }
  if (trackId !== null) {
    const track = await db
      .selectFrom('tracks')
      .select(['userId', 'status', 'visibility', 'duration', 'removedAt'])
      .select(ownerHeldColumn())
      .where('id', '=', trackId)
      .executeTakeFirst();
    if (!track || !canViewTrack(null, track)) throw badRequest(EDUCATION_MESSAGES.trackNotFound);
    seconds += Number(track.duration ?? 0);
  }
  return { duration: lessonMinutes(content, seconds), videoUrl };
}

/**
 * A course's duration is the sum of its lessons' (recomputed after every change to them); bumps updated_at.
 */
export async function refreshCourse(db: Db, courseId: number): Promise<void> {
  const total = await db
    .selectFrom('courseLessons as l')
    .innerJoin('courseModules as m', 'm.id', 'l.moduleId')
    .select(sql<number>`coalesce(sum(l.duration), 0)`.as('minutes'))
    .where('m.courseId', '=', courseId)
    .executeTakeFirst();
  await db
    .updateTable('courses')
    .set({ duration: Number(total?.minutes ?? 0), updatedAt: new Date().toISOString() })
    .where('id', '=', courseId)
    .execute();
}
