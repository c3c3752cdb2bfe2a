import {
  courseInputSchema,
  courseOrderSchema,
  courseRatingSchema,
  courseUpdateSchema,
  EDUCATION_MESSAGES,
  lessonInputSchema,
  lessonUpdateSchema,
  moduleInputSchema,
  moduleUpdateSchema,
} from '@common/education';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { unauthorized } from '../../lib/errors';
import { parseId, parseUserId } from '../../lib/ids';
import { parseInput } from '../../lib/validate';
import { requireAdmin } from '../admin';
import { requireUser } from '../auth';
import { idempotencyKeyOf } from '../payments';
import { renderCertificatePdf } from './certificatePdf';
import { addLesson, deleteLesson, updateLesson } from './commands/authoring/lessons';
import { createCourse, deleteCourse, updateCourse } from './commands/authoring/courses';
import { grantInstructor, listInstructors, revokeInstructor } from './commands/authoring/instructors';
import { listAuthoredCourses } from './commands/authoring/listAuthoredCourses';
import { addModule, deleteModule, updateModule } from './commands/authoring/modules';
import { orderCourse } from './commands/authoring/orderCourse';
import { readAuthoringCourse } from './commands/authoring/readAuthoringCourse';
import { completeLesson } from './commands/completeLesson';
import { enrollInCourse } from './commands/enrollInCourse';
import { listCourses } from './commands/listCourses';
import { openLesson } from './commands/openLesson';
import { rateCourse } from './commands/rateCourse';
import { findCertificateRecord, listMyCertificates } from './commands/readCertificates';
import { readMyLearning } from './commands/readMyLearning';
import { showCourse } from './commands/showCourse';
import { courseCoverSvg } from './coverSvg';
import { authorizeCourseView, viewerOf } from './policies';
import { levelOf } from './presenter';
import { findActiveEnrollment, requireCourse } from './queries';

type WithId = FastifyRequest<{ Params: { id: string } }>;
type WithLesson = FastifyRequest<{ Params: { id: string; lessonId: string } }>;
type WithNumber = FastifyRequest<{ Params: { number: string } }>;

const courseIdOf = (request: WithId) => parseId(request.params.id, EDUCATION_MESSAGES.courseNotFound);
const moduleIdOf = (request: WithId) => parseId(request.params.id, EDUCATION_MESSAGES.moduleNotFound);
const lessonIdOf = (value: string) => parseId(value, EDUCATION_MESSAGES.lessonNotFound);
const userIdOf = (request: WithId) => parseUserId(request.params.id, EDUCATION_MESSAGES.userNotFound);

/** Answers that depend on who asks are never cached. */
const personal = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/**
 * Education: the catalogue, enrolment (free at once, paid through a checkout), lessons, progress, ratings,
 * certificates with their public check and PDF; authoring for administrators and instructors; the instructor
 * role for administrators (decision 0035).
 */
export function educationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  const origin = ctx.config.mail.linkOrigin;
  const viewer = async (request: FastifyRequest) => viewerOf(db, await request.currentUser());
  const signedIn = async (request: FastifyRequest) => viewerOf(db, await requireUser(request));

  app.get('/api/courses', async (request, reply) => {
    personal(reply);
    return listCourses(db, await request.currentUser());
  });

  app.get('/api/courses/:id', async (request: WithId, reply) => {
    const id = courseIdOf(request);
    personal(reply);
    return showCourse(db, await viewer(request), id);
  });

  app.post('/api/courses/:id/enroll', async (request: WithId, reply) => {
    const id = courseIdOf(request);
    const outcome = await enrollInCourse(ctx, await viewer(request), id, () => idempotencyKeyOf(request));
    return reply.code(outcome.statusCode).send(outcome.result);
  });

  app.get('/api/courses/:id/lessons/:lessonId', async (request: WithLesson, reply) => {
    const id = courseIdOf(request);
    const lessonId = lessonIdOf(request.params.lessonId);
    personal(reply);
    return openLesson(db, await viewer(request), id, lessonId);
  });

  app.post('/api/lessons/:id/complete', async (request: WithId) => {
    const lessonId = lessonIdOf(request.params.id);
    const user = await request.currentUser();
    if (!user) throw unauthorized(EDUCATION_MESSAGES.loginToTrack);
    return completeLesson(ctx, await viewerOf(db, user), lessonId);
  });

  app.post('/api/courses/:id/rating', async (request: WithId, reply) => {
    const id = courseIdOf(request);
    const user = await requireUser(request);
    const input = parseInput(courseRatingSchema, request.body);
    const result = await rateCourse(db, { ...(await viewerOf(db, user)), user }, id, input.rating);
    return reply.code(201).send(result);
  });

  app.get('/api/me/learning', async (request, reply) => {
    const user = await requireUser(request);
    personal(reply);
    return readMyLearning(db, { ...(await viewerOf(db, user)), user });
  });

  app.get('/api/me/certificates', async (request, reply) => {
    const user = await requireUser(request);
    personal(reply);
    return listMyCertificates(db, user.id, origin);
  });

  app.get('/api/certificates/:number', async (request: WithNumber, reply) => {
    const record = await findCertificateRecord(db, request.params.number, origin);
    reply.header('Cache-Control', 'no-cache');
    return record.verification;
  });

  app.get('/api/certificates/:number/pdf', async (request: WithNumber, reply) => {
    const record = await findCertificateRecord(db, request.params.number, origin);
    const pdf = await renderCertificatePdf(record.verification);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${record.verification.certificateNumber}.pdf"`)
      .header('Cache-Control', 'no-cache')
      .send(pdf);
  });

  app.get('/api/courses/:id/cover.svg', async (request: WithId, reply) => {
    const course = await requireCourse(db, courseIdOf(request));
    if (!course.published) {
      // A draft's cover (its title) is for those who may see the draft.
      const who = await viewer(request);
      const enrolled = await findActiveEnrollment(db, who.user?.id, Number(course.id));
      authorizeCourseView(who, course, enrolled !== undefined);
    }
    return reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('Cache-Control', course.published ? 'public, max-age=3600' : 'private, no-store')
      .send(courseCoverSvg({ id: Number(course.id), title: course.title, level: levelOf(course.level) }));
  });

  // Authoring.
  app.get('/api/instructor/courses', async (request, reply) => {
    personal(reply);
    return listAuthoredCourses(db, await signedIn(request));
  });

  app.post('/api/courses', async (request, reply) => {
    const author = await signedIn(request);
    const input = parseInput(courseInputSchema, request.body);
    return reply.code(201).send(await createCourse(db, author, input));
  });

  app.get('/api/courses/:id/authoring', async (request: WithId, reply) => {
    const id = courseIdOf(request);
    personal(reply);
    return readAuthoringCourse(db, await signedIn(request), id);
  });

  app.patch('/api/courses/:id', async (request: WithId) => {
    const id = courseIdOf(request);
    const author = await signedIn(request);
    return updateCourse(db, author, id, parseInput(courseUpdateSchema, request.body));
  });

  app.delete('/api/courses/:id', async (request: WithId, reply) => {
    const id = courseIdOf(request);
    await deleteCourse(db, await signedIn(request), id);
    return reply.code(204).send();
  });

  app.put('/api/courses/:id/order', async (request: WithId) => {
    const id = courseIdOf(request);
    const author = await signedIn(request);
    return orderCourse(db, author, id, parseInput(courseOrderSchema, request.body));
  });

  app.post('/api/courses/:id/modules', async (request: WithId, reply) => {
    const id = courseIdOf(request);
    const author = await signedIn(request);
    const input = parseInput(moduleInputSchema, request.body);
    return reply.code(201).send(await addModule(db, author, id, input));
  });

  app.patch('/api/modules/:id', async (request: WithId) => {
    const id = moduleIdOf(request);
    const author = await signedIn(request);
    return updateModule(db, author, id, parseInput(moduleUpdateSchema, request.body));
  });

  app.delete('/api/modules/:id', async (request: WithId) => {
    const id = moduleIdOf(request);
    return deleteModule(db, await signedIn(request), id);
  });

  app.post('/api/modules/:id/lessons', async (request: WithId, reply) => {
    const id = moduleIdOf(request);
    const author = await signedIn(request);
    const input = parseInput(lessonInputSchema, request.body);
    return reply.code(201).send(await addLesson(db, author, id, input));
  });

  app.patch('/api/lessons/:id', async (request: WithId) => {
    const id = lessonIdOf(request.params.id);
    const author = await signedIn(request);
    return updateLesson(db, author, id, parseInput(lessonUpdateSchema, request.body));
  });

  app.delete('/api/lessons/:id', async (request: WithId) => {
    const id = lessonIdOf(request.params.id);
    return deleteLesson(db, await signedIn(request), id);
  });

  // The instructor role, given and taken by administrators.
  app.get('/api/admin/instructors', async (request, reply) => {
    await requireAdmin(request);
    personal(reply);
    return listInstructors(db);
  });

  app.put('/api/admin/instructors/:id', async (request: WithId) => {
    const admin = await requireAdmin(request);
    return grantInstructor(db, admin, userIdOf(request));
  });

  app.delete('/api/admin/instructors/:id', async (request: WithId, reply) => {
    await requireAdmin(request);
    await revokeInstructor(db, userIdOf(request));
    return reply.code(204).send();
  });
}
