import { COMMENT_MESSAGES, type CommentPinState } from '@common/comments';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { badRequest, forbidden } from '../../../lib/errors';
import { ownsTrack } from '../../tracks';
import { findVisibleComment } from '../queries';

/**
 * The track's artist pins a first comment (the one pinned before is unpinned) or unpins it; 403 for anyone
 * else, 400 for a reply.
 */
export async function setCommentPinned(
  db: Db,
  user: UserRow,
  id: number,
  pinned: boolean,
): Promise<CommentPinState> {
  const { comment, track } = await findVisibleComment(db, user, id);
  if (!ownsTrack(user, track)) throw forbidden(COMMENT_MESSAGES.notTrackOwner);
  if (comment.parentId !== null) throw badRequest(COMMENT_MESSAGES.pinReply);
  await db.transaction().execute(async (trx) => {
    if (pinned) {
      await trx
        .updateTable('trackComments')
        .set({ pinnedAt: null })
        .where('trackId', '=', track.id)
        .where('pinnedAt', 'is not', null)
        .execute();
    }
    await trx
      .updateTable('trackComments')
      .set({ pinnedAt: pinned ? new Date().toISOString() : null })
      .where('id', '=', id)
      .execute();
  });
  return { id, pinned };
}
