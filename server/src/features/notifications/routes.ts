import {
  markNotificationsReadSchema,
  notificationPreferencesInputSchema,
  notificationsQuerySchema,
} from '@common/notifications';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
import { parseInput } from '../../lib/validate';
import { requireUser } from '../auth';
import { listNotifications } from './commands/listNotifications';
import { markRead } from './commands/markRead';
import { readPreferences, savePreferences } from './commands/preferences';
import { INVALID_DIGEST_LINK, stopDigest } from './digest/stopDigest';
import { signalWritten } from './signals';

/** The signed-in user's notifications (grouped, paged, read state) and their per-kind preferences. */
export function notificationsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  const listDoc = doc({
    summary: "The signed-in user's notifications, grouped, newest first, paged, with the unread count",
    auth: 'user',
    query: notificationsQuerySchema,
    responses: { 200: 'NotificationsPage' },
  });
  app.get('/api/notifications', listDoc, async (request, reply) => {
    const user = await requireUser(request);
    const { page } = parseInput(notificationsQuerySchema, request.query);
    reply.header('Cache-Control', 'no-store');
    return listNotifications(db, user.id, page);
  });

  const readDoc = doc({
    summary: 'Mark entries read (their ids), or all of them when no ids are given',
    auth: 'user',
    body: markNotificationsReadSchema,
    responses: { 200: 'NotificationsReadResult' },
  });
  app.post('/api/notifications/read', readDoc, async (request) => {
    const user = await requireUser(request);
    const { ids } = parseInput(markNotificationsReadSchema, request.body ?? {});
    const unread = await markRead(db, user.id, ids, new Date());
    // The user's other tabs update their bell too.
    await signalWritten(db, [user.id]);
    return { unread };
  });

  const prefsDoc = doc({
    summary: 'Where each kind of notification goes: the app, the daily email too, or nowhere',
    auth: 'user',
    responses: { 200: 'NotificationPreferences' },
  });
  app.get('/api/notification-preferences', prefsDoc, async (request, reply) => {
    const user = await requireUser(request);
    reply.header('Cache-Control', 'no-store');
    return readPreferences(db, user.id);
  });

  const saveDoc = doc({
    summary: 'Change where some kinds of notification go (money and security kinds cannot be turned off)',
    auth: 'user',
    body: notificationPreferencesInputSchema,
    responses: { 200: 'NotificationPreferences' },
  });
  app.put('/api/notification-preferences', saveDoc, async (request) => {
    const user = await requireUser(request);
    return savePreferences(db, user.id, parseInput(notificationPreferencesInputSchema, request.body));
  });

  // The digest's one-click unsubscribe needs no session (the signed token says who); a mail program POSTs a form
  // (RFC 8058), which this scope reads, and the origin check lets this path through (lib/security.ts).
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const stopDoc = doc({
      summary: "Stop the daily notification email (the digest's one-click unsubscribe, RFC 8058)",
      description: 'The signed token (the rest of the path) names the account; no session is read.',
      auth: 'none',
      responses: { 200: 'NotificationDigestStopped' },
      errors: { 400: `${INVALID_DIGEST_LINK} (the token in the path)` },
    });
    scope.post(
      '/api/notifications/unsubscribe/*',
      stopDoc,
      async (request: FastifyRequest<{ Params: { '*': string } }>, reply) => {
        reply.header('Cache-Control', 'no-store');
        return stopDigest(ctx, request.params['*']);
      },
    );
  });
}
