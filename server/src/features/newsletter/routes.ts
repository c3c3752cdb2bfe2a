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
} from '@common/newsletter';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
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

  app.post('/api/newsletter/subscribe', async (request, reply) => {
    const input = parseInput(newsletterSubscribeSchema, request.body);
    const user = await request.currentUser();
    const outcome = await subscribeToNewsletter(db, config.mail, { ...input, userId: user?.id ?? null }, () =>
      confirmMailsByIp.take(request.ip),
    );
    reply.code(outcome.statusCode);
    return outcome.result;
  });

  app.post('/api/newsletter/confirm', async (request) => {
    const { token } = parseInput(newsletterConfirmSchema, request.body);
    return confirmSubscription(db, token);
  });

  const unsubscribe = async (request: FastifyRequest) => {
    const { email } = parseInput(newsletterUnsubscribeSchema, request.body);
    return unsubscribeFromNewsletter(db, email);
  };
  app.post('/api/newsletter/unsubscribe', unsubscribe);
  app.delete('/api/newsletter/subscribe', unsubscribe);

  app.get('/api/newsletter/articles', async (): Promise<ArticleList> => {
    const [rows, subscriberCount] = await Promise.all([
      listPublishedArticles(db),
      countConfirmedSubscribers(db),
    ]);
    return { articles: rows.map(presentArticle), subscriberCount };
  });

  app.get('/api/newsletter/articles/mine', async (request): Promise<ArticlesWithStatus> => {
    const user = await requireUser(request);
    return { articles: (await listArticlesBy(db, user.id)).map(presentArticleWithStatus) };
  });

  app.get('/api/newsletter/articles/:id', async (request) => {
    const id = articleId(request);
    const row = await findArticle(db, id);
    const user = await request.currentUser();
    if (!row || !canViewArticle(user, row)) throw notFound(ARTICLE_MESSAGES.notFound);
    return canSeeReview(user, row) ? presentArticleWithStatus(row) : presentArticle(row);
  });

  app.post('/api/newsletter/articles', async (request, reply): Promise<ArticleSaved> => {
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

  app.post('/api/newsletter/images', async (request, reply): Promise<ArticleImageUploaded> => {
    const user = await requireUser(request);
    await imagesByUser.take(String(user.id));
    const url = await storeArticleImage(request, storage);
    reply.code(201);
    return { url };
  });
}
