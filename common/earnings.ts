/** GET /api/me/earnings: what creators were paid (their share of every succeeded payment), in cents. */

export const EARNING_TYPES = ['tips', 'fanSubscriptions', 'beatSales', 'editions', 'courseSales'] as const;
export type EarningType = (typeof EARNING_TYPES)[number];

/** The card's labels for each kind of income. */
export const EARNING_LABELS: Record<EarningType, string> = {
  tips: 'Tips',
  fanSubscriptions: 'Fan subscriptions',
  beatSales: 'Beat sales',
  editions: 'Editions',
  courseSales: 'Course sales',
};

/** Which payment types count as which kind of income (a gifted month is a fan subscription). */
export const EARNING_TYPE_OF_PAYMENT: Record<string, EarningType> = {
  tip: 'tips',
  fan_subscription: 'fanSubscriptions',
  gift: 'fanSubscriptions',
  beat_purchase: 'beatSales',
  nft_purchase: 'editions',
  course_enrollment: 'courseSales',
};

export interface EarningItem {
  /** The transaction id. */
  id: number;
  type: EarningType;
  /** The creator's share, in cents. */
  amount: number;
  /** Who paid (display name or username), or null for a deleted account. */
  fromName: string | null;
  description: string;
  createdAt: string;
}

export interface Earnings {
  totals: { allTime: number; thisMonth: number };
  byType: Record<EarningType, number>;
  /** The latest items, newest first. */
  recent: EarningItem[];
}
