import {
  createPartySchema,
  LIVE_CHAT_MESSAGES,
  liveChatChannelParamsSchema,
  liveChatPostSchema,
  PARTY_MESSAGES,
  partyListQuerySchema,
  startPartySchema,
} from '@common/listening';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { HttpError, unauthorized } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import { LiveChatLimiter } from './chatLimiter';
import { cancelParty } from './commands/cancelParty';
import { getParty } from './commands/getParty';
import { listLiveChat } from './commands/listLiveChat';
import { listParties } from './commands/listParties';
import { postLiveChat } from './commands/postLiveChat';
import { scheduleParty } from './commands/scheduleParty';
import { setReminder } from './commands/setReminder';
import { startParty } from './commands/startParty';
import { takeDueReminders } from './commands/takeDueReminders';
import { parsePartyId } from './queries';

type WithId = FastifyRequest<{ Params: { id: string } }>;
type WithChannel = FastifyRequest<{ Params: { channel: string } }>;

/** Parses a request body; the first problem becomes a 422 with its message. */
function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw new HttpError(422, result.error.issues[0]?.message ?? 'Invalid request');
  return result.data;
}

/** The signed-in user, or a 401 with this message. */
async function signedIn(request: FastifyRequest, message: string): Promise<UserRow> {
  const user = await request.currentUser();
  if (!user) throw unauthorized(message);
  return user;
}

/** Scheduled listening parties (Featured, Upcoming, reminders) and the live chat panel. */
export function listeningRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  const chatLimiter = new LiveChatLimiter(ctx);

  app.get('/api/parties', async (request, reply) => {
    const { tab } = parseInput(partyListQuerySchema, request.query);
    const viewer = await request.currentUser();
    reply.header('Cache-Control', 'no-store');
    return { parties: await listParties(ctx, viewer?.id ?? null, tab) };
  });

  app.post('/api/parties', async (request, reply) => {
    const user = await signedIn(request, PARTY_MESSAGES.signInToSchedule);
    const input = parseBody(createPartySchema(), request.body);
    return reply.code(201).send(await scheduleParty(ctx, user, input));
  });

  app.get('/api/parties/:id', async (request: WithId, reply) => {
    const id = parsePartyId(request.params.id);
    const viewer = await request.currentUser();
    reply.header('Cache-Control', 'no-store');
    return getParty(ctx, id, viewer?.id ?? null);
  });

  app.delete('/api/parties/:id', async (request: WithId, reply) => {
    const user = await signedIn(request, PARTY_MESSAGES.signInRequired);
    await cancelParty(db, user, parsePartyId(request.params.id));
    return reply.code(204).send();
  });

  app.post('/api/parties/:id/start', async (request: WithId) => {
    const user = await signedIn(request, PARTY_MESSAGES.signInRequired);
    const id = parsePartyId(request.params.id);
    const { roomId } = parseBody(startPartySchema, request.body);
    return startParty(ctx, user, id, roomId);
  });

  for (const [method, wanted] of [
    ['post', true],
    ['delete', false],
  ] as const) {
    app[method]('/api/parties/:id/reminder', async (request: WithId) => {
      const user = await signedIn(request, PARTY_MESSAGES.signInToRemind);
      return setReminder(db, user, parsePartyId(request.params.id), wanted);
    });
  }

  app.get('/api/me/reminders/due', async (request, reply) => {
    const user = await signedIn(request, PARTY_MESSAGES.signInRequired);
    reply.header('Cache-Control', 'no-store');
    return takeDueReminders(ctx, user);
  });

  app.get('/api/live-chat/:channel', async (request: WithChannel, reply) => {
    const { channel } = parseInput(liveChatChannelParamsSchema, request.params);
    reply.header('Cache-Control', 'no-store');
    return listLiveChat(db, channel);
  });

  app.post('/api/live-chat/:channel', async (request: WithChannel, reply) => {
    const user = await signedIn(request, LIVE_CHAT_MESSAGES.loginRequired);
    const { channel } = parseInput(liveChatChannelParamsSchema, request.params);
    const input = parseBody(liveChatPostSchema, request.body);
    await chatLimiter.take(user.id);
    return reply.code(201).send(await postLiveChat(ctx, user, channel, input));
  });
}
