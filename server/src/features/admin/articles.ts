import {
  ARTICLE_MESSAGES,
  articleDeclineSchema,
  articleListQuerySchema,
  type ArticleSaved,
  type ArticlesWithStatus,
} from '@common/newsletter';
import type { CampaignQueued } from '@common/marketing';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
import { parseInput } from '../../lib/validate';
import {
  articleId,
  emailArticle,
  listArticlesForReview,
  presentArticleWithStatus,
  reviewArticle,
} from '../newsletter';
import { requireAdmin } from './policies';

/** /api/admin/articles: the newsletter's review queue, decisions, and emailing a published article. */
export function adminArticleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  const { config } = ctx;
  // A second click while the first campaign is being written must not queue it twice.
  const emailing = ctx.limits.limiter({
    name: 'admin-article-email',
    points: 1,
    durationSeconds: 60,
    message: ARTICLE_MESSAGES.alreadyEmailed,
  });

  const notFound = { 404: `${ARTICLE_MESSAGES.notFound}: no such article.` };

  const listDoc = doc({
    summary: 'The newsletter articles to review, newest first, optionally of one status',
    auth: 'admin',
    query: articleListQuerySchema,
    responses: { 200: 'ArticlesWithStatus' },
  });
  app.get('/api/admin/articles', listDoc, async (request): Promise<ArticlesWithStatus> => {
    await requireAdmin(request);
    const { status } = parseInput(articleListQuerySchema, request.query);
    return { articles: (await listArticlesForReview(db, status)).map(presentArticleWithStatus) };
  });

  const approveDoc = doc({
    summary: 'Approve an article: it is published (an already published one is answered as it is)',
    auth: 'admin',
    responses: { 200: 'ArticleSaved' },
    errors: notFound,
  });
  app.post('/api/admin/articles/:id/approve', approveDoc, async (request): Promise<ArticleSaved> => {
    const admin = await requireAdmin(request);
    const row = await reviewArticle(db, config.mail, admin, articleId(request), { action: 'approve' });
    return { article: presentArticleWithStatus(row), message: ARTICLE_MESSAGES.approved };
  });

  const declineDoc = doc({
    summary: 'Decline an article (a published one too), with a note for its author',
    auth: 'admin',
    body: articleDeclineSchema,
    responses: { 200: 'ArticleSaved' },
    errors: notFound,
  });
  app.post('/api/admin/articles/:id/decline', declineDoc, async (request): Promise<ArticleSaved> => {
    const admin = await requireAdmin(request);
    const id = articleId(request);
    const { note } = parseInput(articleDeclineSchema, request.body);
    const row = await reviewArticle(db, config.mail, admin, id, { action: 'decline', note });
    return { article: presentArticleWithStatus(row), message: ARTICLE_MESSAGES.declined };
  });

  const emailDoc = doc({
    summary: 'Email a published article to the platform audience, as a campaign (once per article)',
    auth: 'admin',
    responses: { 202: 'CampaignQueued' },
    errors: {
      ...notFound,
      400: `${ARTICLE_MESSAGES.notPublished} Or there is no one to send it to.`,
      409: ARTICLE_MESSAGES.alreadyEmailed,
    },
    rateLimit: `one request per article at a time (an overlapping second click: "${ARTICLE_MESSAGES.alreadyEmailed}")`,
  });
  app.post('/api/admin/articles/:id/email', emailDoc, async (request, reply): Promise<CampaignQueued> => {
    const admin = await requireAdmin(request);
    const id = articleId(request);
    await emailing.take(String(id));
    try {
      const queued = await emailArticle(ctx, admin, id);
      reply.code(202);
      return queued;
    } finally {
      // Only clicks that overlap are refused here; once written, the stored campaign answers 409 on repeats.
      await emailing.reward(String(id));
    }
  });
}
