import {
  emailConsentSchema,
  MARKETING,
  MARKETING_MESSAGES,
  type CampaignQueued,
  type SubscriberList,
} from '@common/marketing';
import { publicName } from '@common/people';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { unauthorized } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import { parseId, parseUserId } from '../../lib/ids';
import { audienceFor, audienceOf } from './audience';
import { cancelCampaign } from './commands/cancelCampaign';
import { readEmailConsent, setEmailConsent } from './commands/emailConsent';
import { listCampaigns } from './commands/listCampaigns';
import { previewCampaign } from './commands/previewCampaign';
import { testSendCampaign } from './commands/testSendCampaign';
import { describeUnsubscribe, unsubscribe } from './commands/unsubscribe';
import { createCampaign } from './createCampaign';
import { presentSubscriber } from './presenter';

const HOUR = 3600;
type WithId = FastifyRequest<{ Params: { id: string } }>;
type WithToken = FastifyRequest<{ Params: { '*': string } }>;

/** The signed-in user, or 401 'Please sign in to use email marketing'. */
async function requireSender(request: FastifyRequest): Promise<UserRow> {
  const user = await request.currentUser();
  if (!user) throw unauthorized(MARKETING_MESSAGES.signInRequired);
  return user;
}

/**
 * Email marketing: the caller's own audience, campaigns (send, preview, test, history), unsubscribe links, and
 * a fan's consent to an artist's email.
 */
export function marketingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  const testsByUser = ctx.limits.limiter({
    name: 'marketing-test-send',
    points: MARKETING.testSendsPerHour,
    durationSeconds: HOUR,
    message: MARKETING_MESSAGES.tooManyTests,
  });

  app.get('/api/marketing/emails', async (request, reply): Promise<SubscriberList> => {
    const user = await requireSender(request);
    reply.header('Cache-Control', 'no-store');
    return { emailList: (await audienceFor(db, user)).map(presentSubscriber) };
  });

  app.get('/api/marketing/campaigns', async (request, reply) => {
    const user = await requireSender(request);
    reply.header('Cache-Control', 'no-store');
    return listCampaigns(db, user);
  });

  app.post('/api/marketing/send-campaign', async (request, reply): Promise<CampaignQueued> => {
    const user = await requireSender(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const queued = await createCampaign(ctx, {
      sender: { id: user.id, name: publicName(user), isAdmin: user.role === 'admin' },
      audience: audienceOf(user),
      subject: body.subject,
      htmlContent: body.htmlContent,
      sendAt: body.sendAt,
      segment: body.segment,
    });
    reply.code(202);
    return queued;
  });

  app.post('/api/marketing/campaigns/:id/cancel', async (request: WithId) => {
    const user = await requireSender(request);
    return cancelCampaign(db, user, parseId(request.params.id, MARKETING_MESSAGES.campaignNotFound));
  });

  app.post('/api/marketing/preview', async (request) => {
    const user = await requireSender(request);
    return previewCampaign(ctx, user, request.body);
  });

  app.post('/api/marketing/test-send', async (request, reply) => {
    const user = await requireSender(request);
    const answer = await testSendCampaign(ctx, user, request.body, () => testsByUser.take(String(user.id)));
    reply.code(202);
    return answer;
  });

  app.get('/api/users/:id/email-consent', async (request: WithId, reply) => {
    const user = await requireSender(request);
    reply.header('Cache-Control', 'no-store');
    return readEmailConsent(db, user, parseUserId(request.params.id));
  });

  app.put('/api/users/:id/email-consent', async (request: WithId) => {
    const user = await requireSender(request);
    const { consent } = parseInput(emailConsentSchema, request.body);
    return setEmailConsent(db, user, parseUserId(request.params.id), consent);
  });

  // Unsubscribe links need no session: the signed token says who and what. A mail program's one-click POST
  // (RFC 8058) comes from no page of ours, as a form (`List-Unsubscribe=One-Click`): the origin check lets
  // this path through (lib/security.ts) and this scope reads form bodies. The token rides in a wildcard, which
  // has no length cap (a parameter is cut at 100 characters).
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get('/api/marketing/unsubscribe/*', async (request: WithToken, reply) => {
      reply.header('Cache-Control', 'no-store');
      return describeUnsubscribe(ctx, request.params['*']);
    });

    scope.post('/api/marketing/unsubscribe/*', async (request: WithToken, reply) => {
      reply.header('Cache-Control', 'no-store');
      return unsubscribe(ctx, request.params['*']);
    });
  });
}
