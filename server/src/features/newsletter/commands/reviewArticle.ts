import { ARTICLE_MESSAGES } from '@common/newsletter';
import type { MailConfig } from '../../../config';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { sendInboxMessages } from '../../inbox';
import type { ArticleRow } from '../presenter';

export type ArticleDecision = { action: 'approve' } | { action: 'decline'; note: string };

/**
 * An administrator's decision on an article. Approving publishes it (dated now, or keeping the date it was first
 * published); declining takes it off the list (a published one too) with a note for the author. The author hears
 * of it in their inbox, in the same transaction.
 */
export async function reviewArticle(
  db: Db,
  mail: MailConfig,
  reviewer: UserRow,
  id: number,
  decision: ArticleDecision,
): Promise<ArticleRow> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('newsletterArticles')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!current) throw notFound(ARTICLE_MESSAGES.notFound);
    const now = new Date().toISOString();
    const approve = decision.action === 'approve';
    if (approve && current.status === 'published') return current as ArticleRow;
    const updated = (await trx
      .updateTable('newsletterArticles')
      .set({
        status: approve ? 'published' : 'declined',
        postedAt: approve ? (current.postedAt ?? now) : current.postedAt,
        reviewedBy: reviewer.id,
        reviewedAt: now,
        reviewNote: approve ? null : decision.note || null,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()) as ArticleRow;
    if (updated.authorId !== null && updated.authorId !== reviewer.id) {
      const link = `${mail.linkOrigin}/newsletter/${updated.id}`;
      await sendInboxMessages(trx, [
        approve
          ? {
              recipientId: updated.authorId,
              senderId: null,
              kind: 'message',
              subject: 'Your article is published',
              body: `"${updated.title}" is now on the Panda Nation newsletter: ${link}`,
            }
          : {
              recipientId: updated.authorId,
              senderId: null,
              kind: 'message',
              subject: 'Your article was not published',
              body: decision.note
                ? `"${updated.title}" was not published. The editor's note: ${decision.note}`
                : `"${updated.title}" was not published.`,
            },
      ]);
    }
    return updated;
  });
}
