import { ARTICLE_MESSAGES } from '@common/newsletter';
import type { CampaignQueued } from '@common/marketing';
import { publicName } from '@common/people';
import type { AppContext } from '../../../context';
import type { UserRow } from '../../../db/schema';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { createCampaign } from '../../marketing';
import { articleEmailHtml } from '../articleEmail';
import { findArticle } from '../articles';
import { presentArticle } from '../presenter';

/**
 * Sends a published article to the platform audience (opted-in users with a verified address and confirmed
 * newsletter subscribers) as a campaign. An article is emailed once.
 */
export async function emailArticle(ctx: AppContext, admin: UserRow, id: number): Promise<CampaignQueued> {
  const { db } = ctx.database;
  const row = await findArticle(db, id);
  if (!row) throw notFound(ARTICLE_MESSAGES.notFound);
  if (row.status !== 'published') throw badRequest(ARTICLE_MESSAGES.notPublished);
  const earlier = await db
    .selectFrom('campaigns')
    .select('id')
    .where('articleId', '=', id)
    .executeTakeFirst();
  if (earlier) throw conflict(ARTICLE_MESSAGES.alreadyEmailed);
  const article = presentArticle(row);
  return createCampaign(ctx, {
    sender: { id: admin.id, name: publicName(admin), isAdmin: true },
    audience: 'platform',
    subject: article.title,
    htmlContent: articleEmailHtml(article, ctx.config.mail.linkOrigin),
    articleId: row.id,
  });
}
