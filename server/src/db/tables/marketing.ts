import type { CampaignStatus } from '@common/marketing';
import type { ColumnType, Generated } from 'kysely';
import { type Timestamp, type TablesStoredAs, storedAs } from '../storedAs';

export interface MarketingConsentsTable {
  fanId: number;
  artistId: number;
  createdAt: Timestamp;
}

export type CampaignAudience = 'artist' | 'platform';

export interface CampaignsTable {
  id: Generated<number>;
  senderId: number | null;
  audience: CampaignAudience;
  senderName: string;
  subject: string;
  html: string;
  text: string;
  articleId: number | null;
  status: ColumnType<CampaignStatus, CampaignStatus | undefined, CampaignStatus>;
  recipientCount: ColumnType<number, number | undefined, number>;
  createdAt: Timestamp;
  completedAt: string | null;
  /** When a scheduled campaign goes (null: sent at once). */
  scheduledFor: string | null;
}

export type DeliveryStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'skipped';

export interface CampaignDeliveriesTable {
  id: Generated<number>;
  campaignId: number;
  userId: number | null;
  subscriptionId: number | null;
  email: string;
  status: ColumnType<DeliveryStatus, DeliveryStatus | undefined, DeliveryStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  claimedAt: string | null;
  runAfter: string | null;
  sentAt: string | null;
  messageId: string | null;
  lastError: string | null;
}

export interface MarketingUnsubscribesTable {
  id: Generated<number>;
  email: string;
  scope: CampaignAudience;
  artistId: number | null;
  campaignId: number | null;
  createdAt: Timestamp;
}

/** The marketing tables, under their names in the database. */
export interface MarketingTables {
  marketingConsents: MarketingConsentsTable;
  campaigns: CampaignsTable;
  campaignDeliveries: CampaignDeliveriesTable;
  marketingUnsubscribes: MarketingUnsubscribesTable;
}

/** How the marketing tables store their booleans and JSON values (decision 0042). */
export const marketingStoredAs: TablesStoredAs<MarketingTables> = {
  marketingConsents: storedAs<MarketingConsentsTable>()({}),
  campaigns: storedAs<CampaignsTable>()({}),
  campaignDeliveries: storedAs<CampaignDeliveriesTable>()({}),
  marketingUnsubscribes: storedAs<MarketingUnsubscribesTable>()({}),
};
