import { z } from 'zod';
import type { Checkout } from './payments';

/** Subscription plans of part 1, section 9 (per month, USD). */
export const PLAN_IDS = ['price_basic', 'price_pro', 'price_dj'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  /** Sent as `priceId`; the server maps it to the payment provider's price. */
  id: PlanId;
  name: string;
  /** The plan's tab label in the subscription dialog. */
  tabLabel: string;
  /** Dollars per month. */
  price: number;
  /** The same amount in cents, for the payment provider. */
  priceCents: number;
  interval: 'month';
  features: readonly string[];
  /** Audio uploads allowed per calendar month; null when unlimited. */
  uploadsPerMonth: number | null;
  /** Shown with the verified artist badge. */
  verified: boolean;
}

/** A plan with its cents and interval derived from the dollar price. */
const plan = (p: Omit<Plan, 'priceCents' | 'interval'>): Plan => ({
  ...p,
  priceCents: Math.round(p.price * 100),
  interval: 'month',
});

export const PLANS: readonly Plan[] = [
  plan({
    id: 'price_basic',
    name: 'Artist Basic',
    tabLabel: 'Basic',
    price: 4.99,
    uploadsPerMonth: 10,
    verified: false,
    features: ['10 tracks per month', 'Basic analytics', 'Join listening parties', 'Profile customization'],
  }),
  plan({
    id: 'price_pro',
    name: 'Artist Pro',
    tabLabel: 'Pro',
    price: 9.99,
    uploadsPerMonth: null,
    verified: true,
    features: [
      'Unlimited uploads',
      'Advanced analytics',
      'Priority in listening parties',
      'Collab matchmaking',
      'Beat Bank access',
      'Verified artist badge',
    ],
  }),
  plan({
    id: 'price_dj',
    name: 'DJ Premium',
    tabLabel: 'DJ Premium',
    price: 14.99,
    uploadsPerMonth: null,
    verified: true,
    features: [
      'All Pro features',
      'Host unlimited listening parties',
      'DJ spotlight',
      'Exclusive DJ badges',
      'Unlimited beat downloads',
      'Early access',
    ],
  }),
];

/** The plan the subscription dialog opens on. */
export const DEFAULT_PLAN_ID: PlanId = 'price_pro';

/** The plan with this id, if any. */
export function findPlan(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

/** Whether a user on this plan (or none) carries the verified artist badge: Artist Pro and DJ Premium. */
export function isVerifiedPlan(planId: string | null | undefined): boolean {
  return Boolean(planId && findPlan(planId)?.verified);
}

/** Dollars with two decimals, e.g. `$9.99`. */
export function formatUsd(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

/** What POST /api/create-subscription answers when it refuses (in `error` and `message`). */
export const PLAN_MESSAGES = {
  loginRequired: 'Please log in to subscribe to a plan',
  unknownPlan: 'Unknown plan: choose Artist Basic, Artist Pro or DJ Premium',
} as const;

// The schemas are marked pure so a client that only needs the plans does not bundle zod.
/** POST /api/create-subscription */
export const createSubscriptionSchema = /* @__PURE__ */ z.object(
  { priceId: /* @__PURE__ */ z.enum(PLAN_IDS, { error: PLAN_MESSAGES.unknownPlan }) },
  { error: PLAN_MESSAGES.unknownPlan },
);
export type CreateSubscriptionInput = z.infer<typeof createSubscriptionSchema>;

/** The answer of POST /api/create-subscription: the payment provider's client secret. */
export const createSubscriptionResponseSchema = /* @__PURE__ */ z.object({
  clientSecret: /* @__PURE__ */ z.string().min(1),
});
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;

/** The answer of POST /api/create-subscription: the checkout of the plan's first month, and the plan. */
export interface PlanCheckout extends Checkout {
  planId: PlanId;
}

/** An error of POST /api/create-subscription: the spec's `error` field, with the usual `message` beside it. */
export interface PlanSubscriptionError {
  error: string;
  message: string;
}
