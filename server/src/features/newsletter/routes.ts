import {
  ARTICLE_MESSAGES,
  articleSchema,
  NEWSLETTER,
  NEWSLETTER_MESSAGES,
  newsletterConfirmSchema,
  newsletterSubscribeSchema,
  newsletterUnsubscribeSchema,
  ARTICLE,
  type ArticleImageUploaded,
  type ArticleList,
  type ArticleSaved,
  type ArticlesWithStatus,
  type ArticleView,
  type NewsletterResult,
} from '@common/newsletter';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
import { notFound } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import { requireUser } from '../auth';
import { articleId, findArticle, listArticlesBy, listPublishedArticles } from './articles';
import { confirmSubscription } from './commands/confirmSubscription';
import { createArticle } from './commands/createArticle';
import { subscribeToNewsletter } from './commands/subscribeToNewsletter';
import { unsubscribeFromNewsletter } from './commands/unsubscribeFromNewsletter';
import { storeArticleImage } from './images';
import { canSeeReview, canViewArticle } from './policies';
import { presentArticle, presentArticleWithStatus } from './presenter';
import { countConfirmedSubscribers } from './subscriptions';

const HOUR = 3600;

/**
 * The newsletter: double opt-in subscriptions (subscribe, confirm, unsubscribe), articles (list, read, mine,
 * write) and article images.
 */
export function newsletterRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  const { config, storage } = ctx;
  const confirmMailsByIp = ctx.limits.limiter({
    name: 'newsletter-confirm-ip',
    points: NEWSLETTER.confirmMailsPerIpPerHour,
    durationSeconds: HOUR,
    message: NEWSLETTER_MESSAGES.tooManyRequests,
  });
  const imagesByUser = ctx.limits.limiter({
    name: 'newsletter-images-user',
    points: ARTICLE.imageUploadsPerHour,
    durationSeconds: HOUR,
    message: ARTICLE_MESSAGES.tooManyImages,
  });

  const subscribeDoc = doc({
    summary: 'Subscribe an address: a confirmation link is emailed (double opt-in)',
    description:
      'A signed-in user is linked to the subscription. An address sent a link in the last ' +
      `${NEWSLETTER.resendMinutes} minutes gets the same answer without a second email.`,
    auth: 'optional',
    body: newsletterSubscribeSchema,
    responses: {
      200: { type: 'NewsletterResult', description: 'The address was already confirmed (alreadySubscribed)' },
      202: { type: 'NewsletterResult', description: 'Pending: the confirmation link is on its way' },
    },
    rateLimit: `${NEWSLETTER.confirmMailsPerIpPerHour} confirmation emails per network (IP address) an hour`,
  });
  app.post('/api/newsletter/subscribe', subscribeDoc, async (request, reply): Promise<NewsletterResult> => {
    const input = parseInput(newsletterSubscribeSchema, request.body);
    const user = await request.currentUser();
    const outcome = await subscribeToNewsletter(db, config.mail, { ...input, userId: user?.id ?? null }, () =>
      confirmMailsByIp.take(request.ip),
    );
    reply.code(outcome.statusCode);
    return outcome.result;
  });

  const confirmDoc = doc({
    summary: "Confirm a subscription with the emailed link's token (it works once)",
    auth: 'none',
    body: newsletterConfirmSchema,
    responses: { 200: 'NewsletterResult' },
    errors: { 400: `${NEWSLETTER_MESSAGES.confirmInvalid} (unknown, expired, replaced or spent token)` },
  });
  app.post('/api/newsletter/confirm', confirmDoc, async (request): Promise<NewsletterResult> => {
    const { token } = parseInput(newsletterConfirmSchema, request.body);
    return confirmSubscription(db, token);
  });

  const unsubscribeDoc = doc({
    summary: 'Unsubscribe an address (the same answer whether or not it was subscribed)',
    auth: 'none',
    body: newsletterUnsubscribeSchema,
    responses: { 200: 'NewsletterResult' },
  });
  const unsubscribe = async (request: FastifyRequest): Promise<NewsletterResult> => {
    const { email } = parseInput(newsletterUnsubscribeSchema, request.body);
    return unsubscribeFromNewsletter(db, email);
  };
  app.post('/api/newsletter/unsubscribe', unsubscribeDoc, unsubscribe);
  app.delete('/api/newsletter/subscribe', unsubscribeDoc, unsubscribe);

  const listDoc = doc({
    summary: 'The published articles, newest first, with the number of confirmed subscribers',
    auth: 'none',
    responses: { 200: 'ArticleList' },
  });
  app.get('/api/newsletter/articles', listDoc, async (): Promise<ArticleList> => {
    const [rows, subscriberCount] = await Promise.all([
      listPublishedArticles(db),
      countConfirmedSubscribers(db),
    ]);
    return { articles: rows.map(presentArticle), subscriberCount };
  });

  const mineDoc = doc({
    summary: "The signed-in user's own articles, with their review state",
    auth: 'user',
    responses: { 200: 'ArticlesWithStatus' },
  });
  app.get('/api/newsletter/articles/mine', mineDoc, async (request): Promise<ArticlesWithStatus> => {
    const user = await requireUser(request);
    return { articles: (await listArticlesBy(db, user.id)).map(presentArticleWithStatus) };
  });

  const articleDoc = doc({
    summary:
      'One article: a published one for anyone, with its review state for its author or an administrator',
    auth: 'optional',
    responses: { 200: 'ArticleView' },
    errors: { 404: `${ARTICLE_MESSAGES.notFound}: no such article, or not visible to you.` },
  });
  app.get('/api/newsletter/articles/:id', articleDoc, async (request): Promise<ArticleView> => {
    const id = articleId(request);
    const row = await findArticle(db, id);
    const user = await request.currentUser();
    if (!row || !canViewArticle(user, row)) throw notFound(ARTICLE_MESSAGES.notFound);
    return canSeeReview(user, row) ? presentArticleWithStatus(row) : presentArticle(row);
  });

  const writeDoc = doc({
    summary: "Write an article: an administrator's is published, anyone else's waits for review",
    auth: 'user',
    body: articleSchema,
    responses: {
      201: { type: 'ArticleSaved', description: 'Published (an administrator)' },
      202: { type: 'ArticleSaved', description: 'Submitted for review' },
    },
    errors: {
      400: `${ARTICLE_MESSAGES.imageUrl} (an uploaded image path that is not stored).`,
      429: `${ARTICLE_MESSAGES.tooManySubmissions} (${ARTICLE.submissionsPerDay} submissions in 24 hours, administrators excepted; with Retry-After)`,
    },
  });
  app.post('/api/newsletter/articles', writeDoc, async (request, reply): Promise<ArticleSaved> => {
    const user = await requireUser(request);
    const input = parseInput(articleSchema, request.body);
    const row = await createArticle(db, storage, user, input);
    const published = row.status === 'published';
    reply.code(published ? 201 : 202);
    return {
      article: presentArticleWithStatus(row),
      message: published ? ARTICLE_MESSAGES.published : ARTICLE_MESSAGES.submitted,
    };
  });

  const imageDoc = doc({
    summary: "Upload an article's image (PNG, JPEG or WebP), stored re-encoded as JPEG; answers its path",
    auth: 'user',
    body: { multipart: { image: 'file' }, required: ['image'] },
    responses: { 201: 'ArticleImageUploaded' },
    errors: {
      400: `${ARTICLE_MESSAGES.imageMissing} Or: ${ARTICLE_MESSAGES.imageUnreadable}`,
      413: `${ARTICLE_MESSAGES.imageTooLarge} Or: ${ARTICLE_MESSAGES.imageTooManyPixels}`,
      415: `${ARTICLE_MESSAGES.imageNotMultipart} Or: ${ARTICLE_MESSAGES.imageUnsupported}`,
    },
    rateLimit: `${ARTICLE.imageUploadsPerHour} image uploads per user an hour`,
  });
  app.post('/api/newsletter/images', imageDoc, async (request, reply): Promise<ArticleImageUploaded> => {
    const user = await requireUser(request);
    await imagesByUser.take(String(user.id));
    const url = await storeArticleImage(request, storage);
    reply.code(201);
    return { url };
  });
}
