import type { Db } from '../../db/connection';
import { excerptOf, type ModerationTargets, removedAtOf } from '../moderation';
import { invalidateTrackLists } from './listCache';
import { canViewTrack } from './policies';
import { findTrackAccess } from './queries';

/**
 * A track as a moderation target: its owner, title and description; removing it sets `removed_at`, which
 * listedTrack() and the policies honour everywhere (lists, its page, search through its trigger, embeds,
 * previews, the sitemap, rooms and playlists).
 */
export const trackModerationTargets: ModerationTargets = {
  track: {
    async load(db: Db, id: number) {
      const row = await db
        .selectFrom('tracks')
        .select(['userId', 'title', 'artist', 'description', 'genre', 'removedAt', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row || row.status !== 'published') return undefined;
      return {
        ownerId: row.userId,
        title: row.title,
        excerpt: excerptOf([row.artist, row.genre, row.description].filter(Boolean).join(' · ')),
        link: `/tracks/${id}`,
        removed: row.removedAt !== null,
      };
    },
    async visibleTo(db: Db, id: number, viewer: { id: number }) {
      const track = await findTrackAccess(db, id);
      return track !== undefined && canViewTrack(viewer, track);
    },
    ...removedAtOf('tracks'),
    changed: invalidateTrackLists,
  },
};
