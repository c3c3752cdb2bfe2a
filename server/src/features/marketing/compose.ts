import { campaignSchema } from '@common/marketing';
import type { CampaignAudience } from '../../db/schema';
import { parseInput } from '../../lib/validate';
import { renderCampaignEmail } from './campaignEmail';
import { campaignContentHtml } from './sanitize';

/** A campaign as written: validated, sanitised and rendered once for every recipient. */
export interface ComposedCampaign {
  subject: string;
  /** The whole email with TOKEN_PLACEHOLDER where each recipient's unsubscribe token goes. */
  html: string;
  text: string;
}

/**
 * Validates a campaign with the shared schema (400 with the spec's messages), cleans its HTML and renders the
 * email every recipient gets: who sent it, the content, why the reader gets it and the unsubscribe link.
 */
export async function composeCampaign(
  origin: string,
  from: { audience: CampaignAudience; senderName: string },
  input: unknown,
): Promise<ComposedCampaign> {
  const { subject: typed, htmlContent } = parseInput(campaignSchema, input);
  // A subject is one header line.
  const subject = typed.replace(/[\r\n\t]+/g, ' ');
  const contentHtml = campaignContentHtml(htmlContent, origin);
  const { html, text } = await renderCampaignEmail({ ...from, subject, contentHtml, origin });
  return { subject, html, text };
}
