import {
  type CourseDetail,
  type CourseList,
  type CourseRatingResult,
  countWords,
  EDUCATION_MESSAGES,
  EDUCATION_TEXTS,
  formatCourseDuration,
  type LessonCompletion,
  lessonMinutes,
  type LessonView,
  type MyLearning,
  progressPercent,
} from '@common/education';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { renderLessonHtml } from './markdown';
import { enrolDirectly, makeCourse } from './testing';

describe('lesson durations and progress', () => {
  it('counts the words of Markdown, not its markup', () => {
    expect(
      countWords('## A heading\n\nSome **bold** text, a [link](https://example.com/x-y) and `code`.'),
    ).toBe(9);
    expect(countWords('')).toBe(0);
  });

  it('estimates minutes at 200 words a minute, rounded up, plus media, at least one', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
    expect(lessonMinutes('')).toBe(1);
    expect(lessonMinutes(words(200))).toBe(1);
    expect(lessonMinutes(words(201))).toBe(2);
    expect(lessonMinutes(words(450), 61)).toBe(5);
  });

  it.each([
    [0, 0, 0],
    [0, 16, 0],
    [1, 3, 33],
    [2, 3, 67],
    [5, 16, 31],
    [16, 16, 100],
  ])('%i of %i lessons is %i%%', (done, total, percent) => {
    expect(progressPercent(done, total)).toBe(percent);
  });

  it('formats course durations', () => {
    expect([45, 60, 200].map(formatCourseDuration)).toEqual(['45 min', '1 h', '3 h 20 min']);
  });
});

describe('lesson Markdown', () => {
  it('renders Markdown to HTML and drops scripts, handlers, styles and foreign images', () => {
    const html = renderLessonHtml(
      [
        '# Title',
        'Text with <script>alert(1)</script> and <img src="https://tracker.example/p.gif" onerror="alert(2)">.',
        '<a href="javascript:alert(3)">bad</a> [good](https://example.com) ![own](/media/covers/a.svg)',
        '<style>body{display:none}</style><iframe src="https://example.com"></iframe>',
        '| a | b |\n|---|---|\n| 1 | 2 |',
      ].join('\n\n'),
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).not.toMatch(/<script|alert\(1\)|onerror|javascript:|<style|<iframe|tracker\.example/);
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow">good</a>');
    expect(html).toContain('<img src="/media/covers/a.svg" alt="own" />');
    expect(html).toContain('<table>');
  });
});

describeEachDatabase('Education for learners', (t) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await t.buildApp();
  });
  afterAll(() => app.close());

  async function learner(name = 'Learner') {
    const user = await createUser(t.db, { displayName: name });
    return { user, client: await signedInClient(app, user) };
  }

  it('lists only published courses, with real counts, and hides drafts from learners (404)', async () => {
    const published = await makeCourse(t.db, { modules: 3, lessonsPerModule: 4, featured: true });
    const draft = await makeCourse(t.db, { published: false });
    const visitor = new TestClient(app);
    const list = (await visitor.get('/api/courses')).json() as CourseList;
    const ids = list.courses.map((c) => c.id);
    expect(ids).toContain(published.id);
    expect(ids).not.toContain(draft.id);
    expect(list.courses.find((c) => c.id === published.id)).toMatchObject({
      price: 500,
      level: 'Beginner',
      modulesCount: 3,
      lessonsCount: 12,
      enrolledCount: 0,
      rating: null,
      ratingCount: 0,
      featured: true,
      enrolled: false,
      coverImage: expect.stringMatching(
        new RegExp(`^/api/courses/${published.id}/cover\\.svg\\?v=[\\w-]{12}$`),
      ),
      instructor: 'Panda Nation Academy',
    });

    const { client } = await learner();
    for (const client_ of [visitor, client]) {
      for (const path of [
        `/api/courses/${draft.id}`,
        `/api/courses/${draft.id}/lessons/${draft.lessonIds[0]![0]}`,
        '/api/courses/999999999',
        '/api/courses/abc',
      ]) {
        const response = await client_.get(path);
        expect([path, response.statusCode, response.json()]).toEqual([
          path,
          404,
          { message: EDUCATION_MESSAGES.courseNotFound },
        ]);
      }
    }
    const enroll = await client.post(`/api/courses/${draft.id}/enroll`);
    expect(enroll.statusCode).toBe(404);
    // Not even its drawn cover (its title) shows.
    expect((await visitor.get(`/api/courses/${draft.id}/cover.svg`)).statusCode).toBe(404);
  });

  it('shows the curriculum with durations, free flags and the certification blurb', async () => {
    const course = await makeCourse(t.db, { modules: 2, lessonsPerModule: 3 });
    const response = await new TestClient(app).get(`/api/courses/${course.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json() as CourseDetail;
    expect(detail.modules.map((m) => [m.isFree, m.duration, m.lessons.length])).toEqual([
      [true, 6, 3],
      [false, 6, 3],
    ]);
    expect(detail.modules[0]!.lessons[0]).toEqual({
      id: course.lessonIds[0]![0],
      title: 'Lesson 1.1',
      duration: 2,
      isFree: true,
      completed: false,
    });
    expect(detail).toMatchObject({
      certificationBlurb: EDUCATION_TEXTS.certificationBlurb,
      enrollment: null,
      canRate: false,
      canEdit: false,
      certificate: null,
    });
  });

  it('opens the free module to everyone and gates paid lessons: 401 for guests, 403 without enrolment', async () => {
    const course = await makeCourse(t.db, { modules: 2, lessonsPerModule: 2 });
    const [free, paid] = [course.lessonIds[0]![1]!, course.lessonIds[1]![0]!];
    const visitor = new TestClient(app);
    const open = await visitor.get(`/api/courses/${course.id}/lessons/${free}`);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({
      id: free,
      isFree: true,
      completed: false,
      html: expect.stringContaining('<strong>useful</strong>'),
      previous: { id: course.lessonIds[0]![0], title: 'Lesson 1.1' },
      next: { id: paid, title: 'Lesson 2.1' },
      module: { id: course.moduleIds[0], title: 'Module 1' },
    });

    const guest = await visitor.get(`/api/courses/${course.id}/lessons/${paid}`);
    expect([guest.statusCode, guest.json()]).toEqual([401, { message: EDUCATION_MESSAGES.loginToEnroll }]);
    const { user, client } = await learner();
    const locked = await client.get(`/api/courses/${course.id}/lessons/${paid}`);
    expect([locked.statusCode, locked.json()]).toEqual([403, { message: EDUCATION_MESSAGES.lessonLocked }]);
    const completeLocked = await client.post(`/api/lessons/${paid}/complete`);
    expect(completeLocked.statusCode).toBe(403);

    // A lesson of another course is not a lesson of this one.
    const other = await makeCourse(t.db);
    const wrong = await visitor.get(`/api/courses/${course.id}/lessons/${other.lessonIds[0]![0]}`);
    expect([wrong.statusCode, wrong.json()]).toEqual([404, { message: EDUCATION_MESSAGES.lessonNotFound }]);

    await enrolDirectly(t.db, user.id, course.id);
    const unlocked = await client.get(`/api/courses/${course.id}/lessons/${paid}`);
    expect(unlocked.statusCode).toBe(200);
    expect((unlocked.json() as LessonView).isFree).toBe(false);
  });

  it('asks guests to log in to enroll, and enrols a free course at once (201), never twice', async () => {
    const paid = await makeCourse(t.db);
    const free = await makeCourse(t.db, { price: 0 });
    const visitor = new TestClient(app);
    const paidGuest = await visitor.post(`/api/courses/${paid.id}/enroll`);
    expect([paidGuest.statusCode, paidGuest.json()]).toEqual([
      401,
      { message: 'Please log in to enroll in paid courses' },
    ]);
    const freeGuest = await visitor.post(`/api/courses/${free.id}/enroll`);
    expect([freeGuest.statusCode, freeGuest.json()]).toEqual([
      401,
      { message: EDUCATION_MESSAGES.loginToEnrollFree },
    ]);

    const { client } = await learner();
    const enrolled = await client.post(`/api/courses/${free.id}/enroll`);
    expect(enrolled.statusCode).toBe(201);
    expect(enrolled.json()).toMatchObject({
      status: 'enrolled',
      message: 'Enrollment Successful',
      enrollment: { progress: 0, completedLessons: 0, totalLessons: 4, lastAccessedLessonId: null },
    });
    const again = await client.post(`/api/courses/${free.id}/enroll`);
    expect([again.statusCode, again.json()]).toEqual([409, { message: EDUCATION_MESSAGES.alreadyEnrolled }]);
    // Every lesson of a free course is open, and the catalogue counts the learner.
    expect((await visitor.get(`/api/courses/${free.id}/lessons/${free.lessonIds[1]![1]}`)).statusCode).toBe(
      200,
    );
    const list = (await client.get('/api/courses')).json() as CourseList;
    expect(list.courses.find((c) => c.id === free.id)).toMatchObject({ enrolledCount: 1, enrolled: true });
  });

  it('computes progress from completed lessons, idempotently, and remembers the last lesson', async () => {
    const course = await makeCourse(t.db, { modules: 2, lessonsPerModule: 3 });
    const { user, client } = await learner();
    await enrolDirectly(t.db, user.id, course.id);
    const [a, b] = course.lessonIds[0]!;
    const first = (await client.post(`/api/lessons/${a}/complete`)).json() as LessonCompletion;
    expect(first).toMatchObject({
      lessonId: a,
      completed: true,
      progress: 17,
      completedLessons: 1,
      totalLessons: 6,
      courseCompleted: false,
      certificate: null,
      next: { id: b },
    });
    const completedAt = await t.db
      .selectFrom('userLessonProgress')
      .select('completionDate')
      .where('lessonId', '=', a!)
      .executeTakeFirstOrThrow();
    const repeat = (await client.post(`/api/lessons/${a}/complete`)).json() as LessonCompletion;
    expect(repeat.progress).toBe(17);
    const rows = await t.db.selectFrom('userLessonProgress').selectAll().where('lessonId', '=', a!).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.completionDate).toBe(completedAt.completionDate);

    await client.post(`/api/lessons/${b}/complete`);
    // Opening a lesson makes it the last accessed one.
    await client.get(`/api/courses/${course.id}/lessons/${course.lessonIds[1]![0]}`);
    const detail = (await client.get(`/api/courses/${course.id}`)).json() as CourseDetail;
    expect(detail.enrollment).toMatchObject({
      progress: 33,
      completedLessons: 2,
      totalLessons: 6,
      lastAccessedLessonId: course.lessonIds[1]![0],
      lastAccessedDate: expect.any(String),
      completedAt: null,
    });
    expect(detail.modules[0]!.lessons.map((l) => l.completed)).toEqual([true, true, false]);

    const learning = (await client.get('/api/me/learning')).json() as MyLearning;
    expect(learning.canTeach).toBe(false);
    expect(learning.courses).toEqual([
      expect.objectContaining({
        courseId: course.id,
        progress: 33,
        completedLessons: 2,
        totalLessons: 6,
        lastAccessedDate: expect.any(String),
        currentModule: { id: course.moduleIds[1], title: 'Module 2' },
        currentLesson: { id: course.lessonIds[1]![0], title: 'Lesson 2.1' },
        certificateNumber: null,
      }),
    ]);
  });

  it('resumes a course never opened at its first lesson not completed', async () => {
    const course = await makeCourse(t.db);
    const { user, client } = await learner();
    await enrolDirectly(t.db, user.id, course.id);
    const learning = (await client.get('/api/me/learning')).json() as MyLearning;
    expect(learning.courses[0]).toMatchObject({
      progress: 0,
      lastAccessedDate: null,
      currentLesson: { id: course.lessonIds[0]![0] },
    });
  });

  it("answers My Learning to members only: guests get 401 (the page shows 'You're not logged in')", async () => {
    const visitor = new TestClient(app);
    for (const path of ['/api/me/learning', '/api/me/certificates']) {
      expect((await visitor.get(path)).statusCode).toBe(401);
    }
    const complete = await visitor.post('/api/lessons/1/complete');
    expect([complete.statusCode, complete.json()]).toEqual([
      401,
      { message: EDUCATION_MESSAGES.loginToTrack },
    ]);
  });

  it('lets a learner rate once, only after finishing the first module; the average is real', async () => {
    const course = await makeCourse(t.db, { modules: 2, lessonsPerModule: 2 });
    const rate = (client: TestClient, rating: number) =>
      client.post(`/api/courses/${course.id}/rating`, { rating });
    const outsider = await learner('Outsider');
    const notEnrolled = await rate(outsider.client, 5);
    expect([notEnrolled.statusCode, notEnrolled.json()]).toEqual([
      403,
      { message: EDUCATION_MESSAGES.rateNotEnrolled },
    ]);

    const first = await learner('First');
    const second = await learner('Second');
    for (const { user } of [first, second]) await enrolDirectly(t.db, user.id, course.id);
    await first.client.post(`/api/lessons/${course.lessonIds[0]![0]}/complete`);
    const early = await rate(first.client, 5);
    expect([early.statusCode, early.json()]).toEqual([
      403,
      { message: EDUCATION_MESSAGES.rateAfterFirstModule },
    ]);
    await first.client.post(`/api/lessons/${course.lessonIds[0]![1]}/complete`);
    expect(((await first.client.get(`/api/courses/${course.id}`)).json() as CourseDetail).canRate).toBe(true);
    const rated = await rate(first.client, 5);
    expect([rated.statusCode, rated.json()]).toEqual([201, { rating: 5, average: 5, ratingCount: 1 }]);
    const twice = await rate(first.client, 1);
    expect([twice.statusCode, twice.json()]).toEqual([409, { message: EDUCATION_MESSAGES.ratedOnce }]);
    expect((await rate(first.client, 0)).statusCode).toBe(400);

    for (const lesson of course.lessonIds[0]!) await second.client.post(`/api/lessons/${lesson}/complete`);
    const secondRating = (await rate(second.client, 4)).json() as CourseRatingResult;
    expect(secondRating).toEqual({ rating: 4, average: 4.5, ratingCount: 2 });
    const detail = (await first.client.get(`/api/courses/${course.id}`)).json() as CourseDetail;
    expect(detail).toMatchObject({ rating: 4.5, ratingCount: 2, myRating: 5, canRate: false });
  });

  it('keeps an unpublished course for the learners enrolled in it, and only for them', async () => {
    const course = await makeCourse(t.db);
    const { user, client } = await learner();
    await enrolDirectly(t.db, user.id, course.id);
    await t.db.updateTable('courses').set({ published: false }).where('id', '=', course.id).execute();
    expect((await client.get(`/api/courses/${course.id}`)).statusCode).toBe(200);
    expect(
      (await client.get(`/api/courses/${course.id}/lessons/${course.lessonIds[1]![0]}`)).statusCode,
    ).toBe(200);
    expect((await new TestClient(app).get(`/api/courses/${course.id}`)).statusCode).toBe(404);
    const list = (await client.get('/api/courses')).json() as CourseList;
    expect(list.courses.map((c) => c.id)).not.toContain(course.id);
  });

  it('draws a cover for courses without one', async () => {
    const course = await makeCourse(t.db, { title: 'Beats <& Bass>' });
    const response = await new TestClient(app).get(`/api/courses/${course.id}/cover.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('Beats &#60;&#38; Bass&#62;');
    expect(response.body).not.toContain('<script');
  });

  it("keeps a drawn cover for good at the course's address, which a new title or level changes", async () => {
    const course = await makeCourse(t.db, { title: 'Cover Keeping' });
    const coverOfCourse = async () =>
      ((await new TestClient(app).get('/api/courses')).json() as CourseList).courses.find(
        (c) => c.id === course.id,
      )!.coverImage;
    const first = await coverOfCourse();
    const kept = await new TestClient(app).get(first);
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Another version, or none, is kept only for an hour.
    const bare = await new TestClient(app).get(`/api/courses/${course.id}/cover.svg`);
    expect(bare.headers['cache-control']).toBe('public, max-age=3600');
    expect((await new TestClient(app).get(`${first.split('?')[0]}?v=old`)).headers['cache-control']).toBe(
      'public, max-age=3600',
    );

    const edit = (changes: { title?: string; level?: string }) =>
      t.db.updateTable('courses').set(changes).where('id', '=', course.id).execute();
    await edit({ title: 'Cover Keeping, Renamed' });
    const renamed = await coverOfCourse();
    expect(renamed).not.toBe(first);
    expect((await new TestClient(app).get(renamed)).body).toContain('Renamed');
    await edit({ level: 'Advanced' });
    expect(await coverOfCourse()).not.toBe(renamed);
  });
});
