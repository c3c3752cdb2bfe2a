import { publicName } from '@common/people';
import type { Db } from '../../db/connection';
import { excerptOf, type ModerationTargets } from '../moderation';

/**
 * A user (their profile) as a moderation target: its own owner, so that a report of a user leads to a warning,
 * a suspension or a ban. A profile is not removed on its own; a deleted account cannot be reported.
 */
export const userModerationTargets: ModerationTargets = {
  user: {
    async load(db: Db, id: number) {
      const row = await db
        .selectFrom('users')
        .select(['id', 'username', 'displayName', 'bio', 'location', 'deletedAt'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row || row.deletedAt) return undefined;
      return {
        ownerId: row.id,
        title: `${publicName(row)} (@${row.username})`,
        excerpt: excerptOf([row.location, row.bio].filter(Boolean).join(' · ')),
        link: `/artists/${id}`,
        removed: false,
      };
    },
  },
};
