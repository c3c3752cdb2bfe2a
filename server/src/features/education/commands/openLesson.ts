import { UNKNOWN_ARTIST } from '@common/tracks';
import { EDUCATION_MESSAGES, type LessonLink, type LessonView } from '@common/education';
import type { Kysely } from 'kysely';
import { ownerHeldColumn } from '../../../db/listing';
import type { Database } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { joinedName } from '../../../lib/people';
import { canViewTrack } from '../../tracks';
import { renderLessonHtml } from '../markdown';
import { authorizeCourseView, authorizeLesson, isFreeLesson, type Viewer } from '../policies';
import {
  type CurriculumLesson,
  type CurriculumModule,
  findActiveEnrollment,
  findCourse,
  lessonsInOrder,
  readCurriculum,
} from '../queries';

const link = (lesson: CurriculumLesson | undefined): LessonLink | null =>
  lesson ? { id: lesson.id, title: lesson.title } : null;

/** A lesson of a curriculum with its module and its neighbours in course order, or undefined. */
export function locateLesson(modules: CurriculumModule[], lessonId: number) {
  const lessons = lessonsInOrder(modules);
  const index = lessons.findIndex((l) => l.id === lessonId);
  if (index === -1) return undefined;
  const lesson = lessons[index]!;
  const module = modules.find((m) => m.id === lesson.moduleId)!;
  return { lesson, module, previous: link(lessons[index - 1]), next: link(lessons[index + 1]) };
}

/** The video and track a lesson carries, as a learner sees them (a track only while it is published). */
async function mediaOf(
  db: Kysely<Database>,
  lesson: CurriculumLesson,
): Promise<Pick<LessonView, 'video' | 'track'>> {
  const [video, track] = await Promise.all([
    lesson.videoId === null
      ? undefined
      : db
          .selectFrom('videos')
          .select(['id', 'title', 'videoUrl', 'thumbnailUrl', 'duration'])
          .where('id', '=', lesson.videoId)
          .executeTakeFirst(),
    lesson.trackId === null
      ? undefined
      : db
          .selectFrom('tracks')
          .leftJoin('users', 'users.id', 'tracks.userId')
          .select([
            'tracks.id',
            'tracks.title',
            'tracks.artist',
            'tracks.coverArt',
            'tracks.duration',
            'tracks.userId',
            'tracks.status',
            'tracks.visibility',
            'tracks.removedAt',
            'users.displayName',
            'users.username',
          ])
          .select(ownerHeldColumn())
          .where('tracks.id', '=', lesson.trackId)
          .executeTakeFirst(),
  ]);
  return {
    video: video
      ? {
          id: Number(video.id),
          title: video.title,
          videoUrl: video.videoUrl,
          thumbnailUrl: video.thumbnailUrl,
          duration: video.duration,
        }
      : null,
    track:
      track && canViewTrack(null, track)
        ? {
            id: Number(track.id),
            title: track.title,
            artist: track.artist || joinedName(track, UNKNOWN_ARTIST),
            coverArt: track.coverArt,
            duration: track.duration === null ? null : Number(track.duration),
          }
        : null,
  };
}

/**
 * One lesson to read: its Markdown rendered to safe HTML on the server, its video and listening example, the
 * lessons before and after it. A free lesson is open to everyone; a paid one to its editors and the learners
 * enrolled now (401 for a guest, 403 for anyone else). An enrolled learner's last accessed lesson becomes
 * this one.
 */
export async function openLesson(
  db: Kysely<Database>,
  viewer: Viewer,
  courseId: number,
  lessonId: number,
): Promise<LessonView> {
  const course = await findCourse(db, courseId);
  const enrollment = course ? await findActiveEnrollment(db, viewer.user?.id, courseId) : undefined;
  authorizeCourseView(viewer, course, enrollment !== undefined);
  const modules = await readCurriculum(db, courseId);
  const found = locateLesson(modules, lessonId);
  if (!found) throw notFound(EDUCATION_MESSAGES.lessonNotFound);
  authorizeLesson(viewer, course, found.module, enrollment !== undefined);

  const userId = viewer.user?.id;
  const [row, media, progress] = await Promise.all([
    db.selectFrom('courseLessons').select('content').where('id', '=', lessonId).executeTakeFirstOrThrow(),
    mediaOf(db, found.lesson),
    userId
      ? db
          .selectFrom('userLessonProgress')
          .select('completed')
          .where('userId', '=', userId)
          .where('lessonId', '=', lessonId)
          .executeTakeFirst()
      : undefined,
  ]);
  if (enrollment) {
    await db
      .updateTable('userCourseEnrollments')
      .set({ lastAccessedLessonId: lessonId, lastAccessedAt: new Date().toISOString() })
      .where('id', '=', enrollment.id)
      .execute();
  }
  return {
    id: lessonId,
    courseId,
    courseTitle: course.title,
    module: { id: found.module.id, title: found.module.title },
    title: found.lesson.title,
    duration: found.lesson.duration,
    isFree: isFreeLesson(course, found.module),
    html: renderLessonHtml(row.content ?? ''),
    ...media,
    completed: Boolean(progress?.completed),
    previous: found.previous,
    next: found.next,
  };
}
