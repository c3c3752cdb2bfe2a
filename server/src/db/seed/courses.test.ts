import {
  COURSE,
  COURSE_LEVELS,
  type CourseDetail,
  type CourseList,
  countWords,
  lessonMinutes,
} from '@common/education';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderLessonHtml } from '../../features/education/markdown';
import { TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { migrateToLatest } from '../migrate';
import { BUILT_IN_COURSES, seedCourses } from './courses';

describe('the built-in courses', () => {
  it('are six courses of 4 to 8 modules of 4 lessons, with distinct titles', () => {
    expect(BUILT_IN_COURSES).toHaveLength(COURSE.seededCourses);
    expect(new Set(BUILT_IN_COURSES.map((c) => c.title)).size).toBe(COURSE.seededCourses);
    for (const course of BUILT_IN_COURSES) {
      expect(course.title.length).toBeLessThanOrEqual(COURSE.titleMax);
      expect(course.description.length).toBeGreaterThan(100);
      expect(COURSE_LEVELS).toContain(course.level);
      expect(course.prerequisites.length).toBeGreaterThan(0);
      expect(course.modules.length).toBeGreaterThanOrEqual(COURSE.seededModulesMin);
      expect(course.modules.length).toBeLessThanOrEqual(COURSE.seededModulesMax);
      for (const module of course.modules) {
        expect(module.lessons, module.title).toHaveLength(COURSE.seededLessonsPerModule);
        expect(module.description.length).toBeGreaterThan(0);
      }
      const lessonTitles = course.modules.flatMap((m) => m.lessons.map((l) => l.title));
      expect(new Set(lessonTitles).size, course.title).toBe(lessonTitles.length);
    }
  });

  it('hold substantial lessons: several blocks of real text, rendered Markdown without raw HTML', () => {
    for (const course of BUILT_IN_COURSES) {
      for (const lesson of course.modules.flatMap((m) => m.lessons)) {
        const blocks = lesson.content.split('\n\n');
        expect(blocks.length, lesson.title).toBeGreaterThanOrEqual(4);
        const paragraphs = blocks.filter((b) => !/^(#|- |\d+\. )/.test(b));
        expect(paragraphs.length, lesson.title).toBeGreaterThanOrEqual(3);
        expect(countWords(lesson.content), lesson.title).toBeGreaterThanOrEqual(170);
        expect(lesson.content, lesson.title).not.toMatch(/<[a-z/]/i);
        expect(renderLessonHtml(lesson.content), lesson.title).toMatch(/^<(p|h3|ul|ol)>/);
      }
    }
  });
});

describeEachDatabase('built-in courses in the database', (t) => {
  let app: FastifyInstance;
  let written: number;

  beforeAll(async () => {
    written = await seedCourses(t.db);
    app = await t.buildApp();
  });

  it('are published at $5 with the first module free and durations summed from the lessons', async () => {
    expect(written).toBe(COURSE.seededCourses);
    const visitor = new TestClient(app);
    const list = (await visitor.get('/api/courses')).json() as CourseList;
    expect(list.courses).toHaveLength(COURSE.seededCourses);
    // Featured courses first, then in catalogue order.
    const featured = BUILT_IN_COURSES.filter((c) => c.featured).map((c) => c.title);
    const others = BUILT_IN_COURSES.filter((c) => !c.featured).map((c) => c.title);
    expect(list.courses.map((c) => c.title)).toEqual([...featured, ...others]);
    for (const summary of list.courses) {
      const source = BUILT_IN_COURSES.find((c) => c.title === summary.title)!;
      const minutes = source.modules.flatMap((m) => m.lessons.map((l) => lessonMinutes(l.content)));
      expect(summary).toMatchObject({
        price: 500,
        level: source.level,
        instructor: COURSE.platformInstructor,
        instructorId: null,
        prerequisites: source.prerequisites,
        modulesCount: source.modules.length,
        lessonsCount: source.modules.length * 4,
        duration: minutes.reduce((sum, m) => sum + m, 0),
        enrolledCount: 0,
        rating: null,
        featured: source.featured,
      });
      const detail = (await visitor.get(`/api/courses/${summary.id}`)).json() as CourseDetail;
      expect(detail.modules.map((m) => m.isFree)).toEqual(source.modules.map((_, i) => i === 0));
      expect(detail.modules.flatMap((m) => m.lessons.map((l) => l.duration))).toEqual(minutes);
      // The free module reads without an account; the next one asks to log in.
      const free = await visitor.get(
        `/api/courses/${summary.id}/lessons/${detail.modules[0]!.lessons[0]!.id}`,
      );
      expect(free.statusCode).toBe(200);
      const paid = await visitor.get(
        `/api/courses/${summary.id}/lessons/${detail.modules[1]!.lessons[0]!.id}`,
      );
      expect(paid.statusCode).toBe(401);
    }
  });

  it('are written once, however many processes start together', async () => {
    expect(await seedCourses(t.db)).toBe(0);
    const fresh = await t.openEmptyDatabase();
    try {
      await migrateToLatest(fresh.db);
      const results = await Promise.all([1, 2, 3].map(() => seedCourses(fresh.db)));
      expect(results.sort()).toEqual([0, 0, COURSE.seededCourses]);
      const rows = await fresh.db.selectFrom('courses').select('published').execute();
      expect(rows).toHaveLength(COURSE.seededCourses);
      expect(rows.every((row) => row.published)).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});
