import { ARTIST_MESSAGES } from '@common/artists';
import {
  campaignSchema,
  emailConsentSchema,
  MARKETING,
  MARKETING_MESSAGES,
  sendCampaignSchema,
  type CampaignHistory,
  type CampaignPreview,
  type CampaignQueued,
  type EmailConsent,
  type MarketingNotice,
  type SubscriberList,
  type UnsubscribeInfo,
} from '@common/marketing';
import { publicName } from '@common/people';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { doc } from '../../lib/apiDoc';
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

  const emailsDoc = doc({
    summary: "The caller's audience: an artist's opted-in fans, or the platform list for an administrator",
    auth: 'user',
    responses: { 200: 'SubscriberList' },
  });
  app.get('/api/marketing/emails', emailsDoc, async (request, reply): Promise<SubscriberList> => {
    const user = await requireSender(request);
    reply.header('Cache-Control', 'no-store');
    return { emailList: (await audienceFor(db, user)).map(presentSubscriber) };
  });

  const campaignsDoc = doc({
    summary: `The caller's latest ${MARKETING.historyLimit} campaigns, newest first, with their deliveries counted`,
    description: "Administrators share the platform's history.",
    auth: 'user',
    responses: { 200: 'CampaignHistory' },
  });
  app.get('/api/marketing/campaigns', campaignsDoc, async (request, reply): Promise<CampaignHistory> => {
    const user = await requireSender(request);
    reply.header('Cache-Control', 'no-store');
    return listCampaigns(db, user);
  });

  const sendDoc = doc({
    summary: "Send a campaign to the caller's audience (or part of it), now or at a chosen time",
    description:
      'Artists write to their opted-in fans, administrators to the platform list. The campaign is queued and ' +
      'answered at once; a scheduled one can be cancelled until it starts.',
    auth: 'user',
    body: sendCampaignSchema,
    responses: { 202: 'CampaignQueued' },
    errors: {
      400:
        `${MARKETING_MESSAGES.noSubscribers}; ${MARKETING_MESSAGES.segmentNoMatch}; ` +
        `${MARKETING_MESSAGES.levelsForArtists} (an administrator's segment).`,
      429: `${MARKETING_MESSAGES.tooManyCampaigns} (an artist's ${MARKETING.campaignsPerDay} campaigns in 24 hours; with Retry-After)`,
    },
  });
  app.post('/api/marketing/send-campaign', sendDoc, async (request, reply): Promise<CampaignQueued> => {
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

  const cancelDoc = doc({
    summary: 'Cancel an own scheduled campaign before it starts (cancelling again answers the same)',
    auth: 'user',
    responses: { 200: 'MarketingNotice' },
    errors: {
      404: `${MARKETING_MESSAGES.campaignNotFound}: no such campaign of the caller's.`,
      409: MARKETING_MESSAGES.notScheduled,
    },
  });
  app.post(
    '/api/marketing/campaigns/:id/cancel',
    cancelDoc,
    async (request: WithId): Promise<MarketingNotice> => {
      const user = await requireSender(request);
      return cancelCampaign(db, user, parseId(request.params.id, MARKETING_MESSAGES.campaignNotFound));
    },
  );

  const previewDoc = doc({
    summary: 'The campaign email exactly as a recipient will see it (sanitised, framed, with its links)',
    auth: 'user',
    body: campaignSchema,
    responses: { 200: 'CampaignPreview' },
  });
  app.post('/api/marketing/preview', previewDoc, async (request): Promise<CampaignPreview> => {
    const user = await requireSender(request);
    return previewCampaign(ctx, user, request.body);
  });

  const testSendDoc = doc({
    summary: "Send a test copy of the campaign to the caller's own verified address",
    auth: 'user',
    body: campaignSchema,
    responses: { 202: 'MarketingNotice' },
    errors: { 400: MARKETING_MESSAGES.testNeedsVerifiedEmail },
    rateLimit: `${MARKETING.testSendsPerHour} test copies per user an hour`,
  });
  app.post('/api/marketing/test-send', testSendDoc, async (request, reply): Promise<MarketingNotice> => {
    const user = await requireSender(request);
    const answer = await testSendCampaign(ctx, user, request.body, () => testsByUser.take(String(user.id)));
    reply.code(202);
    return answer;
  });

  const consentDoc = doc({
    summary: "Whether the signed-in fan gets this artist's email",
    auth: 'user',
    responses: { 200: 'EmailConsent' },
  });
  app.get(
    '/api/users/:id/email-consent',
    consentDoc,
    async (request: WithId, reply): Promise<EmailConsent> => {
      const user = await requireSender(request);
      reply.header('Cache-Control', 'no-store');
      return readEmailConsent(db, user, parseUserId(request.params.id));
    },
  );

  const setConsentDoc = doc({
    summary:
      "Give or withdraw the signed-in fan's consent to this artist's email (shares the address with them)",
    auth: 'user',
    body: emailConsentSchema,
    responses: { 200: 'EmailConsent' },
    errors: {
      400: MARKETING_MESSAGES.consentSelf,
      404: `${ARTIST_MESSAGES.userNotFound}: no such artist, or the account is deleted.`,
    },
  });
  app.put('/api/users/:id/email-consent', setConsentDoc, async (request: WithId): Promise<EmailConsent> => {
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

    const noStore = { 'Cache-Control': 'no-store' };
    const invalid = { 400: `${MARKETING_MESSAGES.unsubscribeInvalid} (the token in the path)` };
    const describeDoc = doc({
      summary:
        "What an email's unsubscribe link would do: the address, the list it leaves, whether it already left",
      description: 'The signed token (the rest of the path) says who and what; no session is read.',
      auth: 'none',
      responses: { 200: { type: 'UnsubscribeInfo', headers: noStore } },
      errors: invalid,
    });
    scope.get(
      '/api/marketing/unsubscribe/*',
      describeDoc,
      async (request: WithToken, reply): Promise<UnsubscribeInfo> => {
        reply.header('Cache-Control', 'no-store');
        return describeUnsubscribe(ctx, request.params['*']);
      },
    );

    const unsubscribeDoc = doc({
      summary: "Leave the list an email's unsubscribe link names (repeating it changes nothing)",
      description:
        "The page's button, or a mail program's one-click POST (RFC 8058, a form body " +
        '`List-Unsubscribe=One-Click`, which is not read). No session is read, and the origin check lets it through.',
      auth: 'none',
      responses: { 200: { type: 'UnsubscribeInfo', headers: noStore } },
      errors: invalid,
    });
    scope.post(
      '/api/marketing/unsubscribe/*',
      unsubscribeDoc,
      async (request: WithToken, reply): Promise<UnsubscribeInfo> => {
        reply.header('Cache-Control', 'no-store');
        return unsubscribe(ctx, request.params['*']);
      },
    );
  });
}
