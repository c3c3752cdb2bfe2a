import {
  COPYRIGHT_MESSAGES,
  copyrightDecisionSchema,
  copyrightNoticeSchema,
  counterNoticeSchema,
  type CopyrightNoticeList,
} from '@common/moderation';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
import { parseId } from '../../lib/ids';
import { parseInput } from '../../lib/validate';
import { requireAdmin } from '../admin';
import { requireUser } from '../auth';
import {
  decideCopyrightNotice,
  fileCopyrightNotice,
  fileCounterNotice,
  listCopyrightNotices,
} from './commands/copyright';

const idParams = z.object({ id: z.string() });
const HOUR = 3600;

/** The copyright notice form's API, the uploader's counter-notice and the administrators' decisions. */
export function copyrightRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  const byIp = ctx.limits.limiter({
    name: 'copyright-notice-ip',
    durationSeconds: HOUR,
    points: 20,
    message: 'Too many notices from here. Please try again later.',
  });

  const noticeDoc = doc({
    summary: 'Send a copyright notice: a valid one takes the track down at once, pending review',
    auth: 'none',
    body: copyrightNoticeSchema,
    responses: { 201: 'CopyrightNoticeFiled' },
    errors: { 400: COPYRIGHT_MESSAGES.notATrack, 404: COPYRIGHT_MESSAGES.noTrack },
    rateLimit: '20 notices an hour per address',
  });
  app.post('/api/copyright/notices', noticeDoc, async (request, reply) => {
    const input = parseInput(copyrightNoticeSchema, request.body);
    await byIp.take(request.ip);
    reply.code(201);
    return fileCopyrightNotice(db, input);
  });

  const mineDoc = doc({
    summary: 'Copyright notices against the signed-in user’s tracks',
    auth: 'user',
    responses: { 200: 'CopyrightNoticeList' },
  });
  app.get('/api/copyright/notices/mine', mineDoc, async (request): Promise<CopyrightNoticeList> => {
    const user = await requireUser(request);
    return listCopyrightNotices(db, user.id);
  });

  const counterDoc = doc({
    summary:
      'The uploader’s counter-notice: the track returns after 10 business days unless the claimant sues',
    auth: 'user',
    params: idParams,
    body: counterNoticeSchema,
    responses: { 201: 'CounterNoticeFiled' },
    errors: {
      403: COPYRIGHT_MESSAGES.notUploader,
      404: COPYRIGHT_MESSAGES.noticeNotFound,
      409: COPYRIGHT_MESSAGES.notCounterable,
    },
  });
  app.post<{ Params: { id: string } }>(
    '/api/copyright/notices/:id/counter',
    counterDoc,
    async (request, reply) => {
      const user = await requireUser(request);
      const id = parseId(request.params.id, COPYRIGHT_MESSAGES.noticeNotFound);
      const input = parseInput(counterNoticeSchema, request.body);
      const { restoreAt } = await fileCounterNotice(db, user, id, input);
      reply.code(201);
      return { restoreAt, message: COPYRIGHT_MESSAGES.countered };
    },
  );

  const listDoc = doc({
    summary: 'Every copyright notice, newest first',
    auth: 'admin',
    responses: { 200: 'CopyrightNoticeList' },
  });
  app.get('/api/admin/copyright/notices', listDoc, async (request): Promise<CopyrightNoticeList> => {
    await requireAdmin(request);
    return listCopyrightNotices(db);
  });

  const decideDoc = doc({
    summary: 'Decide a copyright notice: uphold (a strike), the claimant went to court, or reject (restore)',
    auth: 'admin',
    params: idParams,
    body: copyrightDecisionSchema,
    responses: { 204: null },
    errors: { 404: COPYRIGHT_MESSAGES.noticeNotFound, 409: COPYRIGHT_MESSAGES.decided },
  });
  app.post<{ Params: { id: string } }>(
    '/api/admin/copyright/notices/:id',
    decideDoc,
    async (request, reply) => {
      const admin = await requireAdmin(request);
      const id = parseId(request.params.id, COPYRIGHT_MESSAGES.noticeNotFound);
      const { decision } = parseInput(copyrightDecisionSchema, request.body);
      await decideCopyrightNotice(db, admin, id, decision);
      return reply.code(204).send();
    },
  );
}
