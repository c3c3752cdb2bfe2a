import { COMMENT_MESSAGES, type CommentUpdate, type TrackComment } from '@common/comments';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { forbidden } from '../../../lib/errors';
import { mayEdit } from '../policies';
import { presentComments } from '../presenter';
import { findVisibleComment, selectComments } from '../queries';
import { tellOfNewMentions } from '../tell';

/**
 * The author changes a comment's text within the edit window (403 for anyone else, or after it); members it now
 * names for the first time are told.
 */
export async function editComment(
  db: Db,
  user: UserRow,
  id: number,
  input: CommentUpdate,
): Promise<TrackComment> {
  const { comment, track } = await findVisibleComment(db, user, id);
  if (comment.userId !== user.id) throw forbidden(COMMENT_MESSAGES.notAuthor);
  if (!mayEdit(user, comment)) throw forbidden(COMMENT_MESSAGES.editWindow);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('trackComments')
      .set({ body: input.body, editedAt: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    const edited = { id, body: input.body, positionSeconds: comment.positionSeconds };
    await tellOfNewMentions(trx, user, track, edited, comment.body);
  });
  const changed = await selectComments(db).where('trackComments.id', '=', id).executeTakeFirstOrThrow();
  const [shown] = await presentComments(db, user, track.userId === null ? null : Number(track.userId), [
    changed,
  ]);
  return shown!;
}
