import { type InboxAllRead, INBOX_MESSAGES, inboxQuerySchema, type UnreadCount } from '@common/inbox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
import { requireUser } from '../auth';
import { parseId } from '../../lib/ids';
import { parseInput } from '../../lib/validate';
import { countUnread, listInbox } from './commands/listInbox';
import { markAllRead, markRead } from './commands/markRead';

function parseMessageId(value: string): number {
  return parseId(value, INBOX_MESSAGES.notFound);
}

/** The signed-in user's inbox: messages newest first, the unread count, marking read. */
export function inboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  const listDoc = doc({
    summary: "The signed-in user's inbox, newest first, paginated, with the unread count",
    auth: 'user',
    query: inboxQuerySchema,
    responses: { 200: 'InboxPage' },
  });
  app.get('/api/inbox', listDoc, async (request, reply) => {
    const user = await requireUser(request);
    const query = parseInput(inboxQuerySchema, request.query);
    reply.header('Cache-Control', 'no-store');
    return listInbox(db, user.id, query);
  });

  const unreadDoc = doc({
    summary: "How many of the signed-in user's messages are unread",
    auth: 'user',
    responses: { 200: 'UnreadCount' },
  });
  app.get('/api/inbox/unread-count', unreadDoc, async (request, reply): Promise<UnreadCount> => {
    const user = await requireUser(request);
    reply.header('Cache-Control', 'no-store');
    return { count: await countUnread(db, user.id) };
  });

  const readDoc = doc({
    summary: 'Mark one of your messages read (a second call keeps the first time)',
    auth: 'user',
    responses: { 200: 'InboxMessageRead' },
    errors: { 404: `${INBOX_MESSAGES.notFound}: no such message of yours.` },
  });
  app.post('/api/inbox/:id/read', readDoc, async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const user = await requireUser(request);
    return markRead(db, user.id, parseMessageId(request.params.id));
  });

  const readAllDoc = doc({
    summary: 'Mark all your unread messages read',
    auth: 'user',
    responses: { 200: 'InboxAllRead' },
  });
  app.post('/api/inbox/read-all', readAllDoc, async (request): Promise<InboxAllRead> => {
    const user = await requireUser(request);
    return { updated: await markAllRead(db, user.id) };
  });
}
