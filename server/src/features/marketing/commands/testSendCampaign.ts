import { MARKETING, MARKETING_MESSAGES, type MarketingNotice } from '@common/marketing';
import type { AppContext } from '../../../context';
import type { UserRow } from '../../../db/schema';
import { badRequest } from '../../../lib/errors';
import { storeMail } from '../../../mail/queueMail';
import { composeOwnCopy } from './previewCampaign';

/**
 * POST /api/marketing/test-send: one copy of the campaign to the caller's own verified address, through the
 * ordinary mail queue (the mail lane, not the campaign lane), its subject marked as a test.
 */
export async function testSendCampaign(
  ctx: AppContext,
  user: UserRow,
  input: unknown,
  takeAllowance: () => Promise<void>,
): Promise<MarketingNotice> {
  const copy = await composeOwnCopy(ctx, user, input);
  if (!user.email || !user.emailVerifiedAt) throw badRequest(MARKETING_MESSAGES.testNeedsVerifiedEmail);
  await takeAllowance();
  await storeMail(ctx.database.db, ctx.config.mail, {
    kind: 'campaign-test',
    to: user.email,
    userId: user.id,
    subject: `${MARKETING.testSubjectPrefix}${copy.subject}`,
    html: copy.html,
    text: copy.text,
  });
  return { message: MARKETING_MESSAGES.testSent(user.email) };
}
