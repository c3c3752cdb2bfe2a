import { COMMENT_MESSAGES } from '@common/comments';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { forbidden, notFound } from '../../../lib/errors';
import { canViewTrack, findTrack } from '../../tracks';
import { mayDelete } from '../policies';

/**
 * Deletes a comment with its replies and likes: by its author at any time, the track's artist, or an
 * administrator (403 for anyone else; 404 when the user cannot see it at all).
 */
export async function deleteComment(db: Db, user: UserRow, id: number): Promise<void> {
  const comment = await db
    .selectFrom('trackComments')
    .select(['id', 'trackId', 'userId', 'createdAt'])
    .where('id', '=', id)
    .where('removedAt', 'is', null)
    .executeTakeFirst();
  const track = comment ? await findTrack(db, comment.trackId) : undefined;
  const admin = user.role === 'admin';
  if (!comment || !track || (!admin && !canViewTrack(user, track))) throw notFound(COMMENT_MESSAGES.notFound);
  if (!mayDelete(user, comment, track.userId === null ? null : Number(track.userId))) {
    throw forbidden(COMMENT_MESSAGES.cannotDelete);
  }
  await db.deleteFrom('trackComments').where('id', '=', id).execute();
}
