import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { enrolLearner } from './commands/enrolLearner';
import { makeCourse } from './testing';

describeEachDatabase('enrolLearner, the one enrolment command', (t) => {
  async function payment(userId: number) {
    const now = new Date().toISOString();
    const row = await t.db
      .insertInto('transactions')
      .values({
        userId,
        paymentType: 'course_enrollment',
        amount: 500,
        status: 'succeeded',
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('enrols once, answers nothing while enrolled, and opens an ended enrolment again with its progress', async () => {
    const course = await makeCourse(t.db, { price: 0 });
    const user = await createUser(t.db);
    const first = await enrolLearner(t.db, { userId: user.id, courseId: course.id, transactionId: null });
    expect(first).toMatchObject({ userId: user.id, courseId: course.id, transactionId: null, endedAt: null });
    expect(
      await enrolLearner(t.db, { userId: user.id, courseId: course.id, transactionId: null }),
    ).toBeUndefined();

    await t.db
      .updateTable('userCourseEnrollments')
      .set({ endedAt: new Date().toISOString(), progress: 40 })
      .where('id', '=', first!.id)
      .execute();
    const paid = await payment(user.id);
    const reopened = await enrolLearner(t.db, { userId: user.id, courseId: course.id, transactionId: paid });
    expect(reopened).toMatchObject({ id: first!.id, transactionId: paid, endedAt: null, progress: 40 });
    const rows = await t.db
      .selectFrom('userCourseEnrollments')
      .select('id')
      .where('userId', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("writes in the caller's transaction: nothing stays when it rolls back", async () => {
    const course = await makeCourse(t.db);
    const user = await createUser(t.db);
    const paid = await payment(user.id);
    await expect(
      t.db.transaction().execute(async (trx) => {
        const enrolled = await enrolLearner(trx, {
          userId: user.id,
          courseId: course.id,
          transactionId: paid,
        });
        expect(enrolled).toMatchObject({ transactionId: paid });
        throw new Error('the settlement failed');
      }),
    ).rejects.toThrow('the settlement failed');
    const rows = await t.db
      .selectFrom('userCourseEnrollments')
      .select('id')
      .where('userId', '=', user.id)
      .execute();
    expect(rows).toHaveLength(0);
  });
});
