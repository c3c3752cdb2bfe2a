import {
  appealDecisionSchema,
  appealSchema,
  MODERATION_MESSAGES,
  moderationActionSchema,
  reportSchema,
  type AppealsPage,
  type ModerationDecisionList,
  type ModerationLogPage,
  type ModerationQueue,
} from '@common/moderation';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
import { parseId } from '../../lib/ids';
import { parseInput } from '../../lib/validate';
import { requireAdmin } from '../admin';
import { requireUser } from '../auth';
import { decideAppeal, fileAppeal, listAppeals, listMyDecisions } from './commands/appeals';
import { fileReport } from './commands/fileReport';
import { listLog } from './commands/listLog';
import { listQueue } from './commands/listQueue';
import { takeAction } from './commands/takeAction';

const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
const idParams = z.object({ id: z.string() });

/**
 * Reports (POST /api/reports), the owner's decisions and appeals (/api/moderation/decisions), and the
 * administrators' queue, actions, audit log and appeals (/api/admin/reports, /api/admin/moderation/*).
 */
export function moderationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  const reportDoc = doc({
    summary:
      'Report a track, comment, user, chat message, article, collab profile or video (once per person)',
    auth: 'user',
    body: reportSchema,
    responses: { 201: 'ReportCreated' },
    errors: { 404: MODERATION_MESSAGES.notFound, 400: MODERATION_MESSAGES.ownContent },
  });
  app.post('/api/reports', reportDoc, async (request, reply) => {
    const user = await requireUser(request);
    const input = parseInput(reportSchema, request.body);
    reply.code(201);
    return fileReport(db, user, input);
  });

  const queueDoc = doc({
    summary: 'The moderation queue: open reports grouped by target, oldest first, with the content',
    auth: 'admin',
    responses: { 200: 'ModerationQueue' },
  });
  app.get('/api/admin/reports', queueDoc, async (request): Promise<ModerationQueue> => {
    await requireAdmin(request);
    return listQueue(db);
  });

  const actionDoc = doc({
    summary: 'A moderator decision: dismiss, remove, warn, suspend for N days or ban (kept in the audit log)',
    auth: 'admin',
    body: moderationActionSchema,
    responses: { 201: 'ModerationActionTaken' },
    errors: { 404: MODERATION_MESSAGES.notFound, 409: MODERATION_MESSAGES.alreadyRemoved },
  });
  app.post('/api/admin/moderation/actions', actionDoc, async (request, reply) => {
    const admin = await requireAdmin(request);
    const input = parseInput(moderationActionSchema, request.body);
    const result = await takeAction(db, admin, input);
    reply.code(201);
    return result;
  });

  const logDoc = doc({
    summary: 'The moderation audit log, newest first',
    auth: 'admin',
    query: pageQuery,
    responses: { 200: 'ModerationLogPage' },
  });
  app.get('/api/admin/moderation/log', logDoc, async (request): Promise<ModerationLogPage> => {
    await requireAdmin(request);
    const { page } = parseInput(pageQuery, request.query);
    return listLog(db, page);
  });

  const appealsDoc = doc({
    summary: 'Appeals against moderation decisions, open ones first',
    auth: 'admin',
    responses: { 200: 'AppealsPage' },
  });
  app.get('/api/admin/moderation/appeals', appealsDoc, async (request): Promise<AppealsPage> => {
    await requireAdmin(request);
    return listAppeals(db);
  });

  const decideDoc = doc({
    summary: 'Decide an appeal: reverse the decision (restore, lift) or uphold it',
    auth: 'admin',
    params: idParams,
    body: appealDecisionSchema,
    responses: { 204: null },
    errors: { 404: MODERATION_MESSAGES.appealNotFound, 409: MODERATION_MESSAGES.appealDecided },
  });
  app.post<{ Params: { id: string } }>(
    '/api/admin/moderation/appeals/:id',
    decideDoc,
    async (request, reply) => {
      const admin = await requireAdmin(request);
      const id = parseId(request.params.id, MODERATION_MESSAGES.appealNotFound);
      const input = parseInput(appealDecisionSchema, request.body);
      await decideAppeal(db, admin, id, input.decision, input.note);
      return reply.code(204).send();
    },
  );

  const decisionsDoc = doc({
    summary: 'Moderation decisions about the signed-in user’s content or account, with their appeals',
    auth: 'user',
    responses: { 200: 'ModerationDecisionList' },
  });
  app.get('/api/moderation/decisions', decisionsDoc, async (request): Promise<ModerationDecisionList> => {
    const user = await requireUser(request);
    return listMyDecisions(db, user);
  });

  const appealDoc = doc({
    summary: 'Appeal a decision about your content or account (once)',
    auth: 'user',
    params: idParams,
    body: appealSchema,
    responses: { 201: 'AppealFiled' },
    errors: {
      404: MODERATION_MESSAGES.actionNotFound,
      403: MODERATION_MESSAGES.appealNotYours,
      409: MODERATION_MESSAGES.appealTwice,
    },
  });
  app.post<{ Params: { id: string } }>(
    '/api/moderation/decisions/:id/appeal',
    appealDoc,
    async (request, reply) => {
      const user = await requireUser(request);
      const id = parseId(request.params.id, MODERATION_MESSAGES.actionNotFound);
      const { body } = parseInput(appealSchema, request.body);
      const result = await fileAppeal(db, user, id, body);
      reply.code(201);
      return result;
    },
  );
}
