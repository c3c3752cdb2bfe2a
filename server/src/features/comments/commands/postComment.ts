import { BLOCK_MESSAGES } from '@common/blocks';
import { type CommentCreate, COMMENT_MESSAGES, type TrackComment } from '@common/comments';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { badRequest, forbidden, notFound } from '../../../lib/errors';
import type { Limiter } from '../../../lib/limits';
import { hasBlocked } from '../../blocks';
import { presentComments } from '../presenter';
import { findReadableTrack, selectComments } from '../queries';
import { tellOfComment } from '../tell';

/** The parent of a reply: a first comment of the same track, not removed (else 404), not itself a reply (400). */
async function findParent(db: Db, user: UserRow, trackId: number, parentId: number) {
  const parent = await selectComments(db)
    .where('trackComments.id', '=', parentId)
    .where('trackComments.trackId', '=', trackId)
    .executeTakeFirst();
  if (!parent || (await hasBlocked(db, user.id, parent.userId))) {
    throw notFound(COMMENT_MESSAGES.parentNotFound);
  }
  if (parent.parentId !== null) throw badRequest(COMMENT_MESSAGES.oneLevel);
  if (await hasBlocked(db, parent.userId, user.id)) throw forbidden(BLOCK_MESSAGES.reply);
  return parent;
}

/**
 * Posts a comment (or a reply) on a track the user can read. Refused with comments turned off (403), by an
 * artist who blocked the user (403), past the user's rate limit (429); a reply goes under a first comment and
 * takes no moment of its own. The comment and its notifications are written together.
 */
export async function postComment(
  db: Db,
  limiter: Limiter,
  user: UserRow,
  trackId: number,
  input: CommentCreate,
): Promise<TrackComment> {
  const track = await findReadableTrack(db, user, trackId);
  if (!track.allowComments) throw forbidden(COMMENT_MESSAGES.turnedOff);
  if (track.userId !== null && (await hasBlocked(db, Number(track.userId), user.id))) {
    throw forbidden(BLOCK_MESSAGES.comment);
  }
  const parent = input.parentId ? await findParent(db, user, trackId, input.parentId) : null;
  const position = parent ? null : (input.positionSeconds ?? null);
  if (position !== null && track.duration && position > Math.ceil(Number(track.duration))) {
    throw badRequest(COMMENT_MESSAGES.badPosition);
  }
  await limiter.take(String(user.id));

  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('trackComments')
      .values({
        trackId,
        userId: user.id,
        parentId: parent ? Number(parent.id) : null,
        body: input.body,
        positionSeconds: position,
        createdAt: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const commentId = Number(row.id);
    await tellOfComment(
      trx,
      user,
      track,
      { id: commentId, body: input.body, positionSeconds: position },
      parent ? Number(parent.userId) : null,
    );
    return commentId;
  });
  const created = await selectComments(db).where('trackComments.id', '=', id).executeTakeFirstOrThrow();
  const owner = track.userId === null ? null : Number(track.userId);
  const [shown] = await presentComments(db, user, owner, [created]);
  return shown!;
}
