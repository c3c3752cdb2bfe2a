import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The digest's one-click unsubscribe (signed like the marketing mails' links, with the installation's link
 * secret): a token naming the account, HMAC-SHA256 over it; it never expires and needs no login.
 */
const sign = (secret: Buffer, body: string) =>
  createHmac('sha256', secret)
    .update(`notification-digest:${body}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');

export function digestUnsubscribeToken(secret: Buffer, userId: number): string {
  const body = Buffer.from(String(userId), 'utf8').toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

/** The account a token names, or null when it is malformed or its signature does not match. */
export function readDigestUnsubscribeToken(secret: Buffer, token: string): number | null {
  if (token.length > 200) return null;
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const userId = Number(Buffer.from(body, 'base64url').toString('utf8'));
  return Number.isSafeInteger(userId) && userId > 0 ? userId : null;
}

/** The page a reader opens from the digest (client/src/features/notifications/DigestUnsubscribePage.tsx). */
export const digestUnsubscribePageUrl = (origin: string, token: string) =>
  `${origin}/notifications/unsubscribe?token=${encodeURIComponent(token)}`;

/** The one-click address of List-Unsubscribe (RFC 8058): a POST there stops the digest. */
export const digestOneClickUrl = (origin: string, token: string) =>
  `${origin}/api/notifications/unsubscribe/${encodeURIComponent(token)}`;
