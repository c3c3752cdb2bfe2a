import type { Db } from '../../db/connection';
import { excerptOf, type ModerationTargets, removedAtOf } from '../moderation';
import { canViewTrack, findTrackAccess } from '../tracks';

/**
 * A comment as a moderation target: its author, the track it was left on and its words; removing it sets
 * `removed_at`, which every comment query honours (the list, the count, the waveform marks, likes and the Fan
 * Portal's counts).
 */
export const commentModerationTargets: ModerationTargets = {
  comment: {
    async load(db: Db, id: number) {
      const row = await db
        .selectFrom('trackComments as c')
        .innerJoin('tracks as t', 't.id', 'c.trackId')
        .select(['c.userId', 'c.body', 'c.trackId', 'c.removedAt', 't.title'])
        .where('c.id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        ownerId: row.userId,
        title: `A comment on ${row.title}`,
        excerpt: excerptOf(row.body),
        link: `/tracks/${row.trackId}`,
        removed: row.removedAt !== null,
      };
    },
    async visibleTo(db: Db, id: number, viewer: { id: number }) {
      const row = await db
        .selectFrom('trackComments')
        .select('trackId')
        .where('id', '=', id)
        .executeTakeFirst();
      const track = row ? await findTrackAccess(db, row.trackId) : undefined;
      return track !== undefined && canViewTrack(viewer, track);
    },
    ...removedAtOf('trackComments'),
  },
};
