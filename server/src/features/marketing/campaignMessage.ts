import { randomBytes } from 'node:crypto';
import type { MailConfig } from '../../config';
import type { CampaignAudience } from '../../db/schema';
import { oneClickUrl } from './unsubscribeTokens';

/** A campaign as its send job reads it. */
export interface CampaignToSend {
  id: number;
  audience: CampaignAudience;
  senderId: number | null;
  senderName: string;
  subject: string;
  html: string;
  text: string;
}

/** The address part of MAIL_FROM. */
const senderAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/** The domain of MAIL_FROM's address, which names our Message-IDs and lists. */
const senderDomain = (from: string) => senderAddress(from).split('@')[1] ?? 'pandanation.localhost';

/** Who the email is from: '"Maya Rivers via Panda Nation" <no-reply@...>' for an artist, MAIL_FROM for the platform. */
export function campaignFrom(
  mailFrom: string,
  campaign: Pick<CampaignToSend, 'audience' | 'senderName'>,
): string {
  if (campaign.audience === 'platform') return mailFrom;
  const name =
    campaign.senderName
      .replace(/["\\<>\r\n]/g, '')
      .trim()
      .slice(0, 60) || 'An artist';
  return `"${name} via Panda Nation" <${senderAddress(mailFrom)}>`;
}

/**
 * Message-IDs of our own for the deliveries claimed together, `<campaign.C.D.R@domain>` for delivery D (R random,
 * one per claim): what goes before and after the delivery's id. Chosen when a delivery is first claimed and kept
 * for its retries.
 */
export function messageIdAround(mailFrom: string, campaignId: number): { before: string; after: string } {
  return {
    before: `<campaign.${campaignId}.`,
    after: `.${randomBytes(8).toString('hex')}@${senderDomain(mailFrom)}>`,
  };
}

/** The list headers of one recipient's copy, with their own unsubscribe token. */
export function campaignHeaders(
  mail: Pick<MailConfig, 'from' | 'linkOrigin'>,
  campaign: Pick<CampaignToSend, 'audience' | 'senderId'>,
  token: string,
): Record<string, string> {
  const domain = senderDomain(mail.from);
  return {
    // RFC 2369 and RFC 8058: mail programs show an unsubscribe button that POSTs here, no sign-in needed.
    'List-Unsubscribe': `<${oneClickUrl(mail.linkOrigin, token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'List-Id':
      campaign.audience === 'artist' ? `<artist-${campaign.senderId}.${domain}>` : `<news.${domain}>`,
  };
}
