import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE,
  adminIdParamsSchema,
  adminListQuerySchema,
  adminRoleChangeSchema,
  type AdminNotice,
  type AdminUserItem,
  type AdminUsersPage,
  type ContactMessageItem,
  type ContactMessagesPage,
  type OutboxMessage,
  type OutboxPage,
} from '@common/admin';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { ContactMessageRow, MailMessageRow, UserRow } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import { doc } from '../../lib/apiDoc';
import { badRequest, notFound } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import { sendMailJob } from '../../mail/sendMailJob';
import { adminArticleRoutes } from './articles';
import { requireAdmin } from './policies';
import {
  presentAdminUser,
  presentContactMessage,
  presentOutboxItem,
  presentOutboxMessage,
} from './presenters';

/** Rows where any of the columns (lower-cased) contains `q`; LIKE wildcards in `q` match themselves. */
function containsAny(columns: string[], q: string) {
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const tests = columns.map(
    (column) => sql`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`,
  );
  return sql<boolean>`(${sql.join(tests, sql` or `)})`;
}

/** /api/admin: the outbox, contact messages, users and newsletter articles, for administrators only. */
export function adminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  adminArticleRoutes(app, ctx);

  const outboxDoc = doc({
    summary: 'The mail log (outbox), newest first, searched by address, subject or kind',
    auth: 'admin',
    query: adminListQuerySchema,
    responses: { 200: 'OutboxPage' },
  });
  app.get('/api/admin/outbox', outboxDoc, async (request): Promise<OutboxPage> => {
    await requireAdmin(request);
    const { q, page } = parseInput(adminListQuerySchema, request.query);
    let query = db.selectFrom('mailMessages');
    if (q) query = query.where(containsAny(['to_address', 'subject', 'kind'], q));
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(ADMIN_PAGE_SIZE)
        .offset((page - 1) * ADMIN_PAGE_SIZE)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      items: (rows as MailMessageRow[]).map(presentOutboxItem),
      total: Number(count.n),
      transport: ctx.mail.name,
    };
  });

  const outboxMessageDoc = doc({
    summary: 'One message of the mail log, with its HTML and plain text',
    auth: 'admin',
    params: adminIdParamsSchema,
    responses: { 200: 'OutboxMessage' },
    errors: { 404: `${ADMIN_MESSAGES.notFound}: no such message.` },
  });
  app.get('/api/admin/outbox/:id', outboxMessageDoc, async (request): Promise<OutboxMessage> => {
    await requireAdmin(request);
    const { id } = parseInput(adminIdParamsSchema, request.params);
    const row = await db.selectFrom('mailMessages').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(ADMIN_MESSAGES.notFound);
    return presentOutboxMessage(row as MailMessageRow);
  });

  const resendDoc = doc({
    summary: 'Queue a failed message to be sent again',
    auth: 'admin',
    params: adminIdParamsSchema,
    responses: { 202: { type: 'AdminNotice', description: `\`{ "message": "${ADMIN_MESSAGES.resent}" }\`` } },
    errors: {
      400: 'The message has not failed (only a failed message can be sent again).',
      404: `${ADMIN_MESSAGES.notFound}: no such message.`,
    },
  });
  app.post('/api/admin/outbox/:id/resend', resendDoc, async (request, reply): Promise<AdminNotice> => {
    await requireAdmin(request);
    const { id } = parseInput(adminIdParamsSchema, request.params);
    const queued = await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('mailMessages')
        .set({ status: 'queued', lastError: null })
        .where('id', '=', id)
        .where('status', '=', 'failed')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return false;
      await enqueueJob(trx, sendMailJob, { mailId: id });
      return true;
    });
    if (!queued) {
      const exists = await db.selectFrom('mailMessages').select('id').where('id', '=', id).executeTakeFirst();
      if (!exists) throw notFound(ADMIN_MESSAGES.notFound);
      throw badRequest('Only a failed message can be sent again.');
    }
    reply.code(202);
    return { message: ADMIN_MESSAGES.resent };
  });

  const messagesDoc = doc({
    summary: 'Messages sent through /contact, unanswered first, searched by address, name or text',
    auth: 'admin',
    query: adminListQuerySchema,
    responses: { 200: 'ContactMessagesPage' },
  });
  app.get('/api/admin/messages', messagesDoc, async (request): Promise<ContactMessagesPage> => {
    await requireAdmin(request);
    const { q, page } = parseInput(adminListQuerySchema, request.query);
    let query = db.selectFrom('contactMessages');
    if (q)
      query = query.where(containsAny(['contact_messages.email', 'contact_messages.name', 'message'], q));
    const [rows, count, open] = await Promise.all([
      query
        .leftJoin('users', 'users.id', 'contactMessages.answeredBy')
        .selectAll('contactMessages')
        .select('users.username as answeredByName')
        // Unanswered first, newest first within each.
        .orderBy(sql`case when contact_messages.answered_at is null then 0 else 1 end`)
        .orderBy('contactMessages.createdAt', 'desc')
        .orderBy('contactMessages.id', 'desc')
        .limit(ADMIN_PAGE_SIZE)
        .offset((page - 1) * ADMIN_PAGE_SIZE)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      db
        .selectFrom('contactMessages')
        .where('answeredAt', 'is', null)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return {
      items: rows.map((row) =>
        presentContactMessage(row as ContactMessageRow & { answeredByName: string | null }),
      ),
      total: Number(count.n),
      unanswered: Number(open.n),
    };
  });

  const answeredDoc = doc({
    summary: 'Mark a contact message as answered (by the signed-in administrator)',
    auth: 'admin',
    params: adminIdParamsSchema,
    responses: { 200: 'ContactMessageItem' },
    errors: { 404: `${ADMIN_MESSAGES.notFound}: no such message.` },
  });
  app.post('/api/admin/messages/:id/answered', answeredDoc, async (request): Promise<ContactMessageItem> => {
    const admin = await requireAdmin(request);
    const { id } = parseInput(adminIdParamsSchema, request.params);
    const row = await db
      .updateTable('contactMessages')
      .set({ answeredAt: new Date().toISOString(), answeredBy: admin.id })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound(ADMIN_MESSAGES.notFound);
    return presentContactMessage({ ...(row as ContactMessageRow), answeredByName: admin.username });
  });

  const usersDoc = doc({
    summary: 'The accounts (deleted ones left out), newest first, searched by username, name or email',
    auth: 'admin',
    query: adminListQuerySchema,
    responses: { 200: 'AdminUsersPage' },
  });
  app.get('/api/admin/users', usersDoc, async (request): Promise<AdminUsersPage> => {
    await requireAdmin(request);
    const { q, page } = parseInput(adminListQuerySchema, request.query);
    let query = db.selectFrom('users').where('deletedAt', 'is', null);
    if (q) query = query.where(containsAny(['username', 'display_name', 'email'], q));
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(ADMIN_PAGE_SIZE)
        .offset((page - 1) * ADMIN_PAGE_SIZE)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items: (rows as UserRow[]).map(presentAdminUser), total: Number(count.n) };
  });

  const roleDoc = doc({
    summary: "Change a user's role (user or admin)",
    auth: 'admin',
    params: adminIdParamsSchema,
    body: adminRoleChangeSchema,
    responses: { 200: 'AdminUserItem' },
    errors: {
      400: ADMIN_MESSAGES.lastAdmin,
      404: `${ADMIN_MESSAGES.notFound}: no such user, or the account is deleted.`,
    },
  });
  app.patch('/api/admin/users/:id', roleDoc, async (request): Promise<AdminUserItem> => {
    await requireAdmin(request);
    const { id } = parseInput(adminIdParamsSchema, request.params);
    const { role } = parseInput(adminRoleChangeSchema, request.body);
    const updated = await db.transaction().execute(async (trx) => {
      const target = await trx
        .selectFrom('users')
        .selectAll()
        .where('id', '=', id)
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
      if (!target) throw notFound(ADMIN_MESSAGES.notFound);
      if (target.role === 'admin' && role === 'user') {
        const admins = await trx
          .selectFrom('users')
          .where('role', '=', 'admin')
          .where('deletedAt', 'is', null)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        if (Number(admins.n) <= 1) throw badRequest(ADMIN_MESSAGES.lastAdmin);
      }
      return trx
        .updateTable('users')
        .set({ role })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return presentAdminUser(updated as UserRow);
  });
}
