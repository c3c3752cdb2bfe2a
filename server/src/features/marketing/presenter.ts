import type { CampaignStatus, CampaignSummary, Subscriber } from '@common/marketing';
import type { Recipient } from './audience';

/**
 * One subscriber of GET /api/marketing/emails: the four fields of part 2, whether it is an account, and what a
 * segment chooses by (location, fan level).
 */
export const presentSubscriber = (recipient: Recipient): Subscriber => ({
  id: recipient.id,
  email: recipient.email,
  displayName: recipient.displayName,
  userType: recipient.userType,
  kind: recipient.userId === null ? 'newsletter' : 'account',
  location: recipient.location,
  fanLevel: recipient.fanLevel,
});

export interface DeliveryCounts {
  queued: number;
  sent: number;
  failed: number;
  skipped: number;
  unsubscribed: number;
}

/** One row of the campaign history. */
export function presentCampaignSummary(
  row: {
    id: number;
    subject: string;
    createdAt: string;
    status: CampaignStatus;
    scheduledFor: string | null;
    recipientCount: number;
  },
  counts: DeliveryCounts,
): CampaignSummary {
  return {
    id: row.id,
    subject: row.subject,
    createdAt: new Date(row.createdAt).toISOString(),
    status: row.status,
    scheduledFor: row.scheduledFor ? new Date(row.scheduledFor).toISOString() : null,
    recipients: row.recipientCount,
    ...counts,
  };
}
