import { certificateNumberPattern, certificateStatus } from '@common/education';
import { publicName } from '@common/people';
import type { AppContext } from '../../../context';
import { shareImageOf } from '../image/cards';
import type { PreviewProvider, PreviewRequest } from '../preview';

/** A certificate by its number (as the public check reads it), or undefined. */
export async function findSharedCertificate(ctx: AppContext, number: string) {
  const wanted = number.trim().toUpperCase();
  if (!certificateNumberPattern.test(wanted)) return undefined;
  return ctx.database.db
    .selectFrom('certifications as cert')
    .innerJoin('courses as c', 'c.id', 'cert.courseId')
    .innerJoin('users as u', 'u.id', 'cert.userId')
    .select([
      'cert.id',
      'cert.certificateNumber',
      'cert.issueDate',
      'cert.expiryDate',
      'cert.status',
      'c.title as courseTitle',
      'u.username',
      'u.displayName',
      'u.deletedAt',
    ])
    .where('cert.certificateNumber', '=', wanted)
    .executeTakeFirst();
}

/**
 * /certificates/:number: anyone with the number can check a certificate, so its link has a preview (the holder
 * shares it on purpose); search engines are told not to index a person's certificate, and it is not in the
 * sitemap. A revoked certificate, or one whose holder deleted their account, has none.
 */
async function previewCertificate({ ctx, params, origin }: PreviewRequest) {
  const found = await findSharedCertificate(ctx, params.number ?? '');
  if (!found) return null;
  if (found.deletedAt || certificateStatus(found) === 'revoked') return 'hidden';
  const holder = publicName(found);
  return {
    title: `Certificate: ${found.courseTitle}`,
    description: `${holder} completed ${found.courseTitle} on Panda Nation (certificate ${found.certificateNumber}, issued ${found.issueDate}). Check it here.`,
    canonicalPath: `/certificates/${found.certificateNumber}`,
    type: 'website',
    image: shareImageOf(
      'certificate',
      found.certificateNumber,
      found.issueDate,
      origin,
      `Certificate of ${holder} for ${found.courseTitle}`,
    ),
    indexable: false,
  } as const;
}

export const certificatePreviews: PreviewProvider = {
  path: '/certificates/:number',
  preview: previewCertificate,
};
