import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import type { Passage } from './passage';

/** Lesson text is cut into passages of about this many words, at paragraph boundaries. */
const CHUNK_WORDS = 90;

/** Markdown reduced to plain sentences: no headings marks, emphasis, code ticks, images or link targets. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*_`~]/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Splits a lesson's plain text into passages of about CHUNK_WORDS words, never inside a paragraph. */
export function chunkLesson(markdown: string): string[] {
  const paragraphs = plainText(markdown)
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
  const chunks: string[] = [];
  let current: string[] = [];
  let words = 0;
  for (const paragraph of paragraphs) {
    const n = wordCount(paragraph);
    if (current.length > 0 && words + n > CHUNK_WORDS) {
      chunks.push(current.join(' '));
      current = [];
      words = 0;
    }
    current.push(paragraph);
    words += n;
  }
  if (current.length > 0) chunks.push(current.join(' '));
  return chunks;
}

/**
 * What identifies the published lessons' current state: their number, the sum of their ids and text lengths,
 * and the latest change of a published course. The index is rebuilt when it changes.
 */
export async function lessonsSignature(db: Db): Promise<string> {
  const row = await db
    .selectFrom('courseLessons')
    .innerJoin('courseModules', 'courseModules.id', 'courseLessons.moduleId')
    .innerJoin('courses', 'courses.id', 'courseModules.courseId')
    .where('courses.published', '=', true)
    .select((eb) => [
      eb.fn.countAll<number>().as('lessons'),
      eb.fn.sum<number>('courseLessons.id').as('ids'),
      eb.fn.sum<number>(sql`length(coalesce(${sql.ref('courseLessons.content')}, ''))`).as('length'),
      eb.fn.max('courses.updatedAt').as('updated'),
    ])
    .executeTakeFirst();
  return [row?.lessons ?? 0, row?.ids ?? 0, row?.length ?? 0, row?.updated ?? ''].map(String).join('|');
}

/** The published courses' lessons as passages, linked to the lesson page. */
export async function loadLessonPassages(db: Db): Promise<Passage[]> {
  const rows = await db
    .selectFrom('courseLessons')
    .innerJoin('courseModules', 'courseModules.id', 'courseLessons.moduleId')
    .innerJoin('courses', 'courses.id', 'courseModules.courseId')
    .where('courses.published', '=', true)
    .select([
      'courseLessons.id as lessonId',
      'courseLessons.title as lessonTitle',
      'courseLessons.content',
      'courseModules.isFree',
      'courses.id as courseId',
      'courses.title as courseTitle',
    ])
    .orderBy('courses.id')
    .orderBy('courseModules.order')
    .orderBy('courseLessons.order')
    .execute();
  return rows.flatMap((row) =>
    chunkLesson(row.content ?? '').map((text, i) => ({
      id: `lesson-${row.lessonId}-${i + 1}`,
      kind: 'lesson' as const,
      topic: 'lesson',
      topicLabel: row.courseTitle,
      title: `${row.lessonTitle} (${row.courseTitle})`,
      text,
      url: `/education/courses/${row.courseId}/lessons/${row.lessonId}`,
      quotable: row.isFree,
    })),
  );
}
