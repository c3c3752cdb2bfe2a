import type { AppContext } from '../../../context';
import { clip } from '../head';
import { shareImageOf } from '../image/cards';
import type { PreviewProvider, PreviewRequest, SitemapEntry } from '../preview';
import { pathId } from '../../../lib/ids';

/** A published course: what its preview and its share image say. Unpublished courses are undefined. */
export function findSharedCourse(ctx: AppContext, id: number) {
  return ctx.database.db
    .selectFrom('courses')
    .select(['id', 'title', 'description', 'instructor', 'level', 'price', 'coverImage', 'updatedAt'])
    .where('id', '=', id)
    .where('published', '=', true)
    .executeTakeFirst();
}

/** The address of a course: the Education page opens it from `?course=`. */
export const coursePath = (id: number) => `/education?course=${id}`;

/**
 * /education?course=<id>: a published course's preview. Without a course, or with one that is not published,
 * the page keeps its own head (the Education page exists whatever course it is asked for).
 */
async function previewCourse({ ctx, query, origin }: PreviewRequest) {
  const id = pathId(query.get('course') ?? undefined);
  if (id === null) return 'page';
  const course = await findSharedCourse(ctx, id);
  if (!course) return 'page';
  const by = course.instructor?.trim() ? ` with ${course.instructor.trim()}` : '';
  const level = course.level ? `${course.level} course` : 'Course';
  const line = `${level}${by} on Panda Nation.`;
  return {
    title: course.title,
    description: course.description?.trim() ? `${line} ${clip(course.description, 150)}` : line,
    canonicalPath: coursePath(course.id),
    type: 'website',
    image: shareImageOf(
      'course',
      course.id,
      course.updatedAt,
      origin,
      `${course.title}, a Panda Nation course`,
    ),
    indexable: true,
  } as const;
}

async function listedCourses(ctx: AppContext, limit: number): Promise<SitemapEntry[]> {
  const rows = await ctx.database.db
    .selectFrom('courses')
    .select(['id', 'updatedAt'])
    .where('published', '=', true)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ path: coursePath(row.id), lastModified: row.updatedAt }));
}

export const coursePreviews: PreviewProvider = {
  path: '/education',
  preview: previewCourse,
  sitemap: listedCourses,
};
