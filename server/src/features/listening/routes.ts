import { BLOCK_MESSAGES } from '@common/blocks';
import {
  createPartySchema,
  type DueReminders,
  LIVE_CHAT_LIMITS,
  LIVE_CHAT_MESSAGES,
  type LiveChatHistory,
  liveChatChannelParamsSchema,
  liveChatPostSchema,
  PARTY_LIMITS,
  PARTY_MESSAGES,
  type Party,
  type PartyList,
  partyListQuerySchema,
  type ReminderState,
  startPartySchema,
} from '@common/listening';
import type { LiveChatMessage } from '@common/rooms';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { doc } from '../../lib/apiDoc';
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
  const partyNotFound = `${PARTY_MESSAGES.partyNotFound}: no such party.`;
  const invalidBody = 'A body field is not valid (the message names the first problem; 422 here, not 400).';

  const listDoc = doc({
    summary: 'The Featured tab (featured parties live or to come, live first) or the Upcoming tab',
    auth: 'optional',
    query: partyListQuerySchema,
    responses: { 200: 'PartyList' },
  });
  app.get('/api/parties', listDoc, async (request, reply): Promise<PartyList> => {
    const { tab } = parseInput(partyListQuerySchema, request.query);
    const viewer = await request.currentUser();
    reply.header('Cache-Control', 'no-store');
    return { parties: await listParties(ctx, viewer?.id ?? null, tab) };
  });

  const scheduleDoc = doc({
    summary: 'Schedule a listening party, optionally playing a published catalogue track',
    auth: 'user',
    body: createPartySchema(),
    responses: { 201: 'Party' },
    errors: {
      409: PARTY_MESSAGES.tooManyUpcoming(PARTY_LIMITS.maxUpcomingPerHost),
      422: `${invalidBody} Also: ${PARTY_MESSAGES.trackNotFound} (no published, visible track with that id).`,
    },
  });
  app.post('/api/parties', scheduleDoc, async (request, reply) => {
    const user = await signedIn(request, PARTY_MESSAGES.signInToSchedule);
    const input = parseBody(createPartySchema(), request.body);
    const party: Party = await scheduleParty(ctx, user, input);
    return reply.code(201).send(party);
  });

  const partyDoc = doc({
    summary: 'One party as its card shows it',
    auth: 'optional',
    responses: { 200: 'Party' },
    errors: { 404: partyNotFound },
  });
  app.get('/api/parties/:id', partyDoc, async (request: WithId, reply): Promise<Party> => {
    const id = parsePartyId(request.params.id);
    const viewer = await request.currentUser();
    reply.header('Cache-Control', 'no-store');
    return getParty(ctx, id, viewer?.id ?? null);
  });

  const cancelDoc = doc({
    summary: 'Cancel an own party (its reminders go with it)',
    auth: 'user',
    responses: { 204: null },
    errors: { 404: partyNotFound, 403: PARTY_MESSAGES.hostOnlyCancel },
  });
  app.delete('/api/parties/:id', cancelDoc, async (request: WithId, reply) => {
    const user = await signedIn(request, PARTY_MESSAGES.signInRequired);
    await cancelParty(db, user, parsePartyId(request.params.id));
    return reply.code(204).send();
  });

  const startDoc = doc({
    summary: "Start an own party in the host's open room (the first start sends the reminders)",
    auth: 'user',
    body: startPartySchema,
    responses: { 200: 'Party' },
    errors: {
      403: PARTY_MESSAGES.hostOnlyStart,
      404: partyNotFound,
      409: `${PARTY_MESSAGES.roomNotOpen} (the host has no open room with that id), or: ${PARTY_MESSAGES.partyOver}`,
      422: invalidBody,
    },
  });
  app.post('/api/parties/:id/start', startDoc, async (request: WithId): Promise<Party> => {
    const user = await signedIn(request, PARTY_MESSAGES.signInRequired);
    const id = parsePartyId(request.params.id);
    const { roomId } = parseBody(startPartySchema, request.body);
    return startParty(ctx, user, id, roomId);
  });

  for (const [method, wanted] of [
    ['post', true],
    ['delete', false],
  ] as const) {
    const reminderDoc = doc({
      summary: wanted ? 'Ask to be reminded when a party starts' : 'Remove the reminder of a party',
      auth: 'user',
      responses: { 200: 'ReminderState' },
      errors: wanted
        ? { 403: BLOCK_MESSAGES.joinParty, 404: partyNotFound, 409: PARTY_MESSAGES.partyOver }
        : { 404: partyNotFound },
    });
    app[method]('/api/parties/:id/reminder', reminderDoc, async (request: WithId): Promise<ReminderState> => {
      const user = await signedIn(request, PARTY_MESSAGES.signInToRemind);
      return setReminder(db, user, parsePartyId(request.params.id), wanted);
    });
  }

  const dueDoc = doc({
    summary: 'Reminders of parties that have started since the user last asked (each is given once)',
    auth: 'user',
    responses: { 200: 'DueReminders' },
  });
  app.get('/api/me/reminders/due', dueDoc, async (request, reply): Promise<DueReminders> => {
    const user = await signedIn(request, PARTY_MESSAGES.signInRequired);
    reply.header('Cache-Control', 'no-store');
    return takeDueReminders(ctx, user);
  });

  const chatDoc = doc({
    summary: "A live chat channel's latest messages, oldest first",
    auth: 'none',
    params: liveChatChannelParamsSchema,
    responses: { 200: 'LiveChatHistory' },
  });
  app.get(
    '/api/live-chat/:channel',
    chatDoc,
    async (request: WithChannel, reply): Promise<LiveChatHistory> => {
      const { channel } = parseInput(liveChatChannelParamsSchema, request.params);
      reply.header('Cache-Control', 'no-store');
      return listLiveChat(db, channel);
    },
  );

  const postDoc = doc({
    summary: 'Post a message to a live chat channel (also sent to every socket watching it)',
    auth: 'user',
    params: liveChatChannelParamsSchema,
    body: liveChatPostSchema,
    responses: { 201: 'LiveChatMessage' },
    errors: { 403: `${BLOCK_MESSAGES.joinParty} (a party's room chat)`, 422: invalidBody },
    rateLimit: `${LIVE_CHAT_LIMITS.ratePoints} messages per user every ${LIVE_CHAT_LIMITS.rateWindowSeconds} seconds`,
  });
  app.post('/api/live-chat/:channel', postDoc, async (request: WithChannel, reply) => {
    const user = await signedIn(request, LIVE_CHAT_MESSAGES.loginRequired);
    const { channel } = parseInput(liveChatChannelParamsSchema, request.params);
    const input = parseBody(liveChatPostSchema, request.body);
    await chatLimiter.take(user.id);
    const message: LiveChatMessage = await postLiveChat(ctx, user, channel, input);
    return reply.code(201).send(message);
  });
}
