import { UnavailableError } from '../../lib/outage';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { unauthorized } from '../../lib/errors';
import { readSessionToken, setSessionCookie, validateSession } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null: looked up on first call (once per request), never for routes that do not ask. */
    currentUser(): Promise<UserRow | null>;
  }
}

/** Gives every request a lazy, memoised lookup of its session cookie's user. */
export function registerCurrentUser(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('currentUser', null as unknown as FastifyRequest['currentUser']);
  app.addHook('onRequest', async (request, reply) => {
    let pending: Promise<UserRow | null> | undefined;
    request.currentUser = () => (pending ??= resolveUser(ctx, request, reply));
  });
}

async function resolveUser(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<UserRow | null> {
  const token = readSessionToken(request, ctx.config);
  if (!token) return null;
  let session: Awaited<ReturnType<typeof validateSession>>;
  try {
    session = await validateSession(ctx.database.db, ctx.config, token);
  } catch (error) {
    // Without the session nothing can be answered for this user: the database is away (503, Retry-After).
    throw new UnavailableError('database', error);
  }
  if (!session) return null;
  // The browser would otherwise drop the cookie at its first expiry, however active the user is.
  if (session.extended) setSessionCookie(reply, ctx.config, token, session.expiresAt);
  return session.user;
}

/** The signed-in user, or a 401. */
export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  const user = await request.currentUser();
  if (!user) throw unauthorized();
  return user;
}
