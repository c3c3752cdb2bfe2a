import {
  CRATE_PAGE_SIZE,
  SPINROOM_MESSAGES,
  type CrateBeat,
  type CratePage,
  type CrateSort,
  type UpvoteState,
} from '@common/spinroom';
import { type InfiniteData, keepPreviousData, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { showLoginToast, useAuth } from '@/features/auth';
import { ApiError, errorMessage, getJson, request } from '@/lib/api';
import { queryClient } from '@/lib/queryClient';
import { toast } from '@/ui/useToast';
import { CRATE_URL } from './queryKeys';

/** The crate's URL for a filter, sort and page. */
export function crateUrl(genre: string | null, sort: CrateSort, page: number): string {
  const params = new URLSearchParams({ sort, page: String(page), pageSize: String(CRATE_PAGE_SIZE) });
  if (genre) params.set('genre', genre);
  return `${CRATE_URL}?${params}`;
}

/** The Crate, page by page, for a genre filter and a sort. */
export function useCrate(genre: string | null, sort: CrateSort) {
  return useInfiniteQuery({
    queryKey: [CRATE_URL, { genre, sort }],
    queryFn: async ({ pageParam }) => (await getJson<CratePage>(crateUrl(genre, sort, pageParam)))!,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    // The previous view stays on screen while another filter or sort loads.
    placeholderData: keepPreviousData,
  });
}

type CrateCache = InfiniteData<CratePage, number>;

/** Changes one beat in every cached crate view. */
function patchBeat(trackId: number, change: (beat: CrateBeat) => CrateBeat): void {
  queryClient.setQueriesData<CrateCache>({ queryKey: [CRATE_URL] }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            beats: page.beats.map((beat) => (beat.id === trackId ? change(beat) : beat)),
          })),
        }
      : data,
  );
}

/** Upvote toggle: optimistic, rolled back when the server refuses; visitors get the login toast. */
export function useUpvote() {
  const { user } = useAuth();
  const mutation = useMutation({
    mutationFn: async ({ beat, upvote }: { beat: CrateBeat; upvote: boolean }) =>
      request<UpvoteState>(upvote ? 'POST' : 'DELETE', `${CRATE_URL}/${beat.id}/upvote`),
    onMutate: async ({ beat, upvote }) => {
      await queryClient.cancelQueries({ queryKey: [CRATE_URL] });
      const snapshot = queryClient.getQueriesData<CrateCache>({ queryKey: [CRATE_URL] });
      patchBeat(beat.id, (b) =>
        b.upvotedByMe === upvote
          ? b
          : { ...b, upvotedByMe: upvote, upvotes: Math.max(0, b.upvotes + (upvote ? 1 : -1)) },
      );
      return { snapshot };
    },
    onError: (error, _vars, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      if (error instanceof ApiError && error.status === 401)
        showLoginToast(SPINROOM_MESSAGES.loginToUpvote, 'to join in.');
      else toast({ title: 'Upvote failed', description: errorMessage(error), variant: 'destructive' });
    },
    onSuccess: (state, { beat }) => {
      patchBeat(beat.id, (b) => ({ ...b, upvotedByMe: state.upvoted, upvotes: state.upvotes }));
    },
  });

  return (beat: CrateBeat) => {
    if (!user) {
      showLoginToast(SPINROOM_MESSAGES.loginToUpvote, 'to join in.');
      return;
    }
    mutation.mutate({ beat, upvote: !beat.upvotedByMe });
  };
}
