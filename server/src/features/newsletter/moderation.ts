import type { Db } from '../../db/connection';
import { excerptOf, type ModerationTargets, removedAtOf } from '../moderation';

/** An article as a moderation target; removing it hides it from the list, its page and search. */
export const articleModerationTargets: ModerationTargets = {
  article: {
    async load(db: Db, id: number) {
      const row = await db
        .selectFrom('newsletterArticles')
        .select(['authorId', 'title', 'subtitle', 'status', 'removedAt'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row || row.status !== 'published') return undefined;
      return {
        ownerId: row.authorId,
        title: row.title,
        excerpt: excerptOf(row.subtitle),
        link: `/newsletter/${id}`,
        removed: row.removedAt !== null,
      };
    },
    ...removedAtOf('newsletterArticles'),
  },
};
