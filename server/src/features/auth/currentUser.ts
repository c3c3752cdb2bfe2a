import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { unauthorized } from '../../lib/errors';
import { readSessionToken, validateSession } from './sessions';

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
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = readSessionToken(request, ctx.config);
    if (!token) return;
    const session = await validateSession(ctx.database.db, ctx.config, token);
    if (session) {
      request.user = session.user;
      request.sessionId = session.sessionId;
    }
  });
}

/** The signed-in user, or a 401. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}
