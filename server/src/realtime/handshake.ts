import { UNAVAILABLE_MESSAGE } from '../lib/outage';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { sessionCookieName, validateSession } from '../features/auth';
import { type ConnectionLimits, socketOwner } from './connectionLimits';
import type { RoomsSocket, SocketUser } from './types';

/**
 * Socket.IO's allowRequest: a browser's handshake must come from this site (the Host it asked for) or an
 * allowed origin, like state-changing HTTP requests. Requests without an Origin (non-browser clients)
 * cannot ride a visitor's cookie across sites and are let through.
 */
export function checkOrigin(config: AppConfig) {
  return (
    request: IncomingMessage,
    callback: (error: string | null | undefined, success: boolean) => void,
  ) => {
    const origin = request.headers.origin;
    callback(null, origin === undefined || isAllowedOrigin(config, request, origin));
  };
}

function isAllowedOrigin(config: AppConfig, request: IncomingMessage, origin: string): boolean {
  const normalized = origin.replace(/\/$/, '');
  if (config.allowedOrigins.includes(normalized)) return true;
  const forwarded = config.trustProxy ? request.headers['x-forwarded-host'] : undefined;
  const host =
    (Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(',')[0]?.trim()) || request.headers.host;
  try {
    return host !== undefined && new URL(normalized).host === host;
  } catch {
    return false;
  }
}

/** Sockets whose signed-in user changed while their connection was being recovered. */
export const changedIdentity = new WeakSet<RoomsSocket>();

/**
 * Socket.IO middleware: the session cookie's user becomes the socket's (a visitor has none), and a user or
 * visitor address already at its socket cap is refused. Run again when a connection is recovered, so a
 * logout in the meantime is seen.
 */
export function identifySocket(app: FastifyInstance, connections: ConnectionLimits) {
  const { config, database, log } = app.ctx;
  const cookieName = sessionCookieName(config);
  return async (socket: RoomsSocket, next: (error?: Error) => void) => {
    let user: SocketUser | null = null;
    try {
      const header = socket.handshake.headers.cookie;
      const token = header ? app.parseCookie(header)[cookieName] : undefined;
      const session = token ? await validateSession(database.db, config, token) : null;
      if (session) user = { id: session.user.id, username: session.user.username };
    } catch (error) {
      log.error({ err: error }, 'socket session lookup failed');
      next(new Error(UNAVAILABLE_MESSAGE));
      return;
    }
    if (socket.recovered && (socket.data.user?.id ?? null) !== (user?.id ?? null))
      changedIdentity.add(socket);
    socket.data.user = user;
    socket.data.roomId ??= null;
    socket.data.owner = socketOwner(socket, config);
    const refusal = await connections.admit(socket, socket.data.owner);
    if (refusal) {
      next(new Error(refusal));
      return;
    }
    next();
  };
}
