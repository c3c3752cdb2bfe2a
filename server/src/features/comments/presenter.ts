import { type CommentMention, mentionedUsernames, type TrackComment } from '@common/comments';
import { publicName } from '@common/people';
import type { Db } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { editDeadline, mayDelete, mayEdit } from './policies';
import { type CommentWithAuthor, likesOf, membersNamed } from './queries';

type Viewer = Pick<UserRow, 'id' | 'role'> | null;

/** The author as others see them. */
export function presentAuthor(row: CommentWithAuthor) {
  return {
    id: Number(row.userId),
    username: row.username,
    name: publicName(row),
    avatar: row.profileImage,
  };
}

/**
 * Comments as the viewer sees them, with their likes, the members they mention and what the viewer may do;
 * `replies` holds the replies to put under each first comment (by its id).
 */
export async function presentComments(
  db: Db,
  viewer: Viewer,
  trackOwnerId: number | null,
  rows: CommentWithAuthor[],
  replies: Map<number, CommentWithAuthor[]> = new Map(),
): Promise<TrackComment[]> {
  const all = [...rows, ...[...replies.values()].flat()];
  const ids = all.map((row) => Number(row.id));
  const names = [...new Set(all.flatMap((row) => mentionedUsernames(row.body)))];
  const [likes, members] = await Promise.all([likesOf(db, viewer?.id ?? null, ids), membersNamed(db, names)]);
  const byName = new Map(members.map((m) => [m.username.toLowerCase(), m]));
  const now = new Date();
  const one = (row: CommentWithAuthor): TrackComment => {
    const id = Number(row.id);
    const mentions: CommentMention[] = mentionedUsernames(row.body).flatMap((name) => {
      const member = byName.get(name);
      return member ? [{ username: member.username, userId: member.id }] : [];
    });
    return {
      id,
      trackId: Number(row.trackId),
      parentId: row.parentId === null ? null : Number(row.parentId),
      body: row.body,
      positionSeconds: row.positionSeconds === null ? null : Number(row.positionSeconds),
      author: presentAuthor(row),
      createdAt: row.createdAt,
      editedAt: row.editedAt,
      likes: likes.counts.get(id) ?? 0,
      likedByMe: likes.mine.has(id),
      pinned: row.pinnedAt !== null,
      mentions,
      editableUntil: mayEdit(viewer, row, now) ? editDeadline(row).toISOString() : null,
      canDelete: mayDelete(viewer, row, trackOwnerId),
      replies: (replies.get(id) ?? []).map(one),
    };
  };
  return rows.map(one);
}
