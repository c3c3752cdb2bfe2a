import {
  type CourseDetail,
  type CourseList,
  EDUCATION_MESSAGES,
  type EnrollResult,
  type MyCertificates,
  type MyLearning,
} from '@common/education';
import type { Checkout, PaymentResult } from '@common/payments';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInClient, type TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { refundPayment } from '../payments/commands/refundPayment';
import { settlePayment } from '../payments/settle';
import { confirm, DECLINED_CARD, newKey } from '../tips/testing';
import { enrollmentDescription } from './fulfilment';
import { makeCourse, makeInstructor } from './testing';

describeEachDatabase('paid enrolment', (t) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await t.buildApp();
  });
  afterAll(() => app.close());

  async function learner(name = 'Learner') {
    const user = await createUser(t.db, { displayName: name });
    return { user, client: await signedInClient(app, user) };
  }

  const enroll = (client: TestClient, courseId: number, key = newKey()) =>
    client.post(`/api/courses/${courseId}/enroll`, {}, { headers: { 'idempotency-key': key } });

  async function checkoutFor(client: TestClient, courseId: number, key?: string): Promise<Checkout> {
    const response = await enroll(client, courseId, key);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as EnrollResult;
    if (result.status !== 'payment_required') throw new Error('expected a checkout');
    return result.checkout;
  }

  const inboxOf = (userId: number) =>
    t.db.selectFrom('inboxMessages').selectAll().where('recipientId', '=', userId).orderBy('id').execute();

  it('answers a checkout for a paid course and enrols once the sandbox payment succeeds', async () => {
    const teacher = await createUser(t.db, { displayName: 'Teacher Tee' });
    await makeInstructor(t.db, teacher.id);
    const course = await makeCourse(t.db, { title: 'Paid Beats', instructorId: teacher.id });
    const { user, client } = await learner('Paying Pat');
    const noKey = await client.post(`/api/courses/${course.id}/enroll`);
    expect(noKey.statusCode).toBe(400);

    const checkout = await checkoutFor(client, course.id);
    expect(checkout).toMatchObject({
      provider: 'sandbox',
      amount: 500,
      currency: 'usd',
      paymentType: 'course_enrollment',
      description: enrollmentDescription('Paid Beats'),
      status: 'pending',
    });
    const payment = await t.db
      .selectFrom('transactions')
      .selectAll()
      .where('id', '=', checkout.transactionId)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({
      payeeId: teacher.id,
      feeAmount: 75,
      creatorAmount: 425,
      contentType: 'course',
      contentId: course.id,
    });
    // Not enrolled while the payment waits.
    const locked = await client.get(`/api/courses/${course.id}/lessons/${course.lessonIds[1]![0]}`);
    expect(locked.statusCode).toBe(403);

    // A declined card leaves the payment open; another card pays it.
    const declined = await confirm(client, checkout, DECLINED_CARD);
    expect([declined.statusCode, declined.json()]).toMatchObject([
      402,
      { message: 'Your card was declined.' },
    ]);
    expect((await client.get(`/api/courses/${course.id}`)).json()).toMatchObject({ enrollment: null });
    // Asking again while it waits answers the same payment, whatever the new key.
    const retried = await checkoutFor(client, course.id);
    expect(retried.transactionId).toBe(checkout.transactionId);
    const paid = await confirm(client, retried);
    expect((paid.json() as PaymentResult).status).toBe('succeeded');

    const detail = (await client.get(`/api/courses/${course.id}`)).json() as CourseDetail;
    expect(detail).toMatchObject({ enrolled: true, enrolledCount: 1, enrollment: { progress: 0 } });
    const opened = await client.get(`/api/courses/${course.id}/lessons/${course.lessonIds[1]![0]}`);
    expect(opened.statusCode).toBe(200);
    const learning = (await client.get('/api/me/learning')).json() as MyLearning;
    expect(learning.courses.map((c) => c.courseId)).toEqual([course.id]);

    const again = await enroll(client, course.id);
    expect([again.statusCode, again.json()]).toEqual([409, { message: EDUCATION_MESSAGES.alreadyEnrolled }]);
    expect((await inboxOf(user.id)).at(-1)).toMatchObject({
      kind: 'receipt',
      subject: 'Enrollment Successful',
    });
    expect((await inboxOf(teacher.id)).at(-1)).toMatchObject({
      subject: 'Paying Pat enrolled in "Paid Beats"',
    });
    // The instructor's 85% shows in their earnings.
    const teacherClient = await signedInClient(app, teacher);
    const earnings = (await teacherClient.get('/api/me/earnings')).json() as { totals: { allTime: number } };
    expect(earnings.totals.allTime).toBe(425);
  });

  it("pays the platform for its own courses, and refuses a course's own instructor", async () => {
    const platform = await makeCourse(t.db);
    const { client } = await learner();
    const checkout = await checkoutFor(client, platform.id);
    const payment = await t.db
      .selectFrom('transactions')
      .select(['payeeId', 'creatorAmount'])
      .where('id', '=', checkout.transactionId)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({ payeeId: null, creatorAmount: 0 });

    const teacher = await learner('Teacher');
    await makeInstructor(t.db, teacher.user.id);
    const own = await makeCourse(t.db, { instructorId: teacher.user.id });
    const refused = await enroll(teacher.client, own.id);
    expect([refused.statusCode, refused.json()]).toEqual([409, { message: EDUCATION_MESSAGES.ownCourse }]);
    // Their own course's lessons are open to them anyway.
    expect(
      (await teacher.client.get(`/api/courses/${own.id}/lessons/${own.lessonIds[1]![0]}`)).statusCode,
    ).toBe(200);
  });

  it('never enrols twice: a second payment settled for the same course is refunded', async () => {
    const course = await makeCourse(t.db);
    const { user, client } = await learner();
    // Two checkouts opened before either was paid (two tabs, before the waiting payment existed).
    const first = await checkoutFor(client, course.id);
    await t.db
      .updateTable('transactions')
      .set({ status: 'canceled' })
      .where('id', '=', first.transactionId)
      .execute();
    const second = await checkoutFor(client, course.id);
    expect(second.transactionId).not.toBe(first.transactionId);
    await t.db
      .updateTable('transactions')
      .set({ status: 'pending' })
      .where('id', '=', first.transactionId)
      .execute();

    await Promise.all([confirm(client, first), confirm(client, second)]);
    const enrolments = await t.db
      .selectFrom('userCourseEnrollments')
      .selectAll()
      .where('userId', '=', user.id)
      .where('courseId', '=', course.id)
      .execute();
    expect(enrolments).toHaveLength(1);
    const payments = await t.db
      .selectFrom('transactions')
      .select(['id', 'status', 'failureMessage'])
      .where('id', 'in', [first.transactionId, second.transactionId])
      .orderBy('id')
      .execute();
    const kept = payments.find((p) => p.id === enrolments[0]!.transactionId)!;
    const other = payments.find((p) => p.id !== kept.id)!;
    expect(kept.status).toBe('succeeded');
    // The duplicate is refunded after its settlement commits.
    await expect
      .poll(
        async () =>
          (
            await t.db
              .selectFrom('transactions')
              .select('status')
              .where('id', '=', other.id)
              .executeTakeFirstOrThrow()
          ).status,
      )
      .toBe('refunded');
    expect(((await client.get(`/api/courses/${course.id}`)).json() as CourseDetail).enrolledCount).toBe(1);
  });

  it('ends access when the enrolment payment is refunded, revoking a certificate; paying again restores it', async () => {
    const course = await makeCourse(t.db, { modules: 1, lessonsPerModule: 2, firstModuleFree: false });
    const { user, client } = await learner();
    const checkout = await checkoutFor(client, course.id);
    await confirm(client, checkout);
    for (const lesson of course.lessonIds[0]!) await client.post(`/api/lessons/${lesson}/complete`);
    const before = (await client.get('/api/me/certificates')).json() as MyCertificates;
    expect(before.certificates).toHaveLength(1);
    const number = before.certificates[0]!.certificateNumber;

    const refund = await refundPayment(app.ctx, checkout.transactionId, 'Bought by mistake');
    expect(refund.status).toBe('refunded');
    const locked = await client.get(`/api/courses/${course.id}/lessons/${course.lessonIds[0]![0]}`);
    expect([locked.statusCode, locked.json()]).toEqual([403, { message: EDUCATION_MESSAGES.lessonLocked }]);
    expect(((await client.get('/api/me/learning')).json() as MyLearning).courses).toEqual([]);
    const list = (await client.get('/api/courses')).json() as CourseList;
    expect(list.courses.find((c) => c.id === course.id)).toMatchObject({ enrolledCount: 0, enrolled: false });
    const verification = await client.get(`/api/certificates/${number}`);
    expect(verification.json()).toMatchObject({ status: 'revoked', valid: false });
    const receipt = (await inboxOf(user.id)).at(-1);
    expect(receipt?.body).toContain('its paid lessons are locked again');

    // Enrolling again is a new payment; progress was kept, the certificate comes back.
    const again = await checkoutFor(client, course.id);
    expect(again.transactionId).not.toBe(checkout.transactionId);
    await confirm(client, again);
    const detail = (await client.get(`/api/courses/${course.id}`)).json() as CourseDetail;
    expect(detail.enrollment).toMatchObject({ progress: 100 });
    expect(detail.certificate).toEqual({ certificateNumber: number, status: 'active' });
  });

  it('enrols nobody for a failed payment', async () => {
    const course = await makeCourse(t.db);
    const { user, client } = await learner();
    const checkout = await checkoutFor(client, course.id);
    await settlePayment(
      app.ctx,
      { transactionId: checkout.transactionId },
      { status: 'failed', message: 'No' },
    );
    const rows = await t.db
      .selectFrom('userCourseEnrollments')
      .select('id')
      .where('userId', '=', user.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
