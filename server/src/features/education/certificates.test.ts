import {
  certificateExpiry,
  certificateNumberPattern,
  certificateStatus,
  type CertificateVerification,
  EDUCATION_MESSAGES,
  isoDay,
  type LessonCompletion,
  linkedInCertificationUrl,
  type MyCertificates,
  type MyLearning,
} from '@common/education';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { issueCertificate, newCertificateNumber } from './certificates';
import { enrolDirectly, makeCourse } from './testing';

describe('certificate dates and status', () => {
  it('expires one year after the issue date (29 February moves to 1 March)', () => {
    expect(certificateExpiry('2025-03-14')).toBe('2026-03-14');
    expect(certificateExpiry('2028-02-29')).toBe('2029-03-01');
  });

  it('is active, then expiring soon in its last 30 days, then expired; revoked stays revoked', () => {
    const on = (day: string) => new Date(`${day}T12:00:00Z`);
    const certificate = { expiryDate: '2026-06-30', status: 'active' };
    expect(certificateStatus(certificate, on('2025-07-01'))).toBe('active');
    expect(certificateStatus(certificate, on('2026-05-31'))).toBe('active');
    expect(certificateStatus(certificate, on('2026-06-01'))).toBe('expiring soon');
    expect(certificateStatus(certificate, on('2026-06-30'))).toBe('expiring soon');
    expect(certificateStatus(certificate, on('2026-07-01'))).toBe('expired');
    expect(certificateStatus({ ...certificate, status: 'revoked' }, on('2025-07-01'))).toBe('revoked');
  });

  it("numbers certificates 'PANDA-CERT-' and ten digits", () => {
    const numbers = Array.from({ length: 50 }, newCertificateNumber);
    expect(numbers.every((n) => certificateNumberPattern.test(n) && /^PANDA-CERT-\d{10}$/.test(n))).toBe(
      true,
    );
    expect(new Set(numbers).size).toBe(50);
  });
});

describe('sharing a certificate', () => {
  it("fills LinkedIn's add-to-profile form: course, Panda Nation, months of issue and expiry, address, number", () => {
    const url = linkedInCertificationUrl({
      courseTitle: 'Mixing & Mastering at Home',
      issueDate: '2026-03-01',
      expiryDate: '2027-03-01',
      verifyUrl: 'https://panda.example/certificates/PANDA-CERT-0123456789',
      certificateNumber: 'PANDA-CERT-0123456789',
    });
    expect(url).toBe(
      'https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME' +
        '&name=Mixing%20%26%20Mastering%20at%20Home&organizationName=Panda%20Nation' +
        '&issueYear=2026&issueMonth=3&expirationYear=2027&expirationMonth=3' +
        '&certUrl=https%3A%2F%2Fpanda.example%2Fcertificates%2FPANDA-CERT-0123456789&certId=PANDA-CERT-0123456789',
    );
    expect(Object.fromEntries(new URL(url).searchParams)).toMatchObject({
      name: 'Mixing & Mastering at Home',
      organizationName: 'Panda Nation',
    });
  });
});

describeEachDatabase('certificates', (t) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await t.buildApp();
  });
  afterAll(() => app.close());

  async function learner(name = 'Learner') {
    const user = await createUser(t.db, { displayName: name });
    return { user, client: await signedInClient(app, user) };
  }

  it('issues exactly one certificate when the last lessons are completed at the same time', async () => {
    const course = await makeCourse(t.db, { title: 'Concurrency 101', modules: 2, lessonsPerModule: 2 });
    const { user, client } = await learner('Ada Finisher');
    await enrolDirectly(t.db, user.id, course.id);
    const [a, b, c, d] = course.lessonIds.flat();
    await client.post(`/api/lessons/${a}/complete`);
    await client.post(`/api/lessons/${b}/complete`);
    // The last two lessons, each several times, all at once.
    const responses = await Promise.all(
      [c, d, c, d, c, d].map((lesson) => client.post(`/api/lessons/${lesson}/complete`)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const rows = await t.db
      .selectFrom('certifications')
      .selectAll()
      .where('userId', '=', user.id)
      .where('courseId', '=', course.id)
      .execute();
    expect(rows).toHaveLength(1);
    const number = rows[0]!.certificateNumber;
    const issued = responses.map((r) => r.json() as LessonCompletion).filter((r) => r.certificate !== null);
    expect(issued.length).toBeGreaterThan(0);
    expect(new Set(issued.map((r) => r.certificate!.certificateNumber))).toEqual(new Set([number]));

    const today = isoDay(new Date());
    const mine = (await client.get('/api/me/certificates')).json() as MyCertificates;
    expect(mine.certificates).toEqual([
      {
        id: rows[0]!.id,
        courseId: course.id,
        courseTitle: 'Concurrency 101',
        certificateNumber: number,
        issueDate: today,
        expiryDate: certificateExpiry(today),
        status: 'active',
        verifyUrl: `${app.ctx.config.mail.linkOrigin}/certificates/${number}`,
        pdfUrl: `/api/certificates/${number}/pdf`,
      },
    ]);
    const learning = (await client.get('/api/me/learning')).json() as MyLearning;
    expect(learning.courses[0]).toMatchObject({
      progress: 100,
      completedAt: expect.any(String),
      certificateNumber: number,
    });
  });

  it('issues one certificate when issueCertificate races directly', async () => {
    const course = await makeCourse(t.db);
    const user = await createUser(t.db);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => issueCertificate(t.db, user.id, course.id)),
    );
    expect(results.filter((r) => r.issued)).toHaveLength(1);
    expect(new Set(results.map((r) => r.certificate.certificateNumber)).size).toBe(1);
  });

  it('gives no certificate to someone who completed the lessons without being enrolled', async () => {
    const course = await makeCourse(t.db, { modules: 1, lessonsPerModule: 2 });
    const { user, client } = await learner();
    // The only module is free: its lessons count, but only an enrolment earns the certificate.
    for (const lesson of course.lessonIds[0]!) {
      const response = (await client.post(`/api/lessons/${lesson}/complete`)).json() as LessonCompletion;
      expect(response.certificate).toBeNull();
    }
    expect(
      await t.db.selectFrom('certifications').select('id').where('userId', '=', user.id).execute(),
    ).toEqual([]);
  });

  it('verifies a certificate publicly by its number, and says plainly when a number is unknown', async () => {
    const course = await makeCourse(t.db, { title: 'Verified Mixing', modules: 1, lessonsPerModule: 1 });
    const { user, client } = await learner('Grace Holder');
    await enrolDirectly(t.db, user.id, course.id);
    const done = (
      await client.post(`/api/lessons/${course.lessonIds[0]![0]}/complete`)
    ).json() as LessonCompletion;
    const number = done.certificate!.certificateNumber;

    const visitor = new TestClient(app);
    const verified = await visitor.get(`/api/certificates/${number}`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      certificateNumber: number,
      holderName: 'Grace Holder',
      courseId: course.id,
      courseTitle: 'Verified Mixing',
      instructor: 'Panda Nation Academy',
      issueDate: done.certificate!.issueDate,
      expiryDate: done.certificate!.expiryDate,
      status: 'active',
      valid: true,
      verifyUrl: done.certificate!.verifyUrl,
      pdfUrl: done.certificate!.pdfUrl,
    } satisfies CertificateVerification);
    // The number is read without regard to case.
    expect((await visitor.get(`/api/certificates/${number.toLowerCase()}`)).statusCode).toBe(200);
    for (const unknown of ['PANDA-CERT-0000000000', 'nonsense', 'PANDA-CERT-12']) {
      const response = await visitor.get(`/api/certificates/${unknown}`);
      expect([response.statusCode, response.json()]).toEqual([
        404,
        { message: EDUCATION_MESSAGES.certificateNotFound },
      ]);
    }
  });

  it('shows expiring soon in the last 30 days and expired after the expiry date', async () => {
    const user = await createUser(t.db, { displayName: 'Time Traveller' });
    const course = await makeCourse(t.db);
    const day = 24 * 3600_000;
    const cases = [
      { expiryDate: isoDay(new Date(Date.now() + 200 * day)), status: 'active' },
      { expiryDate: isoDay(new Date(Date.now() + 10 * day)), status: 'expiring soon' },
      { expiryDate: isoDay(new Date(Date.now() - 2 * day)), status: 'expired' },
    ];
    for (const [index, { expiryDate, status }] of cases.entries()) {
      const other = index === 0 ? course : await makeCourse(t.db);
      const number = newCertificateNumber();
      await t.db
        .insertInto('certifications')
        .values({
          userId: user.id,
          courseId: other.id,
          certificateNumber: number,
          issueDate: isoDay(new Date(Date.parse(expiryDate) - 365 * day)),
          expiryDate,
          status: 'active',
        })
        .execute();
      const response = (await new TestClient(app).get(`/api/certificates/${number}`)).json();
      expect(response).toMatchObject({ status, valid: status !== 'expired' });
    }
  });

  it('downloads a printable PDF with the verification address', async () => {
    const course = await makeCourse(t.db, { title: 'Certificate Design', modules: 1, lessonsPerModule: 1 });
    const { user, client } = await learner('Zoë Dvořák');
    await enrolDirectly(t.db, user.id, course.id);
    const done = (
      await client.post(`/api/lessons/${course.lessonIds[0]![0]}/complete`)
    ).json() as LessonCompletion;
    const number = done.certificate!.certificateNumber;
    const response = await new TestClient(app).get(`/api/certificates/${number}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1000);
    // The verification link is an annotation, stored as plain text.
    expect(pdf.toString('latin1')).toContain(`/certificates/${number}`);
    expect((await new TestClient(app).get('/api/certificates/PANDA-CERT-0000000001/pdf')).statusCode).toBe(
      404,
    );
  });
});
