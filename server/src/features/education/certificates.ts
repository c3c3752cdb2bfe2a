import { randomInt } from 'node:crypto';
import { CERTIFICATE, certificateExpiry, isoDay } from '@common/education';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { notify } from '../notifications';
import type { CertificateRow } from './presenter';

/** 'PANDA-CERT-' and ten random digits: unguessable enough that the public check cannot list every holder. */
export function newCertificateNumber(): string {
  const digits = Array.from({ length: CERTIFICATE.digits }, () => randomInt(10)).join('');
  return `${CERTIFICATE.prefix}${digits}`;
}

/**
 * The learner's certificate for a course, issued now if they have none: exactly one per learner and course,
 * however many completions race, because the insert is conditional on the unique (user, course) index
 * (ON CONFLICT DO NOTHING) and the loser reads the winner's row. A number already taken (a unique violation
 * on the number, not on the pair) is drawn again.
 */
export async function issueCertificate(
  db: Kysely<Database>,
  userId: number,
  courseId: number,
  now = new Date(),
): Promise<{ certificate: CertificateRow; issued: boolean }> {
  const issueDate = isoDay(now);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const inserted = await db
        .insertInto('certifications')
        .values({
          userId,
          courseId,
          certificateNumber: newCertificateNumber(),
          issueDate,
          expiryDate: certificateExpiry(issueDate),
          status: 'active',
        })
        .onConflict((oc) => oc.columns(['userId', 'courseId']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted) {
        await notifyCertificate(db, inserted);
        return { certificate: inserted, issued: true };
      }
    } catch (error) {
      if (isUniqueViolation(error)) continue;
      throw error;
    }
    const existing = await findCertificateOf(db, userId, courseId);
    if (existing) return { certificate: existing, issued: false };
  }
  throw new Error('issueCertificate: no free certificate number after 5 draws');
}

/** The learner's certificate for a course, or undefined. */
export function findCertificateOf(
  db: Kysely<Database>,
  userId: number,
  courseId: number,
): Promise<CertificateRow | undefined> {
  return db
    .selectFrom('certifications')
    .selectAll()
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .executeTakeFirst();
}

/** The learner hears of a certificate once, when it is issued. */
async function notifyCertificate(db: Kysely<Database>, certificate: CertificateRow): Promise<void> {
  const course = await db
    .selectFrom('courses')
    .select('title')
    .where('id', '=', certificate.courseId)
    .executeTakeFirst();
  if (certificate.userId === null) return;
  await notify(db, {
    recipientId: certificate.userId,
    kind: 'certificate',
    subjectType: 'certificate',
    subjectId: certificate.id,
    data: { title: course?.title ?? null, number: certificate.certificateNumber },
  });
}
