import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { HttpError, unauthorized } from '../../lib/errors';
import { readSessionToken, setSessionCookie, validateSession } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Set for every /api request. */
    user: UserRow | null;
    /** Stored id (token hash) of the request's session. */
    sessionId: string | null;
  }
}

/** Resolves the session cookie of every API request into request.user. */
export function registerCurrentUser(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request, reply) => {
    // Health must answer 503 (not fail on the session lookup) while the database is down.
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/health')) return;
    const token = readSessionToken(request, ctx.config);
    if (!token) return;
    let session: Awaited<ReturnType<typeof validateSession>>;
    try {
      session = await validateSession(ctx.database.db, ctx.config, token);
    } catch (error) {
      request.log.error({ err: error }, 'session lookup failed');
      throw new HttpError(503, 'The service is temporarily unavailable. Please try again shortly.');
    }
    if (session) {
      request.user = session.user;
      request.sessionId = session.sessionId;
      // The browser would otherwise drop the cookie at its first expiry, however active the user is.
      if (session.extended) setSessionCookie(reply, ctx.config, token, session.expiresAt);
    }
  });
}

/** The signed-in user, or a 401. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}
