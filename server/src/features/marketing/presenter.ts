import type { CampaignSummary, Subscriber } from '@common/marketing';
import type { UserRow } from '../../db/schema';
import type { Recipient } from './audience';

/** The name a sender signs a campaign with: the display name, or the username. */
export const senderNameOf = (user: Pick<UserRow, 'displayName' | 'username'>) =>
  user.displayName?.trim() || user.username;

/** One subscriber of GET /api/marketing/emails (only the four fields of part 2). */
export const presentSubscriber = (recipient: Recipient): Subscriber => ({
  id: recipient.id,
  email: recipient.email,
  displayName: recipient.displayName,
  userType: recipient.userType,
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
  row: { id: number; subject: string; createdAt: string; status: 'sending' | 'sent'; recipientCount: number },
  counts: DeliveryCounts,
): CampaignSummary {
  return {
    id: row.id,
    subject: row.subject,
    createdAt: new Date(row.createdAt).toISOString(),
    status: row.status,
    recipients: row.recipientCount,
    ...counts,
  };
}
