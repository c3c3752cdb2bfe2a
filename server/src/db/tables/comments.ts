import type { Generated } from 'kysely';
import { type Timestamp, type TablesStoredAs, storedAs } from '../storedAs';

/** A comment on a track: a first comment of a thread (maybe at a moment of the track) or a reply to one. */
export interface TrackCommentsTable {
  id: Generated<number>;
  trackId: number;
  userId: number;
  /** The thread's first comment for a reply; null for a first comment. */
  parentId: number | null;
  body: string;
  /** Whole seconds into the track where it was left; null when not tied to a moment. */
  positionSeconds: number | null;
  createdAt: Timestamp;
  editedAt: string | null;
  /** Set on the one comment the track's artist pinned. */
  pinnedAt: string | null;
  /** A moderator's removal: the comment shows nowhere. */
  removedAt: string | null;
}

/** One user liking one comment. */
export interface CommentLikesTable {
  commentId: number;
  userId: number;
  createdAt: Timestamp;
}

/** The comment tables, under their names in the database. */
export interface CommentsTables {
  trackComments: TrackCommentsTable;
  commentLikes: CommentLikesTable;
}

/** How the comment tables store their values (decision 0042): nothing to convert. */
export const commentsStoredAs: TablesStoredAs<CommentsTables> = {
  trackComments: storedAs<TrackCommentsTable>()({}),
  commentLikes: storedAs<CommentLikesTable>()({}),
};
