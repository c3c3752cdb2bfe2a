import {
  type AuthoringCourse,
  type AuthoringCourseList,
  type CourseDetail,
  type CourseList,
  EDUCATION_MESSAGES,
  type Instructor,
  type InstructorList,
  lessonMinutes,
  type MyLearning,
} from '@common/education';
import { ADMIN_MESSAGES } from '@common/admin';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { makeAdmin, makeCourse } from './testing';

const LESSON_TEXT =
  'Gain staging keeps every stage of the signal chain at a healthy level. ' +
  'Record with peaks around minus ten decibels and leave the master bus room to breathe.';

describeEachDatabase('course authoring', (t) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await t.buildApp();
  });
  afterAll(() => app.close());

  async function person(name: string, role: 'user' | 'admin' = 'user') {
    const user = await createUser(t.db, { displayName: name });
    if (role === 'admin') await makeAdmin(t.db, user.id);
    return { user, client: await signedInClient(app, user) };
  }

  const patch = (client: TestClient, path: string, body: unknown) => client.request('PATCH', path, body);
  const put = (client: TestClient, path: string, body: unknown) => client.request('PUT', path, body);
  const del = (client: TestClient, path: string) => client.request('DELETE', path);

  it('lets administrators give and take the instructor role; nobody else', async () => {
    const admin = await person('Admin Ada', 'admin');
    const member = await person('Member Max');
    const future = await person('Future Teacher');
    const visitor = new TestClient(app);

    expect((await put(visitor, `/api/admin/instructors/${future.user.id}`, {})).statusCode).toBe(401);
    const refused = await put(member.client, `/api/admin/instructors/${future.user.id}`, {});
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: ADMIN_MESSAGES.forbidden }]);
    expect((await member.client.get('/api/admin/instructors')).statusCode).toBe(403);

    const granted = await put(admin.client, `/api/admin/instructors/${future.user.id}`, {});
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({
      userId: future.user.id,
      displayName: 'Future Teacher',
      courseCount: 0,
    } satisfies Partial<Instructor>);
    expect((await put(admin.client, `/api/admin/instructors/${future.user.id}`, {})).statusCode).toBe(200);
    const unknown = await put(admin.client, '/api/admin/instructors/999999999', {});
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: EDUCATION_MESSAGES.userNotFound }]);
    const list = (await admin.client.get('/api/admin/instructors')).json() as InstructorList;
    expect(list.instructors.map((i) => i.userId)).toContain(future.user.id);
    expect(((await future.client.get('/api/me/learning')).json() as MyLearning).canTeach).toBe(true);

    expect((await del(admin.client, `/api/admin/instructors/${future.user.id}`)).statusCode).toBe(204);
    expect(((await future.client.get('/api/me/learning')).json() as MyLearning).canTeach).toBe(false);
    const blocked = await future.client.post('/api/courses', { title: 'Too late' });
    expect([blocked.statusCode, blocked.json()]).toEqual([403, { message: EDUCATION_MESSAGES.authorsOnly }]);
  });

  it('keeps authoring to administrators and instructors, and instructors to their own courses', async () => {
    const admin = await person('Admin', 'admin');
    const member = await person('Member');
    const teacher = await person('Teacher One');
    const rival = await person('Teacher Two');
    for (const t_ of [teacher, rival]) await put(admin.client, `/api/admin/instructors/${t_.user.id}`, {});

    expect((await new TestClient(app).post('/api/courses', { title: 'X' })).statusCode).toBe(401);
    const memberCreate = await member.client.post('/api/courses', { title: 'Not mine to make' });
    expect([memberCreate.statusCode, memberCreate.json()]).toEqual([
      403,
      { message: EDUCATION_MESSAGES.authorsOnly },
    ]);
    expect((await member.client.get('/api/instructor/courses')).statusCode).toBe(403);

    const created = await teacher.client.post('/api/courses', { title: 'Home Studio Basics', price: 500 });
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json() as AuthoringCourse;
    expect(draft).toMatchObject({
      title: 'Home Studio Basics',
      published: false,
      price: 500,
      level: 'Beginner',
      duration: 0,
      instructorId: teacher.user.id,
      instructor: 'Teacher One',
      modules: [],
    });
    // Only administrators feature courses or choose instructors.
    const featured = await teacher.client.post('/api/courses', { title: 'Me first', featured: true });
    expect([featured.statusCode, featured.json()]).toEqual([
      403,
      { message: EDUCATION_MESSAGES.adminOnlyField },
    ]);

    // Someone else's draft does not exist for them; a published course of someone else is refused.
    for (const client of [rival.client, member.client]) {
      const hidden = await patch(client, `/api/courses/${draft.id}`, { title: 'Mine now' });
      expect([hidden.statusCode, hidden.json()]).toEqual([
        404,
        { message: EDUCATION_MESSAGES.courseNotFound },
      ]);
      expect((await client.get(`/api/courses/${draft.id}/authoring`)).statusCode).toBe(404);
      expect((await client.post(`/api/courses/${draft.id}/modules`, { title: 'Sneaky' })).statusCode).toBe(
        404,
      );
    }
    const platformCourse = await makeCourse(t.db);
    const notYours = await patch(rival.client, `/api/courses/${platformCourse.id}`, { title: 'Mine' });
    expect([notYours.statusCode, notYours.json()]).toEqual([
      403,
      { message: EDUCATION_MESSAGES.notYourCourse },
    ]);
    const memberEdit = await patch(member.client, `/api/courses/${platformCourse.id}`, { title: 'Mine' });
    expect([memberEdit.statusCode, memberEdit.json()]).toEqual([
      403,
      { message: EDUCATION_MESSAGES.authorsOnly },
    ]);
    const lessonEdit = await patch(rival.client, `/api/lessons/${platformCourse.lessonIds[0]![0]}`, {
      title: 'Changed',
    });
    expect(lessonEdit.statusCode).toBe(403);

    // The author and administrators see the draft; its lists say so.
    expect((await teacher.client.get(`/api/courses/${draft.id}`)).json()).toMatchObject({
      published: false,
      canEdit: true,
    });
    expect((await admin.client.get(`/api/courses/${draft.id}`)).statusCode).toBe(200);
    const mine = (await teacher.client.get('/api/instructor/courses')).json() as AuthoringCourseList;
    expect(mine.courses.map((c) => c.id)).toEqual([draft.id]);
    const all = (await admin.client.get('/api/instructor/courses')).json() as AuthoringCourseList;
    expect(all.isAdmin).toBe(true);
    expect(all.courses.map((c) => c.id)).toEqual(expect.arrayContaining([draft.id, platformCourse.id]));
  });

  it('builds, orders and publishes a course; durations follow the lessons; drafts stay hidden until published', async () => {
    const admin = await person('Admin Author', 'admin');
    const created = (
      await admin.client.post('/api/courses', {
        title: 'Gain Staging',
        description: 'Levels that leave room.',
        level: 'Intermediate',
        price: 0,
        prerequisites: ['A DAW'],
        featured: true,
      })
    ).json() as AuthoringCourse;
    expect(created).toMatchObject({ instructorId: null, instructor: 'Panda Nation Academy', featured: true });
    const id = created.id;

    const early = await patch(admin.client, `/api/courses/${id}`, { published: true });
    expect([early.statusCode, early.json()]).toEqual([
      409,
      { message: EDUCATION_MESSAGES.publishNeedsLessons },
    ]);

    let course = (
      await admin.client.post(`/api/courses/${id}/modules`, { title: 'Basics', isFree: true })
    ).json() as AuthoringCourse;
    course = (
      await admin.client.post(`/api/courses/${id}/modules`, { title: 'Practice' })
    ).json() as AuthoringCourse;
    const [basics, practice] = course.modules.map((m) => m.id);
    const addLesson = async (moduleId: number | undefined, title: string, content = LESSON_TEXT) => {
      const response = await admin.client.post(`/api/modules/${moduleId}/lessons`, { title, content });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as AuthoringCourse;
    };
    await addLesson(basics, 'Why levels matter');
    await addLesson(basics, 'Meters');
    course = await addLesson(practice, 'A session', `${LESSON_TEXT} `.repeat(20));
    expect(course.modules.map((m) => m.lessons.map((l) => l.title))).toEqual([
      ['Why levels matter', 'Meters'],
      ['A session'],
    ]);
    const long = lessonMinutes(`${LESSON_TEXT} `.repeat(20));
    expect(long).toBeGreaterThan(1);
    expect(course.duration).toBe(1 + 1 + long);

    // Order: the practice module first, and a lesson moved across modules.
    const [why, meters] = course.modules[0]!.lessons.map((l) => l.id);
    const session = course.modules[1]!.lessons[0]!.id;
    const mismatch = await put(admin.client, `/api/courses/${id}/order`, {
      modules: [{ id: practice, lessonIds: [session] }],
    });
    expect([mismatch.statusCode, mismatch.json()]).toEqual([
      400,
      { message: EDUCATION_MESSAGES.orderMismatch },
    ]);
    const ordered = await put(admin.client, `/api/courses/${id}/order`, {
      modules: [
        { id: practice, lessonIds: [session, meters] },
        { id: basics, lessonIds: [why] },
      ],
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(
      (ordered.json() as AuthoringCourse).modules.map((m) => [m.title, m.lessons.map((l) => l.title)]),
    ).toEqual([
      ['Practice', ['A session', 'Meters']],
      ['Basics', ['Why levels matter']],
    ]);

    // Not in the catalogue until published.
    const learner = await person('Learner');
    expect(
      ((await learner.client.get('/api/courses')).json() as CourseList).courses.map((c) => c.id),
    ).not.toContain(id);
    expect((await learner.client.get(`/api/courses/${id}`)).statusCode).toBe(404);
    const published = await patch(admin.client, `/api/courses/${id}`, { published: true });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ published: true, publishedAt: expect.any(String) });
    const seen = (await learner.client.get(`/api/courses/${id}`)).json() as CourseDetail;
    expect(seen).toMatchObject({
      title: 'Gain Staging',
      level: 'Intermediate',
      featured: true,
      canEdit: false,
    });
    expect(seen.modules.map((m) => m.title)).toEqual(['Practice', 'Basics']);

    // Edits: a lesson's duration is computed again; deleting a module takes its lessons.
    const edited = (
      await patch(admin.client, `/api/lessons/${session}`, { content: LESSON_TEXT })
    ).json() as AuthoringCourse;
    expect(edited.duration).toBe(3);
    const removed = (await del(admin.client, `/api/modules/${basics}`)).json() as AuthoringCourse;
    expect(removed.modules.map((m) => m.title)).toEqual(['Practice']);
    expect(removed.duration).toBe(2);
    const gone = await learner.client.get(`/api/courses/${id}/lessons/${why}`);
    expect(gone.statusCode).toBe(404);

    // Unpublishing hides it again.
    await patch(admin.client, `/api/courses/${id}`, { published: false });
    expect((await learner.client.get(`/api/courses/${id}`)).statusCode).toBe(404);
  });

  it('validates course fields and attached media', async () => {
    const admin = await person('Validator', 'admin');
    const cases: [unknown, string][] = [
      [{ title: '' }, 'Please give the course a title'],
      [{ title: 'Cheap', price: 10 }, 'A paid course costs between $0.50 and $500.00'],
      [{ title: 'Fractional', price: 4.99 }, 'The price must be a whole number of cents'],
      [{ title: 'Bad cover', coverImage: 'javascript:alert(1)' }, EDUCATION_MESSAGES.coverNotAllowed],
      [{ title: 'Level', level: 'Expert' }, 'Choose Beginner, Intermediate or Advanced'],
      [{ title: 'Instructor', instructorId: 999999999 }, EDUCATION_MESSAGES.instructorUnknown],
    ];
    for (const [body, message] of cases) {
      const response = await admin.client.post('/api/courses', body);
      expect([response.statusCode, response.json()]).toEqual([400, { message }]);
    }
    const course = (await admin.client.post('/api/courses', { title: 'Media' })).json() as AuthoringCourse;
    const module = (
      await admin.client.post(`/api/courses/${course.id}/modules`, { title: 'One' })
    ).json() as AuthoringCourse;
    const moduleId = module.modules[0]!.id;
    const video = await admin.client.post(`/api/modules/${moduleId}/lessons`, {
      title: 'V',
      videoId: 999999,
    });
    expect([video.statusCode, video.json()]).toEqual([400, { message: EDUCATION_MESSAGES.videoNotFound }]);
    const track = await admin.client.post(`/api/modules/${moduleId}/lessons`, {
      title: 'T',
      trackId: 999999,
    });
    expect([track.statusCode, track.json()]).toEqual([400, { message: EDUCATION_MESSAGES.trackNotFound }]);
  });

  it('deletes only a course nobody enrolled in', async () => {
    const admin = await person('Deleter', 'admin');
    const empty = (await admin.client.post('/api/courses', { title: 'Empty' })).json() as AuthoringCourse;
    expect((await del(admin.client, `/api/courses/${empty.id}`)).statusCode).toBe(204);
    expect((await admin.client.get(`/api/courses/${empty.id}/authoring`)).statusCode).toBe(404);

    const free = await makeCourse(t.db, { price: 0 });
    const learner = await person('Keeper');
    await learner.client.post(`/api/courses/${free.id}/enroll`);
    const kept = await del(admin.client, `/api/courses/${free.id}`);
    expect([kept.statusCode, kept.json()]).toEqual([409, { message: EDUCATION_MESSAGES.deleteHasLearners }]);
  });
});
