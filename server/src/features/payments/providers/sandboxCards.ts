import { HttpError } from '../../../lib/errors';

/** The answer of the sandbox's card network for one test card. */
export type SandboxCardOutcome = { outcome: 'succeeded' } | { outcome: 'declined'; message: string };

export const NOT_A_TEST_CARD = 'Use a test card number: this sandbox moves no real money.';

/** Stripe's published test cards that succeed (https://docs.stripe.com/testing#cards). */
const SUCCEEDING_CARDS = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '5105105105105100',
  '378282246310005',
  '371449635398431',
  '6011111111111117',
  '6011000990139424',
  '6011981111111113',
  '3056930009020004',
  '36227206271667',
  '3566002020360505',
  '6200000000000005',
]);

/** Stripe's published test cards that are declined, with Stripe's decline messages. */
const DECLINED_CARDS = new Map<string, string>([
  ['4000000000000002', 'Your card was declined.'],
  ['4000000000009995', 'Your card has insufficient funds.'],
  ['4000000000009987', 'Your card was declined.'],
  ['4000000000009979', 'Your card was declined.'],
  ['4000000000000069', 'Your card has expired.'],
  ['4000000000000127', "Your card's security code is incorrect."],
  ['4000000000000119', 'An error occurred while processing your card. Try again in a little bit.'],
]);

const invalid = (message: string) => new HttpError(422, message);

/** Luhn's checksum, which every real and test card number satisfies. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Checks a card the way a card form does (number, expiry in the future, CVC), then answers what the test
 * card does; any number that is not a published test card is refused (422).
 */
export function checkSandboxCard(
  card: { cardNumber: string; expiry: string; cvc: string },
  now: Date = new Date(),
): SandboxCardOutcome {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d*$/.test(digits)) throw invalid('Your card number is invalid.');
  if (digits.length < 13) throw invalid('Your card number is incomplete.');
  if (digits.length > 19 || !passesLuhn(digits)) throw invalid('Your card number is invalid.');

  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry);
  if (!expiry) throw invalid("Your card's expiration date is incomplete.");
  const month = Number(expiry[1]);
  if (month < 1 || month > 12) throw invalid("Your card's expiration date is invalid.");
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < thisMonth) throw invalid("Your card's expiration date is in the past.");

  const cvcLength = /^3[47]/.test(digits) ? 4 : 3;
  if (!/^\d+$/.test(card.cvc.trim()) || card.cvc.trim().length !== cvcLength) {
    throw invalid("Your card's security code is incomplete.");
  }

  if (SUCCEEDING_CARDS.has(digits)) return { outcome: 'succeeded' };
  const declined = DECLINED_CARDS.get(digits);
  if (declined) return { outcome: 'declined', message: declined };
  throw invalid(NOT_A_TEST_CARD);
}
