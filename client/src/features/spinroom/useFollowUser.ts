import type { LiveStreamList } from '@common/livestreams';
import { SPINROOM_MESSAGES, type DjList } from '@common/spinroom';
import { useMutation } from '@tanstack/react-query';
import { showLoginToast, useAuth } from '@/features/auth';
import { ApiError, errorMessage, request } from '@/lib/api';
import { queryClient } from '@/lib/queryClient';
import { toast } from '@/ui/useToast';
import { DJS_URL, LIVE_STREAMS_URL } from './queryKeys';

interface FollowResult {
  following: boolean;
  followers: number;
}

/** Marks a user followed (or not) wherever the Spin Room shows them. */
function applyFollow(userId: number, following: boolean): void {
  queryClient.setQueryData<DjList>([DJS_URL], (data) =>
    data
      ? {
          djs: data.djs.map((dj) =>
            dj.userId === userId && dj.followedByMe !== following
              ? {
                  ...dj,
                  followedByMe: following,
                  followers: Math.max(0, dj.followers + (following ? 1 : -1)),
                }
              : dj,
          ),
        }
      : data,
  );
  queryClient.setQueryData<LiveStreamList>([LIVE_STREAMS_URL], (data) =>
    data
      ? { streams: data.streams.map((s) => (s.hostId === userId ? { ...s, followedByMe: following } : s)) }
      : data,
  );
}

/** Follow DJ: follows or unfollows the DJ's user (POST/DELETE /api/users/{id}/follow). */
export function useFollowUser() {
  const { user } = useAuth();
  const mutation = useMutation({
    mutationFn: async ({ userId, follow }: { userId: number; follow: boolean }) =>
      request<FollowResult>(follow ? 'POST' : 'DELETE', `/api/users/${userId}/follow`),
    onSuccess: (result, { userId }) => {
      applyFollow(userId, result.following);
      void queryClient.invalidateQueries({ queryKey: [DJS_URL] });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401)
        showLoginToast(SPINROOM_MESSAGES.loginToFollow, 'to join in.');
      else toast({ title: 'Follow failed', description: errorMessage(error), variant: 'destructive' });
    },
  });

  return {
    /** Follows (follow true) or unfollows; visitors get the login toast instead. */
    setFollowing(userId: number, follow: boolean) {
      if (!user) {
        showLoginToast(SPINROOM_MESSAGES.loginToFollow, 'to join in.');
        return;
      }
      mutation.mutate({ userId, follow });
    },
    pendingUserId: mutation.isPending ? (mutation.variables?.userId ?? null) : null,
    viewerId: user?.id ?? null,
  };
}
