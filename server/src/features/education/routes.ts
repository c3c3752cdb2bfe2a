import {
  courseInputSchema,
  courseOrderSchema,
  courseCoverQuerySchema,
  courseRatingSchema,
  courseUpdateSchema,
  EDUCATION_MESSAGES,
  lessonInputSchema,
  lessonUpdateSchema,
  moduleInputSchema,
  moduleUpdateSchema,
  type AuthoringCourse,
  type AuthoringCourseList,
  type CertificateVerification,
  type CourseDetail,
  type CourseList,
  type Instructor,
  type InstructorList,
  type LessonCompletion,
  type LessonView,
  type MyCertificates,
  type MyLearning,
} from '@common/education';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
import { unauthorized } from '../../lib/errors';
import { parseId, parseUserId } from '../../lib/ids';
import { parseInput } from '../../lib/validate';
import { requireAdmin } from '../admin';
import { requireUser } from '../auth';
import { CHECKOUT_RATE_LIMIT, idempotencyHeaderSchema, idempotencyKeyOf } from '../payments';
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
import { courseCoverSvg, coverVersion } from './coverSvg';
import { authorizeCourseView, viewerOf } from './policies';
import { levelOf } from './presenter';
import { findActiveEnrollment, requireCourse } from './queries';

type WithId = FastifyRequest<{ Params: { id: string } }>;
type WithLesson = FastifyRequest<{ Params: { id: string; lessonId: string } }>;
type WithNumber = FastifyRequest<{ Params: { number: string } }>;

/** A draft's cover is never kept; a published one for good at its versioned address, else for an hour. */
const coverCaching = (published: boolean, current: boolean): string =>
  !published ? 'private, no-store' : current ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';

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

  const courseNotFound = `${EDUCATION_MESSAGES.courseNotFound}: no such course, or a draft you may not see.`;
  const lessonNotFound = `${EDUCATION_MESSAGES.lessonNotFound}: no such lesson in the course.`;
  const moduleNotFound = `${EDUCATION_MESSAGES.moduleNotFound}: no such module.`;
  // Authoring: 403 for a user who may not author, or a published course of someone else; 404 for their draft.
  const notAuthor = `${EDUCATION_MESSAGES.authorsOnly} (not an instructor or administrator).`;
  const notEditable = `${EDUCATION_MESSAGES.notYourCourse} (a published course of someone else), or: ${notAuthor}`;
  const lessonMedia = `${EDUCATION_MESSAGES.videoNotFound}, or: ${EDUCATION_MESSAGES.trackNotFound} (the lesson's videoId or trackId).`;

  const listDoc = doc({
    summary: 'The catalogue: published courses, featured first, then newest',
    auth: 'optional',
    responses: { 200: 'CourseList' },
  });
  app.get('/api/courses', listDoc, async (request, reply): Promise<CourseList> => {
    personal(reply);
    return listCourses(db, await request.currentUser());
  });

  const showDoc = doc({
    summary: "A course's detail: its curriculum, and the caller's enrolment and progress",
    auth: 'optional',
    responses: { 200: 'CourseDetail' },
    errors: { 404: courseNotFound },
  });
  app.get('/api/courses/:id', showDoc, async (request: WithId, reply): Promise<CourseDetail> => {
    const id = courseIdOf(request);
    personal(reply);
    return showCourse(db, await viewer(request), id);
  });

  const enrollDoc = doc({
    summary: 'Enrol in a published course: a free one at once, a paid one through a checkout',
    description:
      'A payment of this course still waiting for its card answers that same checkout. The Idempotency-Key ' +
      'header is read for a paid course only (required there).',
    auth: 'optional',
    headers: idempotencyHeaderSchema.partial(),
    responses: {
      200: {
        type: 'EnrollResult',
        description: "A paid course: `status: 'payment_required'` with the checkout",
      },
      201: { type: 'EnrollResult', description: "A free course: `status: 'enrolled'` with the enrolment" },
    },
    errors: {
      400: 'A paid course without a valid Idempotency-Key header.',
      401: `A guest: ${EDUCATION_MESSAGES.loginToEnroll} (a paid course), or: ${EDUCATION_MESSAGES.loginToEnrollFree}`,
      404: `${EDUCATION_MESSAGES.courseNotFound}: no such published course.`,
      409:
        `${EDUCATION_MESSAGES.alreadyEnrolled}, or: ${EDUCATION_MESSAGES.ownCourse}, or the ` +
        'Idempotency-Key was used for another payment.',
      502: 'The payment provider failed.',
    },
    rateLimit: CHECKOUT_RATE_LIMIT,
  });
  app.post('/api/courses/:id/enroll', enrollDoc, async (request: WithId, reply) => {
    const id = courseIdOf(request);
    const outcome = await enrollInCourse(ctx, await viewer(request), id, () => idempotencyKeyOf(request));
    return reply.code(outcome.statusCode).send(outcome.result);
  });

  const lessonDoc = doc({
    summary: "Open a lesson: free ones for everyone, paid ones for the enrolled and the course's editors",
    auth: 'optional',
    responses: { 200: 'LessonView' },
    errors: {
      401: `A guest opening a paid lesson: ${EDUCATION_MESSAGES.loginToEnroll}`,
      403: EDUCATION_MESSAGES.lessonLocked,
      404: `${courseNotFound} Or: ${lessonNotFound}`,
    },
  });
  app.get(
    '/api/courses/:id/lessons/:lessonId',
    lessonDoc,
    async (request: WithLesson, reply): Promise<LessonView> => {
      const id = courseIdOf(request);
      const lessonId = lessonIdOf(request.params.lessonId);
      personal(reply);
      return openLesson(db, await viewer(request), id, lessonId);
    },
  );

  const completeDoc = doc({
    summary: 'Mark a lesson completed (enrols in a free course); a certificate when the course is finished',
    auth: 'user',
    responses: { 200: 'LessonCompletion' },
    errors: {
      401: EDUCATION_MESSAGES.loginToTrack,
      403: EDUCATION_MESSAGES.lessonLocked,
      404: `${lessonNotFound} Or: ${courseNotFound}`,
    },
  });
  app.post('/api/lessons/:id/complete', completeDoc, async (request: WithId): Promise<LessonCompletion> => {
    const lessonId = lessonIdOf(request.params.id);
    const user = await request.currentUser();
    if (!user) throw unauthorized(EDUCATION_MESSAGES.loginToTrack);
    return completeLesson(ctx, await viewerOf(db, user), lessonId);
  });

  const rateDoc = doc({
    summary: 'Rate a course once, from 1 to 5, after finishing its first module',
    auth: 'user',
    body: courseRatingSchema,
    responses: { 201: 'CourseRatingResult' },
    errors: {
      403: `${EDUCATION_MESSAGES.rateNotEnrolled}, or: ${EDUCATION_MESSAGES.rateAfterFirstModule}`,
      404: courseNotFound,
      409: EDUCATION_MESSAGES.ratedOnce,
    },
  });
  app.post('/api/courses/:id/rating', rateDoc, async (request: WithId, reply) => {
    const id = courseIdOf(request);
    const user = await requireUser(request);
    const input = parseInput(courseRatingSchema, request.body);
    const result = await rateCourse(db, { ...(await viewerOf(db, user)), user }, id, input.rating);
    return reply.code(201).send(result);
  });

  const learningDoc = doc({
    summary: "The caller's courses with their progress, last accessed first",
    auth: 'user',
    responses: { 200: 'MyLearning' },
  });
  app.get('/api/me/learning', learningDoc, async (request, reply): Promise<MyLearning> => {
    const user = await requireUser(request);
    personal(reply);
    return readMyLearning(db, { ...(await viewerOf(db, user)), user });
  });

  const myCertificatesDoc = doc({
    summary: "The caller's certificates, newest first",
    auth: 'user',
    responses: { 200: 'MyCertificates' },
  });
  app.get('/api/me/certificates', myCertificatesDoc, async (request, reply): Promise<MyCertificates> => {
    const user = await requireUser(request);
    personal(reply);
    return listMyCertificates(db, user.id, origin);
  });

  const certificateNotFound = { 404: `${EDUCATION_MESSAGES.certificateNotFound} (also a malformed number).` };
  const verifyDoc = doc({
    summary: 'Check a certificate by its number: holder, course, instructor, dates and status',
    auth: 'none',
    responses: { 200: 'CertificateVerification' },
    errors: certificateNotFound,
  });
  app.get(
    '/api/certificates/:number',
    verifyDoc,
    async (request: WithNumber, reply): Promise<CertificateVerification> => {
      const record = await findCertificateRecord(db, request.params.number, origin);
      reply.header('Cache-Control', 'no-cache');
      return record.verification;
    },
  );

  const pdfDoc = doc({
    summary: 'A certificate as a PDF',
    auth: 'none',
    responses: {
      200: {
        contentType: 'application/pdf',
        description: 'The certificate, as an attachment',
        headers: { 'Content-Disposition': 'attachment; filename="<certificate number>.pdf"' },
      },
    },
    errors: certificateNotFound,
  });
  app.get('/api/certificates/:number/pdf', pdfDoc, async (request: WithNumber, reply) => {
    const record = await findCertificateRecord(db, request.params.number, origin);
    const pdf = await renderCertificatePdf(record.verification);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${record.verification.certificateNumber}.pdf"`)
      .header('Cache-Control', 'no-cache')
      .send(pdf);
  });

  const coverDoc = doc({
    summary: "A course's drawn cover (its title and level), as SVG",
    description: "A draft's cover is for those who may see the draft.",
    auth: 'optional',
    query: courseCoverQuerySchema,
    responses: {
      200: {
        contentType: 'image/svg+xml',
        description:
          "The cover: kept for a year at the address the course's coverImage names (its version, `v`, changes " +
          'with the title and level), an hour at any other',
      },
    },
    errors: { 404: courseNotFound },
  });
  app.get('/api/courses/:id/cover.svg', coverDoc, async (request: WithId, reply) => {
    const course = await requireCourse(db, courseIdOf(request));
    const { v } = parseInput(courseCoverQuerySchema, request.query);
    const drawnFrom = { id: Number(course.id), title: course.title, level: levelOf(course.level) };
    if (!course.published) {
      // A draft's cover (its title) is for those who may see the draft.
      const who = await viewer(request);
      const enrolled = await findActiveEnrollment(db, who.user?.id, Number(course.id));
      authorizeCourseView(who, course, enrolled !== undefined);
    }
    return reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('Cache-Control', coverCaching(course.published, v === coverVersion(drawnFrom)))
      .send(courseCoverSvg(drawnFrom));
  });

  // Authoring.
  const authoredDoc = doc({
    summary: "The courses the caller authors (an administrator's list holds every course)",
    auth: 'user',
    responses: { 200: 'AuthoringCourseList' },
    errors: { 403: notAuthor },
  });
  app.get('/api/instructor/courses', authoredDoc, async (request, reply): Promise<AuthoringCourseList> => {
    personal(reply);
    return listAuthoredCourses(db, await signedIn(request));
  });

  const createDoc = doc({
    summary: "Create a draft course (an instructor's is theirs; an administrator may name its instructor)",
    auth: 'user',
    body: courseInputSchema,
    responses: { 201: 'AuthoringCourse' },
    errors: {
      400: EDUCATION_MESSAGES.instructorUnknown,
      403: `${notAuthor} Or: ${EDUCATION_MESSAGES.adminOnlyField}`,
    },
  });
  app.post('/api/courses', createDoc, async (request, reply) => {
    const author = await signedIn(request);
    const input = parseInput(courseInputSchema, request.body);
    return reply.code(201).send(await createCourse(db, author, input));
  });

  const authoringDoc = doc({
    summary: 'A course as its author edits it: every field, its modules and lessons with their content',
    auth: 'user',
    responses: { 200: 'AuthoringCourse' },
    errors: { 403: notEditable, 404: courseNotFound },
  });
  app.get(
    '/api/courses/:id/authoring',
    authoringDoc,
    async (request: WithId, reply): Promise<AuthoringCourse> => {
      const id = courseIdOf(request);
      personal(reply);
      return readAuthoringCourse(db, await signedIn(request), id);
    },
  );

  const updateDoc = doc({
    summary: "Change a course's fields, publish or unpublish it",
    auth: 'user',
    body: courseUpdateSchema,
    responses: { 200: 'AuthoringCourse' },
    errors: {
      400: EDUCATION_MESSAGES.instructorUnknown,
      403: `${notEditable} Or: ${EDUCATION_MESSAGES.adminOnlyField}`,
      404: courseNotFound,
      409: EDUCATION_MESSAGES.publishNeedsLessons,
    },
  });
  app.patch('/api/courses/:id', updateDoc, async (request: WithId): Promise<AuthoringCourse> => {
    const id = courseIdOf(request);
    const author = await signedIn(request);
    return updateCourse(db, author, id, parseInput(courseUpdateSchema, request.body));
  });

  const deleteDoc = doc({
    summary: 'Delete a course nobody ever enrolled in or paid for',
    auth: 'user',
    responses: { 204: null },
    errors: { 403: notEditable, 404: courseNotFound, 409: EDUCATION_MESSAGES.deleteHasLearners },
  });
  app.delete('/api/courses/:id', deleteDoc, async (request: WithId, reply) => {
    const id = courseIdOf(request);
    await deleteCourse(db, await signedIn(request), id);
    return reply.code(204).send();
  });

  const orderDoc = doc({
    summary: "Reorder a course's modules and lessons (every one listed exactly once)",
    auth: 'user',
    body: courseOrderSchema,
    responses: { 200: 'AuthoringCourse' },
    errors: { 400: EDUCATION_MESSAGES.orderMismatch, 403: notEditable, 404: courseNotFound },
  });
  app.put('/api/courses/:id/order', orderDoc, async (request: WithId): Promise<AuthoringCourse> => {
    const id = courseIdOf(request);
    const author = await signedIn(request);
    return orderCourse(db, author, id, parseInput(courseOrderSchema, request.body));
  });

  const addModuleDoc = doc({
    summary: 'Add a module at the end of a course',
    auth: 'user',
    body: moduleInputSchema,
    responses: { 201: 'AuthoringCourse' },
    errors: { 403: notEditable, 404: courseNotFound, 409: EDUCATION_MESSAGES.tooManyModules },
  });
  app.post('/api/courses/:id/modules', addModuleDoc, async (request: WithId, reply) => {
    const id = courseIdOf(request);
    const author = await signedIn(request);
    const input = parseInput(moduleInputSchema, request.body);
    return reply.code(201).send(await addModule(db, author, id, input));
  });

  const updateModuleDoc = doc({
    summary: "Change a module's title, description or whether it is free",
    auth: 'user',
    body: moduleUpdateSchema,
    responses: { 200: 'AuthoringCourse' },
    errors: { 403: notEditable, 404: `${moduleNotFound} Or: ${courseNotFound}` },
  });
  app.patch('/api/modules/:id', updateModuleDoc, async (request: WithId): Promise<AuthoringCourse> => {
    const id = moduleIdOf(request);
    const author = await signedIn(request);
    return updateModule(db, author, id, parseInput(moduleUpdateSchema, request.body));
  });

  const deleteModuleDoc = doc({
    summary: 'Delete a module and its lessons; answers the course',
    auth: 'user',
    responses: { 200: 'AuthoringCourse' },
    errors: { 403: notEditable, 404: `${moduleNotFound} Or: ${courseNotFound}` },
  });
  app.delete('/api/modules/:id', deleteModuleDoc, async (request: WithId): Promise<AuthoringCourse> => {
    const id = moduleIdOf(request);
    return deleteModule(db, await signedIn(request), id);
  });

  const addLessonDoc = doc({
    summary: 'Add a lesson at the end of a module',
    auth: 'user',
    body: lessonInputSchema,
    responses: { 201: 'AuthoringCourse' },
    errors: {
      400: lessonMedia,
      403: notEditable,
      404: `${moduleNotFound} Or: ${courseNotFound}`,
      409: EDUCATION_MESSAGES.tooManyLessons,
    },
  });
  app.post('/api/modules/:id/lessons', addLessonDoc, async (request: WithId, reply) => {
    const id = moduleIdOf(request);
    const author = await signedIn(request);
    const input = parseInput(lessonInputSchema, request.body);
    return reply.code(201).send(await addLesson(db, author, id, input));
  });

  const updateLessonDoc = doc({
    summary: "Change a lesson's title, content, video or listening example",
    auth: 'user',
    body: lessonUpdateSchema,
    responses: { 200: 'AuthoringCourse' },
    errors: { 400: lessonMedia, 403: notEditable, 404: `${lessonNotFound} Or: ${courseNotFound}` },
  });
  app.patch('/api/lessons/:id', updateLessonDoc, async (request: WithId): Promise<AuthoringCourse> => {
    const id = lessonIdOf(request.params.id);
    const author = await signedIn(request);
    return updateLesson(db, author, id, parseInput(lessonUpdateSchema, request.body));
  });

  const deleteLessonDoc = doc({
    summary: 'Delete a lesson; answers the course',
    auth: 'user',
    responses: { 200: 'AuthoringCourse' },
    errors: { 403: notEditable, 404: `${lessonNotFound} Or: ${courseNotFound}` },
  });
  app.delete('/api/lessons/:id', deleteLessonDoc, async (request: WithId): Promise<AuthoringCourse> => {
    const id = lessonIdOf(request.params.id);
    return deleteLesson(db, await signedIn(request), id);
  });

  // The instructor role, given and taken by administrators.
  const instructorsDoc = doc({
    summary: 'The users who hold the instructor role',
    auth: 'admin',
    responses: { 200: 'InstructorList' },
  });
  app.get('/api/admin/instructors', instructorsDoc, async (request, reply): Promise<InstructorList> => {
    await requireAdmin(request);
    personal(reply);
    return listInstructors(db);
  });

  const grantDoc = doc({
    summary: 'Give a user the instructor role (giving it again answers the same)',
    auth: 'admin',
    responses: { 200: 'Instructor' },
    errors: { 404: `${EDUCATION_MESSAGES.userNotFound}: no such user, or the account is deleted.` },
  });
  app.put('/api/admin/instructors/:id', grantDoc, async (request: WithId): Promise<Instructor> => {
    const admin = await requireAdmin(request);
    return grantInstructor(db, admin, userIdOf(request));
  });

  const revokeDoc = doc({
    summary: 'Take the instructor role back (their courses stay, edited by administrators)',
    auth: 'admin',
    responses: { 204: null },
    errors: { 404: `${EDUCATION_MESSAGES.userNotFound}: a malformed user id.` },
  });
  app.delete('/api/admin/instructors/:id', revokeDoc, async (request: WithId, reply) => {
    await requireAdmin(request);
    await revokeInstructor(db, userIdOf(request));
    return reply.code(204).send();
  });
}
