import { z } from 'zod';
import { roomIdSchema } from './rooms';
import { TIP_FEE_CENTS, TIP_MAX_AMOUNT, toCents } from './payments';

/** Tips: the wire contract of POST /api/tips and the amounts both sides show. */

export const TIP_MESSAGES = {
  amountRequired: 'Enter a tip amount',
  amountPositive: 'The tip must be more than $0.00',
  amountTooLarge: `The largest tip is $${TIP_MAX_AMOUNT.toFixed(2)}`,
  amountCents: 'A tip has at most two decimals',
  artistNotFound: 'Artist not found',
  trackNotFound: 'Track not found',
  cannotTipSelf: 'You cannot tip yourself',
  belowCardMinimum: 'The smallest tip paid by card is $0.20 (card payments start at $0.50, fee included)',
} as const;

/** Card payments through Stripe start at $0.50: the smallest total a tip can have there, in cents. */
export const CARD_MIN_CHARGE_CENTS = 50;

/** The dialog texts of part 1 (Tip Artist) and part 2 (Beat Bank's Tip Producer). */
export const TIP_TEXTS = {
  title: (name: string) => `Tip ${name}`,
  artistDescription: (name: string) =>
    `Support ${name} by sending a tip. 100% of the tip goes to the artist; the payment fee is added.`,
  producerDescription: 'Support this producer by sending a tip. 100% goes directly to the creator.',
  submit: 'Send Tip',
} as const;

/** Whether a dollar amount has at most two decimals (0.1 + 0.2 style drift tolerated). */
export const hasAtMostCents = (dollars: number): boolean => Math.abs(dollars * 100 - toCents(dollars)) < 1e-6;

/** A tip in dollars: more than zero, at most TIP_MAX_AMOUNT, two decimals at most. */
export const tipAmountSchema = z
  .number({ error: TIP_MESSAGES.amountRequired })
  .refine((v) => Number.isFinite(v), TIP_MESSAGES.amountRequired)
  .refine((v) => v > 0, TIP_MESSAGES.amountPositive)
  .refine((v) => v <= TIP_MAX_AMOUNT, TIP_MESSAGES.amountTooLarge)
  .refine(hasAtMostCents, TIP_MESSAGES.amountCents);

/**
 * POST /api/tips (with an Idempotency-Key header). Only the tip itself is read: a fee or total sent by the
 * client is ignored, the server computes them.
 */
export const tipInputSchema = z.object({
  artistId: z.number({ error: TIP_MESSAGES.artistNotFound }).int().positive(TIP_MESSAGES.artistNotFound),
  amount: tipAmountSchema,
  roomId: roomIdSchema.optional(),
  trackId: z.number().int().positive().optional(),
});
export type TipInput = z.infer<typeof tipInputSchema>;

/** The summary of part 1, section 9: the tip, the flat $0.30 payment fee and the total, in cents. */
export function tipSummary(dollars: number): { tip: number; fee: number; total: number } {
  const tip = toCents(dollars);
  return { tip, fee: TIP_FEE_CENTS, total: tip + TIP_FEE_CENTS };
}

/**
 * The custom amount field's text as dollars, or null when it is not a valid tip (empty, not a number, zero or
 * less, over the maximum, more than two decimals).
 */
export function parseTipAmount(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return tipAmountSchema.safeParse(value).success ? value : null;
}
