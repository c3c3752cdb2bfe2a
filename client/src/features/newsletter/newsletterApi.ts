import type {
  Article,
  ArticleImageUploaded,
  ArticleInput,
  ArticleList,
  ArticleSaved,
  ArticlesWithStatus,
  ArticleWithStatus,
} from '@common/newsletter';
import type { NewsletterResult } from '@common/newsletterMessages';
import { useQuery } from '@tanstack/react-query';
import { ApiError, getJson, request } from '@/lib/api';

/** GET addresses of the newsletter (each is its query key's first element). */
export const ARTICLES_URL = '/api/newsletter/articles';
export const MY_ARTICLES_URL = '/api/newsletter/articles/mine';

/** An article as its reader gets it: published, or with its review state for its author and administrators. */
export type ShownArticle = Article | ArticleWithStatus;

/** The review state of an article ('published' when the answer carries none). */
export function articleStatus(article: ShownArticle): ArticleWithStatus['status'] {
  return 'status' in article ? article.status : 'published';
}

/** The published articles, newest first, and the number of confirmed subscribers. */
export function useArticles() {
  return useQuery({
    queryKey: [ARTICLES_URL],
    queryFn: async () => (await getJson<ArticleList>(ARTICLES_URL))!,
    staleTime: 0,
  });
}

/** The signed-in user's own articles with their review state (nothing is read for a visitor). */
export function useMyArticles(signedIn: boolean) {
  return useQuery({
    queryKey: [MY_ARTICLES_URL],
    queryFn: async () => (await getJson<ArticlesWithStatus>(MY_ARTICLES_URL))!.articles,
    enabled: signedIn,
    staleTime: 0,
  });
}

/** One article by its id, read only when no list holds it (`known`: the list's copy). */
export function useArticle(id: string | null, known: ShownArticle | undefined) {
  return useQuery({
    queryKey: [ARTICLES_URL, id],
    queryFn: async () => (await getJson<ShownArticle>(`${ARTICLES_URL}/${encodeURIComponent(id!)}`))!,
    enabled: id !== null && known === undefined,
  });
}

/** Whether a read failed because there is no such article (or it is not this reader's to see). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** POST /api/newsletter/articles. */
export async function createArticle(input: ArticleInput): Promise<ArticleSaved> {
  return await request<ArticleSaved>('POST', ARTICLES_URL, { body: input });
}

/** POST /api/newsletter/confirm with the token of the confirmation email's link. */
export function confirmSubscription(token: string): Promise<NewsletterResult> {
  return request<NewsletterResult>('POST', '/api/newsletter/confirm', { body: { token } });
}

/** POST /api/newsletter/images as multipart/form-data with the `image` field; answers the stored image's path. */
export async function uploadArticleImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  return (await request<ArticleImageUploaded>('POST', '/api/newsletter/images', { body })).url;
}
