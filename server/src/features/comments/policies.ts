import { COMMENT_EDIT_MINUTES } from '@common/comments';
import type { UserRow } from '../../db/schema';

type Viewer = Pick<UserRow, 'id' | 'role'> | null;
interface CommentFacts {
  userId: number;
  createdAt: string;
}

const EDIT_MS = COMMENT_EDIT_MINUTES * 60_000;

/** Until when a comment's author may edit it (the window closes COMMENT_EDIT_MINUTES after posting). */
export function editDeadline(comment: CommentFacts): Date {
  return new Date(new Date(comment.createdAt).getTime() + EDIT_MS);
}

/** The author, within the edit window. */
export function mayEdit(viewer: Viewer, comment: CommentFacts, now = new Date()): boolean {
  return viewer !== null && viewer.id === comment.userId && now < editDeadline(comment);
}

/** The author at any time, the track's owner on their track, and administrators everywhere. */
export function mayDelete(viewer: Viewer, comment: CommentFacts, trackOwnerId: number | null): boolean {
  if (viewer === null) return false;
  return viewer.id === comment.userId || viewer.id === trackOwnerId || viewer.role === 'admin';
}
