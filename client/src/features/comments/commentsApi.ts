import type {
  CommentCreate,
  CommentLikeState,
  CommentPage,
  CommentPinState,
  CommentSort,
  TrackComment,
} from '@common/comments';
import { request } from '@/lib/api';

/** The query key of a track's comments (every sort and page under it). */
export const commentsKey = (trackId: number) => ['track-comments', trackId] as const;

export const fetchComments = (trackId: number, sort: CommentSort, page: number) =>
  request<CommentPage>('GET', `/api/tracks/${trackId}/comments?sort=${sort}&page=${page}`);

export const createComment = (trackId: number, body: CommentCreate) =>
  request<TrackComment>('POST', `/api/tracks/${trackId}/comments`, { body });

export const updateComment = (id: number, body: string) =>
  request<TrackComment>('PATCH', `/api/comments/${id}`, { body: { body } });

export const removeComment = (id: number) => request<void>('DELETE', `/api/comments/${id}`, { body: null });

export const setCommentLike = (id: number, liked: boolean) =>
  request<CommentLikeState>(liked ? 'POST' : 'DELETE', `/api/comments/${id}/like`, {
    body: liked ? {} : null,
  });

export const setCommentPin = (id: number, pinned: boolean) =>
  request<CommentPinState>(pinned ? 'PUT' : 'DELETE', `/api/comments/${id}/pin`, {
    body: pinned ? {} : null,
  });
