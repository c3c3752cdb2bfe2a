import { z } from 'zod';

/**
 * The Fan Portal (part 2): an artist's fans computed from real activity (plays, likes, follows, tips,
 * purchases and fan subscriptions), their levels, analytics, and the messages and rewards that reach a
 * fan's inbox.
 */

export const FAN_LEVELS = ['Diamond', 'Platinum', 'Gold', 'Silver', 'Bronze'] as const;
export type FanLevel = (typeof FAN_LEVELS)[number];

/** The lowest engagement points of each level; below Silver a fan is Bronze. */
export const FAN_LEVEL_THRESHOLDS: Record<Exclude<FanLevel, 'Bronze'>, number> = {
  Diamond: 200,
  Platinum: 120,
  Gold: 60,
  Silver: 20,
};

/** Engagement points per event (see fanPoints). */
export const FAN_POINTS = {
  play: 1,
  like: 5,
  follow: 10,
  tip: 25,
  purchase: 40,
  monthSubscribed: 50,
  /** Per whole dollar spent with the artist. */
  dollarSpent: 2,
  comment: 2,
} as const;

export interface FanActivity {
  plays: number;
  likes: number;
  follows: boolean;
  tips: number;
  purchases: number;
  monthsSubscribed: number;
  /** Cents. */
  totalSpent: number;
  comments: number;
}

/** Engagement points: each play, like, follow, tip, purchase, month subscribed, comment and dollar spent counts. */
export function fanPoints(a: FanActivity): number {
  return (
    a.plays * FAN_POINTS.play +
    a.likes * FAN_POINTS.like +
    (a.follows ? FAN_POINTS.follow : 0) +
    a.tips * FAN_POINTS.tip +
    a.purchases * FAN_POINTS.purchase +
    a.monthsSubscribed * FAN_POINTS.monthSubscribed +
    a.comments * FAN_POINTS.comment +
    Math.floor(a.totalSpent / 100) * FAN_POINTS.dollarSpent
  );
}

/** The level a number of points reaches. */
export function fanLevel(points: number): FanLevel {
  if (points >= FAN_LEVEL_THRESHOLDS.Diamond) return 'Diamond';
  if (points >= FAN_LEVEL_THRESHOLDS.Platinum) return 'Platinum';
  if (points >= FAN_LEVEL_THRESHOLDS.Gold) return 'Gold';
  if (points >= FAN_LEVEL_THRESHOLDS.Silver) return 'Silver';
  return 'Bronze';
}

/** Reward tiers of the Rewards tab: what a fan of that level receives. */
export const REWARD_TIERS = ['Diamond', 'Platinum', 'Gold'] as const;
export type RewardTier = (typeof REWARD_TIERS)[number];

export const REWARD_PERKS: Record<RewardTier, string[]> = {
  Diamond: [
    'Early access to every new release',
    'A personal thank-you from the artist',
    'VIP listening party invite',
  ],
  Platinum: ['Early access to new singles', 'Behind-the-scenes studio notes', 'Priority in live chat'],
  Gold: ['Exclusive preview of the next drop', 'Fan shout-out in the next listening party'],
};

/** How many fans the Top Fans tab shows (and the VIP campaign reaches). */
export const TOP_FANS_COUNT = 5;
export const MESSAGE_MAX_LENGTH = 1000;

/** POST /api/fan-portal/fans/{fanId}/message */
export const fanMessageSchema = z.object({
  text: z
    .string({ error: 'Please write a message' })
    .trim()
    .min(1, 'Please write a message')
    .max(MESSAGE_MAX_LENGTH, `A message can be at most ${MESSAGE_MAX_LENGTH} characters`),
});
export type FanMessageInput = z.infer<typeof fanMessageSchema>;

/** POST /api/fan-portal/fans/{fanId}/reward: a tier's perks, a note of the artist's, or both. */
export const fanRewardSchema = z
  .object({
    tier: z.enum(REWARD_TIERS, { error: 'Choose a reward tier: Diamond, Platinum or Gold' }).optional(),
    text: z
      .string()
      .trim()
      .max(MESSAGE_MAX_LENGTH, `A message can be at most ${MESSAGE_MAX_LENGTH} characters`)
      .optional(),
  })
  .refine((input) => input.tier !== undefined || (input.text ?? '').length > 0, {
    message: 'Choose a reward tier or write a reward',
  });
export type FanRewardInput = z.infer<typeof fanRewardSchema>;

/** POST /api/fan-portal/campaign: the VIP invitation to the top fans. */
export const vipCampaignSchema = z.object({
  text: z
    .string()
    .trim()
    .max(MESSAGE_MAX_LENGTH, `A message can be at most ${MESSAGE_MAX_LENGTH} characters`)
    .optional(),
});
export type VipCampaignInput = z.infer<typeof vipCampaignSchema>;

/** POST /api/fan-portal/contest: a fan contest announced in the inbox of every fan of the artist. */
export const fanContestSchema = z.object({
  text: z
    .string({ message: 'Describe the contest' })
    .trim()
    .min(1, 'Describe the contest')
    .max(MESSAGE_MAX_LENGTH, `A message can be at most ${MESSAGE_MAX_LENGTH} characters`),
});
export type FanContestInput = z.infer<typeof fanContestSchema>;

/** The spec's toasts (part 2, section 8) and the API's messages. */
export const FAN_PORTAL_MESSAGES = {
  messageSent: 'Message Sent',
  messageSentTo: (name: string) => `Personal message sent to ${name}`,
  rewardSent: 'Reward Sent',
  rewardSentTo: (name: string) => `Exclusive content reward sent to ${name}`,
  campaignLaunched: 'Marketing Campaign Launched',
  campaignSentTo: (count: number) => `Inbox message sent to ${count} top fan${count === 1 ? '' : 's'}`,
  contestLaunched: 'Fan Contest Launched',
  contestSentTo: (count: number) => `Contest announced to ${count} fan${count === 1 ? '' : 's'}`,
  notYourFan: 'You can only contact your own fans',
  fanNotFound: 'Fan not found',
  noFansAtLevel: (tier: string) => `No ${tier} fans yet`,
  noTopFans: 'You have no fans yet',
} as const;

export interface Fan {
  id: number;
  username: string;
  /** Display name, else the username. */
  name: string;
  avatar: string | null;
  location: string | null;
  engagementScore: number;
  fanLevel: FanLevel;
  /** Cents spent with this artist (tips, purchases, subscriptions). */
  totalSpent: number;
  monthsSubscribed: number;
  favoriteTrack: { id: number; title: string } | null;
  plays: number;
  likes: number;
  follows: boolean;
  tips: number;
  purchases: number;
  interactions: number;
  /** Shares are not recorded by the platform yet: always 0. */
  sharesCount: number;
  /** Messages in the artist's listening-party chats. */
  commentsCount: number;
  /** ISO time of the first interaction. */
  since: string;
}

export interface FanStats {
  totalFans: number;
  newFansThisMonth: number;
  newFansLastMonth: number;
  /** Percent change of new fans this month against last month; null when last month had none. */
  monthlyGrowth: number | null;
  /** Percent of fans who did more than listen once. */
  engagementRate: number;
  /** Percent of listening fans who played the artist's tracks more than once. */
  repeatListeners: number;
  /** Cents: the artist's share of every succeeded payment from fans. */
  totalRevenue: number;
  /** Every play of the artist's tracks, signed in or not. */
  totalPlays: number;
}

export interface FanActivityEvent {
  kind: 'play' | 'like' | 'follow' | 'tip' | 'purchase' | 'subscription';
  fanId: number;
  fanName: string;
  /** e.g. 'played Midnight Drive' or 'tipped $5.00'. */
  text: string;
  at: string;
}

export interface FanPortal {
  stats: FanStats;
  topFans: Fan[];
  /** Fans of each reward tier, best first (at most 10 each). */
  rewardLists: Record<RewardTier, Fan[]>;
  levelCounts: Record<FanLevel, number>;
  topLocations: { location: string; fans: number; percent: number }[];
  recentActivity: FanActivityEvent[];
}

/** The answer of message, reward and campaign sends. */
export interface FanSendResult {
  sent: number;
  /** The fan's name for a single send. */
  name: string | null;
}
