import { createHmac, timingSafeEqual } from 'node:crypto';
import { linkSecret } from '../../lib/linkSecret';
import type { CampaignAudience } from '../../db/schema';

export { linkSecret };

/** What an unsubscribe link leaves: one artist's fan email, or the platform list (and the newsletter). */
export interface UnsubscribeScope {
  scope: CampaignAudience;
  /** The artist whose email the reader leaves (artist scope). */
  artistId: number | null;
  /** The address the email went to. */
  email: string;
  /** The account the email went to, if any (so an address changed since still finds it). */
  userId: number | null;
  /** The campaign whose link it is (counted in its history), if any. */
  campaignId: number | null;
}

interface Payload {
  s: 'a' | 'p';
  e: string;
  a?: number;
  u?: number;
  c?: number;
}

/** HMAC-SHA256 of the payload, cut to 128 bits (plenty for a MAC, and the link stays short). */
const sign = (secret: Buffer, body: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${body}`).digest().subarray(0, 16).toString('base64url');

/** A token for an unsubscribe link: the scope, signed (HMAC-SHA256); it never expires and needs no login. */
export function unsubscribeToken(secret: Buffer, target: UnsubscribeScope): string {
  const payload: Payload = { s: target.scope === 'artist' ? 'a' : 'p', e: target.email };
  if (target.artistId !== null) payload.a = target.artistId;
  if (target.userId !== null) payload.u = target.userId;
  if (target.campaignId !== null) payload.c = target.campaignId;
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

const optionalId = (value: unknown): number | null | undefined => {
  if (value === undefined) return null;
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
};

/** The scope a token names, or null when it is malformed or its signature does not match. */
export function readUnsubscribeToken(secret: Buffer, token: string): UnsubscribeScope | null {
  if (token.length > 2000) return null;
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
  } catch {
    return null;
  }
  const artistId = optionalId(payload.a);
  const userId = optionalId(payload.u);
  const campaignId = optionalId(payload.c);
  if (artistId === undefined || userId === undefined || campaignId === undefined) return null;
  if (typeof payload.e !== 'string' || payload.e === '') return null;
  if (payload.s === 'a' && artistId !== null) {
    return { scope: 'artist', artistId, email: payload.e, userId, campaignId };
  }
  if (payload.s === 'p') return { scope: 'platform', artistId: null, email: payload.e, userId, campaignId };
  return null;
}

/** The page a reader opens from an email (client/src/features/marketing/UnsubscribePage.tsx). */
export const unsubscribePageUrl = (origin: string, token: string) =>
  `${origin}/unsubscribe?token=${encodeURIComponent(token)}`;

/** The one-click address of List-Unsubscribe (RFC 8058): a POST there unsubscribes. */
export const oneClickUrl = (origin: string, token: string) =>
  `${origin}/api/marketing/unsubscribe/${encodeURIComponent(token)}`;

/**
 * Stands for the recipient's unsubscribe token in a campaign's stored HTML and text: the email is rendered once
 * per campaign and each copy gets its own token when it is sent.
 */
export const TOKEN_PLACEHOLDER = 'PN_UNSUBSCRIBE_TOKEN';

/** One recipient's copy: their unsubscribe token in place of the placeholder. */
export const withToken = (rendered: string, token: string) => rendered.replaceAll(TOKEN_PLACEHOLDER, token);
