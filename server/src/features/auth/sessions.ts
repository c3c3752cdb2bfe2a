import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { compiledOnce } from '../../db/compiledOnce';
import type { Db } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import type { PeriodicTask } from '../../jobs/periodic';
import { hashToken, newToken } from '../../lib/tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Name of the session cookie; the __Host- prefix pins it to our origin over HTTPS. */
export function sessionCookieName(config: AppConfig): string {
  return config.cookieSecure ? '__Host-pn_session' : 'pn_session';
}

/** Creates a session with a fresh 256-bit random token; returns the token (for the cookie only). */
export async function createSession(
  db: Db,
  config: AppConfig,
  userId: number,
  userAgent: string | null,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + config.sessionIdleDays * DAY_MS);
  await db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      userId,
      expiresAt: expiresAt.toISOString(),
      userAgent: userAgent ? userAgent.slice(0, 255) : null,
    })
    .execute();
  return { token, expiresAt };
}

/** A session's user and expiry by the session's id (the token's hash), compiled once: every signed-in request runs it. */
const findSession = compiledOnce((db, slot) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .selectAll('users')
    .select(['sessions.expiresAt as sessionExpiresAt'])
    .where('sessions.id', '=', slot<string>(0)),
);

/**
 * Looks up the session of a token. An expired session is deleted; a session used more than a day after
 * its last extension is extended to the full idle lifetime (30 days by default), so a session ends only
 * after that long without use (within a day); `extended` tells the caller to renew the cookie too.
 */
export async function validateSession(
  db: Db,
  config: AppConfig,
  token: string,
): Promise<{ user: UserRow; expiresAt: Date; extended: boolean } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const id = hashToken(token);
  const [row] = (await findSession(db, id)).rows;
  if (!row) return null;
  const { sessionExpiresAt, ...user } = row;
  let expiresAt = new Date(sessionExpiresAt);
  const now = Date.now();
  // A banned account, or one suspended until later, has no session (decision 0061).
  const held =
    user.bannedAt !== null || (user.suspendedUntil !== null && new Date(user.suspendedUntil).getTime() > now);
  if (expiresAt.getTime() <= now || held) {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
    return null;
  }
  const lifetime = config.sessionIdleDays * DAY_MS;
  // At most one write a day per session, not one per request.
  const extended = now + lifetime - expiresAt.getTime() > DAY_MS;
  if (extended) {
    expiresAt = new Date(now + lifetime);
    await db
      .updateTable('sessions')
      .set({ expiresAt: expiresAt.toISOString() })
      .where('id', '=', id)
      .execute();
  }
  return { user: user as UserRow, expiresAt, extended };
}

/** Ends the session whose cookie the request carries, if any (its stored id is the token's hash: no lookup). */
export async function endRequestSession(db: Db, config: AppConfig, request: FastifyRequest): Promise<void> {
  const token = readSessionToken(request, config);
  if (token) await db.deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
}

/** Removes expired sessions every hour while the server runs (first after an hour). */
export const sessionSweep: PeriodicTask = {
  name: 'session sweep',
  everyMs: 60 * 60 * 1000,
  runAtStart: false,
  run: (ctx) => deleteExpiredSessions(ctx.database.db),
};

/** Removes sessions whose idle lifetime has run out. */
export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.deleteFrom('sessions').where('expiresAt', '<=', new Date().toISOString()).execute();
}

/** Sets the session cookie: HttpOnly, SameSite=Lax, Secure in production. */
export function setSessionCookie(
  reply: FastifyReply,
  config: AppConfig,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(sessionCookieName(config), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(sessionCookieName(config), {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    path: '/',
  });
}

export function readSessionToken(request: FastifyRequest, config: AppConfig): string | null {
  return request.cookies[sessionCookieName(config)] ?? null;
}
