import type { CommentSort } from '@common/comments';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { commentsKey, fetchComments } from './commentsApi';

/** A page of a track's comments (with its waveform marks and count); null id: nothing asked. */
export function useComments(trackId: number | null, sort: CommentSort = 'newest', page = 1) {
  return useQuery({
    queryKey: [...commentsKey(trackId ?? 0), sort, page],
    queryFn: () => fetchComments(trackId!, sort, page),
    enabled: trackId !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Reloads every page of a track's comments (after a change). */
export function useRefreshComments(trackId: number) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: commentsKey(trackId) });
}
