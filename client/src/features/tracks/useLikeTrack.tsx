import type { LikeState, Track } from '@common/tracks';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'wouter';
import { ApiError, apiRequest, errorMessage } from '@/lib/api';
import { toast } from '@/ui/useToast';
import { patchTrack } from './trackCache';

/** Asks a signed-out visitor to log in, with the way to do it. */
function askToLogIn(): void {
  toast({
    title: 'Log in to like tracks',
    description: (
      <>
        <Link href="/auth">Log in or register</Link> to like tracks and keep them in your collection.
      </>
    ),
  });
}

/** Likes or unlikes a track (POST/DELETE /api/tracks/{id}/like); signed out, a toast asks to log in. */
export function useLikeTrack() {
  const mutation = useMutation({
    mutationFn: async ({ id, like }: { id: number; like: boolean }) =>
      (await apiRequest(like ? 'POST' : 'DELETE', `/api/tracks/${id}/like`)).json() as Promise<LikeState>,
    onMutate: ({ id, like }) => {
      patchTrack(id, { likedByMe: like });
    },
    onSuccess: (state, { id }) => {
      patchTrack(id, { likedByMe: state.liked, likes: state.likes });
    },
    onError: (error, { id, like }) => {
      patchTrack(id, { likedByMe: !like });
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
    toggleLike: (track: Pick<Track, 'id' | 'likedByMe'>) =>
      mutation.mutate({ id: track.id, like: !track.likedByMe }),
    isPending: mutation.isPending,
  };
}
