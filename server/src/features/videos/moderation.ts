import type { Db } from '../../db/connection';
import { excerptOf, type ModerationTargets, removedAtOf } from '../moderation';

/** A video as a moderation target; removing it hides it from every list and its page (selectVideos). */
export const videoModerationTargets: ModerationTargets = {
  video: {
    async load(db: Db, id: number) {
      const row = await db
        .selectFrom('videos')
        .select(['userId', 'title', 'description', 'category', 'removedAt'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        ownerId: row.userId,
        title: row.title,
        excerpt: excerptOf([row.category, row.description].filter(Boolean).join(' · ')),
        link: `/videos?video=${id}`,
        removed: row.removedAt !== null,
      };
    },
    ...removedAtOf('videos'),
  },
};
