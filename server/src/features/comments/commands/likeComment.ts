import type { CommentLikeState } from '@common/comments';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { findVisibleComment, likesOf } from '../queries';

/** Likes (or unlikes) a comment the user can see; liking twice is one like. Answers the new count. */
export async function setCommentLiked(
  db: Db,
  user: UserRow,
  id: number,
  liked: boolean,
): Promise<CommentLikeState> {
  await findVisibleComment(db, user, id);
  if (liked) {
    await db
      .insertInto('commentLikes')
      .values({ commentId: id, userId: user.id, createdAt: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['commentId', 'userId']).doNothing())
      .execute();
  } else {
    await db.deleteFrom('commentLikes').where('commentId', '=', id).where('userId', '=', user.id).execute();
  }
  const { counts, mine } = await likesOf(db, user.id, [id]);
  return { id, likes: counts.get(id) ?? 0, likedByMe: mine.has(id) };
}
