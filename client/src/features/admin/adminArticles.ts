import type { CampaignQueued } from '@common/marketing';
import type { ArticleSaved, ArticlesWithStatus, ArticleWithStatus } from '@common/newsletter';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ARTICLES_URL, MY_ARTICLES_URL } from '@/features/newsletter';
import { getJson, request } from '@/lib/api';

/** GET /api/admin/articles (its query key's first element). */
export const ADMIN_ARTICLES_URL = '/api/admin/articles';

export type ArticleStatus = ArticleWithStatus['status'];

/** The articles in one review state, newest first, read fresh on every visit. */
export function useAdminArticles(status: ArticleStatus) {
  return useQuery({
    queryKey: [ADMIN_ARTICLES_URL, status],
    queryFn: async () =>
      (await getJson<ArticlesWithStatus>(`${ADMIN_ARTICLES_URL}?status=${status}`))!.articles,
    staleTime: 0,
  });
}

/** A review decision changes the queue, the published list and the author's own list. */
function useRefreshLists() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [ADMIN_ARTICLES_URL] });
    void queryClient.invalidateQueries({ queryKey: [ARTICLES_URL] });
    void queryClient.invalidateQueries({ queryKey: [MY_ARTICLES_URL] });
  };
}

/** POST /api/admin/articles/:id/approve: publishes a pending article. */
export function useApproveArticle() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: async (id: string) =>
      await request<ArticleSaved>('POST', `${ADMIN_ARTICLES_URL}/${id}/approve`),
    onSuccess: refresh,
  });
}

/** POST /api/admin/articles/:id/decline with the note its author reads. */
export function useDeclineArticle() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: async ({ id, note }: { id: string; note: string }) =>
      await request<ArticleSaved>('POST', `${ADMIN_ARTICLES_URL}/${id}/decline`, { body: { note } }),
    onSuccess: refresh,
  });
}

/** POST /api/admin/articles/:id/email: a platform campaign of a published article, queued at once. */
export function useEmailArticle() {
  return useMutation({
    mutationFn: async (id: string) =>
      await request<CampaignQueued>('POST', `${ADMIN_ARTICLES_URL}/${id}/email`),
  });
}
