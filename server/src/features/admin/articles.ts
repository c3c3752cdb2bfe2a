import {
  ARTICLE_MESSAGES,
  articleDeclineSchema,
  articleListQuerySchema,
  type ArticleSaved,
  type ArticlesWithStatus,
} from '@common/newsletter';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
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

  app.get('/api/admin/articles', async (request): Promise<ArticlesWithStatus> => {
    await requireAdmin(request);
    const { status } = parseInput(articleListQuerySchema, request.query);
    return { articles: (await listArticlesForReview(db, status)).map(presentArticleWithStatus) };
  });

  app.post('/api/admin/articles/:id/approve', async (request): Promise<ArticleSaved> => {
    const admin = await requireAdmin(request);
    const row = await reviewArticle(db, config.mail, admin, articleId(request), { action: 'approve' });
    return { article: presentArticleWithStatus(row), message: ARTICLE_MESSAGES.approved };
  });

  app.post('/api/admin/articles/:id/decline', async (request): Promise<ArticleSaved> => {
    const admin = await requireAdmin(request);
    const id = articleId(request);
    const { note } = parseInput(articleDeclineSchema, request.body);
    const row = await reviewArticle(db, config.mail, admin, id, { action: 'decline', note });
    return { article: presentArticleWithStatus(row), message: ARTICLE_MESSAGES.declined };
  });

  app.post('/api/admin/articles/:id/email', async (request, reply) => {
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
