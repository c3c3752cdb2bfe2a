import type { CampaignPreview } from '@common/marketing';
import { publicName } from '@common/people';
import type { AppContext } from '../../../context';
import type { UserRow } from '../../../db/schema';
import { audienceOf } from '../audience';
import { composeCampaign } from '../compose';
import { linkSecret, unsubscribeToken, withToken } from '../unsubscribeTokens';

/** A sample recipient's copy of a campaign: the caller's own, with an unsubscribe link made for them. */
export async function composeOwnCopy(ctx: AppContext, user: UserRow, input: unknown) {
  const audience = audienceOf(user);
  const composed = await composeCampaign(
    ctx.config.mail.linkOrigin,
    { audience, senderName: publicName(user) },
    input,
  );
  const token = unsubscribeToken(await linkSecret(ctx), {
    scope: audience,
    artistId: audience === 'artist' ? user.id : null,
    email: user.email ?? 'you@example.com',
    userId: user.id,
    campaignId: null,
  });
  return {
    subject: composed.subject,
    html: withToken(composed.html, token),
    text: withToken(composed.text, token),
    audience,
  };
}

/** POST /api/marketing/preview: the email exactly as a recipient will see it (sanitised, framed, with its links). */
export async function previewCampaign(
  ctx: AppContext,
  user: UserRow,
  input: unknown,
): Promise<CampaignPreview> {
  const { subject, html, text } = await composeOwnCopy(ctx, user, input);
  return { subject, html, text };
}
