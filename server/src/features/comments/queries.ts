import { COMMENT_MESSAGES } from '@common/comments';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { TrackCommentsTable, UserRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { accountNotHeld } from '../../db/listing';
import { parseId } from '../../lib/ids';
import { canViewTrack, findTrack, type TrackWithArtist } from '../tracks';
import { hasBlocked } from '../blocks';

export type CommentRow = Selectable<TrackCommentsTable>;

/** A comment row with its author as others see them. */
export type CommentWithAuthor = CommentRow & {
  username: string;
  displayName: string | null;
  profileImage: string | null;
};

/** A route's `:id` as a comment id; anything else is a comment that does not exist. */
export function parseCommentId(value: string): number {
  return parseId(value, COMMENT_MESSAGES.notFound);
}

/** Comments joined to their authors; never a moderator's removed comment, nor one by a suspended or banned author. */
export function selectComments(db: Db) {
  return db
    .selectFrom('trackComments')
    .innerJoin('users', 'users.id', 'trackComments.userId')
    .selectAll('trackComments')
    .select(['users.username', 'users.displayName', 'users.profileImage'])
    .where('trackComments.removedAt', 'is', null)
    .where(accountNotHeld('users'));
}

/** A track the viewer may read, or 404 (a private track's comments do not exist for others). */
export async function findReadableTrack(
  db: Db,
  viewer: Pick<UserRow, 'id'> | null,
  trackId: number,
): Promise<TrackWithArtist> {
  const track = await findTrack(db, trackId);
  if (!track || !canViewTrack(viewer, track)) throw notFound(COMMENT_MESSAGES.trackNotFound);
  return track;
}

/**
 * A comment the viewer may see with its track: 404 when it is removed, its track is unreadable to them or has
 * comments turned off, or its author is someone the viewer blocked.
 */
export async function findVisibleComment(
  db: Db,
  viewer: Pick<UserRow, 'id'> | null,
  id: number,
): Promise<{ comment: CommentWithAuthor; track: TrackWithArtist }> {
  const comment = await selectComments(db).where('trackComments.id', '=', id).executeTakeFirst();
  if (!comment) throw notFound(COMMENT_MESSAGES.notFound);
  const track = await findTrack(db, comment.trackId);
  if (!track || !canViewTrack(viewer, track) || !track.allowComments) {
    throw notFound(COMMENT_MESSAGES.notFound);
  }
  if (viewer && viewer.id !== comment.userId && (await hasBlocked(db, viewer.id, comment.userId))) {
    throw notFound(COMMENT_MESSAGES.notFound);
  }
  return { comment, track };
}

/** Like counts of these comments, and which of them the viewer likes. */
export async function likesOf(
  db: Db,
  viewerId: number | null,
  ids: number[],
): Promise<{ counts: Map<number, number>; mine: Set<number> }> {
  if (ids.length === 0) return { counts: new Map(), mine: new Set() };
  const [counts, mine] = await Promise.all([
    db
      .selectFrom('commentLikes')
      .select((eb) => ['commentId', eb.fn.countAll<number>().as('count')])
      .where('commentId', 'in', ids)
      .groupBy('commentId')
      .execute(),
    viewerId === null
      ? []
      : db
          .selectFrom('commentLikes')
          .select('commentId')
          .where('userId', '=', viewerId)
          .where('commentId', 'in', ids)
          .execute(),
  ]);
  return {
    counts: new Map(counts.map((row) => [Number(row.commentId), Number(row.count)])),
    mine: new Set(mine.map((row) => Number(row.commentId))),
  };
}

/** The members among these lower-cased usernames: id and username as spelled. */
export async function membersNamed(db: Db, usernames: string[]): Promise<{ id: number; username: string }[]> {
  if (usernames.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where((eb) => eb(eb.fn('lower', ['username']), 'in', usernames))
    .execute();
  return rows.map((row) => ({ id: Number(row.id), username: row.username }));
}
