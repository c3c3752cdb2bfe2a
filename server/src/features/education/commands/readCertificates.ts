import {
  type CertificateVerification,
  certificateNumberPattern,
  certificateStatus,
  EDUCATION_MESSAGES,
  type MyCertificates,
} from '@common/education';
import { publicName } from '@common/people';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { certificateLinks, presentCertificate } from '../presenter';
import { instructorNameOf, instructorNames } from '../queries';

/** The caller's certificates, newest first, each with its status on `today`. */
export async function listMyCertificates(
  db: Kysely<Database>,
  userId: number,
  origin: string,
  today = new Date(),
): Promise<MyCertificates> {
  const rows = await db
    .selectFrom('certifications as cert')
    .innerJoin('courses as c', 'c.id', 'cert.courseId')
    .selectAll('cert')
    .select('c.title as courseTitle')
    .where('cert.userId', '=', userId)
    .orderBy('cert.issueDate', 'desc')
    .orderBy('cert.id', 'desc')
    .execute();
  return { certificates: rows.map((row) => presentCertificate(row, row.courseTitle, origin, today)) };
}

/** What the public check and the PDF read of a certificate: its holder, course and dates. */
export interface CertificateRecord {
  verification: CertificateVerification;
}

/**
 * A certificate by its number, for anyone checking it: the holder's display name, the course, its instructor,
 * the dates and the status on `today`. An unknown (or malformed) number is 404, said plainly.
 */
export async function findCertificateRecord(
  db: Kysely<Database>,
  number: string,
  origin: string,
  today = new Date(),
): Promise<CertificateRecord> {
  const wanted = number.trim().toUpperCase();
  if (!certificateNumberPattern.test(wanted)) throw notFound(EDUCATION_MESSAGES.certificateNotFound);
  const row = await db
    .selectFrom('certifications as cert')
    .innerJoin('courses as c', 'c.id', 'cert.courseId')
    .innerJoin('users as u', 'u.id', 'cert.userId')
    .select([
      'cert.certificateNumber',
      'cert.issueDate',
      'cert.expiryDate',
      'cert.status',
      'c.id as courseId',
      'c.title as courseTitle',
      'c.instructor',
      'c.instructorId',
      'u.username',
      'u.displayName',
    ])
    .where('cert.certificateNumber', '=', wanted)
    .executeTakeFirst();
  if (!row) throw notFound(EDUCATION_MESSAGES.certificateNotFound);
  const names = await instructorNames(db, [row]);
  const status = certificateStatus(row, today);
  return {
    verification: {
      certificateNumber: row.certificateNumber,
      holderName: publicName(row),
      courseId: Number(row.courseId),
      courseTitle: row.courseTitle,
      instructor: instructorNameOf(row, names),
      issueDate: row.issueDate,
      expiryDate: row.expiryDate ?? row.issueDate,
      status,
      valid: status === 'active' || status === 'expiring soon',
      ...certificateLinks(origin, row.certificateNumber),
    },
  };
}
