import type { LikeState, Track } from '@common/tracks';
import { useMutation } from '@tanstack/react-query';
import { showLoginToast, useAuth } from '@/features/auth';
import { ApiError, errorMessage, request } from '@/lib/api';
import { toast } from '@/ui/useToast';
import { patchTrack } from './trackCache';

const askToLogIn = () =>
  showLoginToast('Log in to like tracks', 'to like tracks and keep them in your collection.');

/**
 * Likes or unlikes a track (POST/DELETE /api/tracks/{id}/like), optimistically and everywhere it is shown;
 * a visitor is asked to log in.
 */
export function useLikeTrack() {
  const { user } = useAuth();
  const mutation = useMutation({
    mutationFn: async ({ id, like }: { id: number; like: boolean; likes: number }) =>
      request<LikeState>(like ? 'POST' : 'DELETE', `/api/tracks/${id}/like`),
    onMutate: ({ id, like, likes }) => {
      patchTrack(id, { likedByMe: like, likes: Math.max(0, likes + (like ? 1 : -1)) });
    },
    onSuccess: (state, { id }) => patchTrack(id, { likedByMe: state.liked, likes: state.likes }),
    onError: (error, { id, like, likes }) => {
      patchTrack(id, { likedByMe: !like, likes });
      if (error instanceof ApiError && error.status === 401) askToLogIn();
      else
        toast({
          title: 'Could not update the like',
          description: errorMessage(error),
          variant: 'destructive',
        });
    },
  });
  return {
    toggleLike(track: Pick<Track, 'id' | 'likedByMe' | 'likes'>) {
      if (!user) return askToLogIn();
      mutation.mutate({ id: track.id, like: !track.likedByMe, likes: track.likes });
    },
    isPending: mutation.isPending,
    pendingId: mutation.isPending ? (mutation.variables?.id ?? null) : null,
  };
}
