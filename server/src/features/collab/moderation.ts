import type { Db } from '../../db/connection';
import { excerptOf, type ModerationTargets } from '../moderation';
import { refreshCollabSignals } from './signals';

/**
 * A collab profile as a moderation target, named by its owner's user id (one profile per user, and the app
 * addresses profiles by user). Removing it hides the profile and takes it out of matching
 * at once (its signals row stops being offerable); restoring recomputes its signals.
 */
export const collabModerationTargets: ModerationTargets = {
  collab_profile: {
    async load(db: Db, id: number) {
      const row = await db
        .selectFrom('collabProfiles as p')
        .innerJoin('users as u', 'u.id', 'p.userId')
        .select(['p.userId', 'u.username', 'p.description', 'p.rateInfo', 'p.removedAt'])
        .where('p.userId', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        ownerId: row.userId,
        title: `Collab profile of @${row.username}`,
        excerpt: excerptOf([row.description, row.rateInfo].filter(Boolean).join(' · ')),
        link: `/collab?user=${row.userId}`,
        removed: row.removedAt !== null,
      };
    },
    async remove(db: Db, id: number, at: string) {
      const row = await db
        .updateTable('collabProfiles')
        .set({ removedAt: at })
        .where('userId', '=', id)
        .returning('userId')
        .executeTakeFirst();
      if (row?.userId != null) {
        await db
          .updateTable('collabSignals')
          .set({ offerable: false })
          .where('userId', '=', row.userId)
          .execute();
      }
    },
    async restore(db: Db, id: number) {
      const row = await db
        .updateTable('collabProfiles')
        .set({ removedAt: null })
        .where('userId', '=', id)
        .returning('userId')
        .executeTakeFirst();
      if (row?.userId != null) await refreshCollabSignals(db, row.userId);
    },
  },
};
