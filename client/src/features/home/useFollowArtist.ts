import type { FeaturedArtist, FollowState } from '@common/artists';
import { useMutation } from '@tanstack/react-query';
import { showLoginToast, useAuth } from '@/features/auth';
import { ApiError, errorMessage, request } from '@/lib/api';
import { queryClient } from '@/lib/queryClient';
import { toast } from '@/ui/useToast';
import { FEATURED_ARTISTS_URL } from './queryKeys';

const askToLogIn = () =>
  showLoginToast('Log in to follow artists', 'to follow artists and hear their new music first.');

function applyFollow(id: number, state: FollowState): void {
  queryClient.setQueryData<FeaturedArtist[] | null>([FEATURED_ARTISTS_URL], (old) =>
    Array.isArray(old)
      ? old.map((a) =>
          a.id === id ? { ...a, followedByMe: state.following, followers: state.followers } : a,
        )
      : old,
  );
}

/** Follows or unfollows an artist (POST/DELETE /api/users/{id}/follow); visitors are asked to log in. */
export function useFollowArtist() {
  const { user } = useAuth();
  const mutation = useMutation({
    mutationFn: async ({ id, follow }: { id: number; follow: boolean; name: string }) =>
      request<FollowState>(follow ? 'POST' : 'DELETE', `/api/users/${id}/follow`),
    onSuccess: (state, { id, name }) => {
      applyFollow(id, state);
      toast({
        title: state.following ? `Following ${name}` : `Unfollowed ${name}`,
        description: state.following ? 'Their new releases will show up for you.' : undefined,
      });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) askToLogIn();
      else toast({ title: 'Follow failed', description: errorMessage(error), variant: 'destructive' });
    },
  });
  return {
    toggleFollow(artist: Pick<FeaturedArtist, 'id' | 'followedByMe' | 'name'>) {
      if (!user) return askToLogIn();
      mutation.mutate({ id: artist.id, follow: !artist.followedByMe, name: artist.name });
    },
    pendingId: mutation.isPending ? (mutation.variables?.id ?? null) : null,
    viewerId: user?.id ?? null,
  };
}
