import type { Db } from '../../db/connection';
import { excerptOf, type ModerationTargets } from '../moderation';

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
    async remove(db: Db, id: number, at: string) {
      await db.updateTable('videos').set({ removedAt: at }).where('id', '=', id).execute();
    },
    async restore(db: Db, id: number) {
      await db.updateTable('videos').set({ removedAt: null }).where('id', '=', id).execute();
    },
  },
};
