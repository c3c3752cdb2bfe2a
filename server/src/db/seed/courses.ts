import { COURSE, lessonMinutes } from '@common/education';
import type { Db } from '../connection';
import { json } from '../values';
import { beatMaking } from './courses/beatMaking';
import { djFundamentals } from './courses/djFundamentals';
import { mixingMastering } from './courses/mixingMastering';
import { musicBusiness } from './courses/musicBusiness';
import { releaseStrategy } from './courses/releaseStrategy';
import type { SeedCourse } from './courses/types';
import { vocalPerformance } from './courses/vocalPerformance';

/** The app_settings key that records the built-in courses as written (once per installation). */
export const COURSES_SEED_KEY = 'education_courses_seed';

/**
 * The six built-in courses (part 2, section 9): $5 each, 4 to 8 modules of 4 lessons, the first module free,
 * taught by the platform's academy (no member is paid: the platform receives their sales). Their text lives
 * in ./courses/, one file per course.
 */
export const BUILT_IN_COURSES: SeedCourse[] = [
  beatMaking,
  mixingMastering,
  vocalPerformance,
  djFundamentals,
  musicBusiness,
  releaseStrategy,
];

/**
 * Writes the built-in courses, published, once per installation, however many processes start together: the
 * claim in app_settings and the courses are written in one transaction, so a failure leaves neither. Each
 * lesson's duration is estimated from its words (lessonMinutes) and a course's duration is the sum of its
 * lessons'. Answers how many courses were written (0 when another start wrote them).
 */
export async function seedCourses(db: Db, now: Date = new Date()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('appSettings')
      .values({ key: COURSES_SEED_KEY, value: 'done' })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return 0;
    const at = now.toISOString();
    for (const course of BUILT_IN_COURSES) {
      const durations = course.modules.map((m) => m.lessons.map((l) => lessonMinutes(l.content)));
      const total = durations.flat().reduce((sum, minutes) => sum + minutes, 0);
      const { id: courseId } = await trx
        .insertInto('courses')
        .values({
          title: course.title,
          description: course.description,
          coverImage: null,
          instructor: COURSE.platformInstructor,
          instructorId: null,
          price: COURSE.seededPriceCents,
          level: course.level,
          duration: total,
          prerequisites: json(course.prerequisites),
          published: true,
          publishedAt: at,
          featured: course.featured,
          createdAt: at,
          updatedAt: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [moduleIndex, module] of course.modules.entries()) {
        const { id: moduleId } = await trx
          .insertInto('courseModules')
          .values({
            courseId,
            title: module.title,
            description: module.description,
            order: moduleIndex + 1,
            isFree: moduleIndex === 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('courseLessons')
          .values(
            module.lessons.map((l, lessonIndex) => ({
              moduleId,
              title: l.title,
              content: l.content,
              duration: durations[moduleIndex]![lessonIndex]!,
              order: lessonIndex + 1,
            })),
          )
          .execute();
      }
    }
    return BUILT_IN_COURSES.length;
  });
}
