/** GET URLs of what Home reads (each is its query key's first element). */
export const SPOTLIGHT_URL = '/api/home/spotlight';
export const LIVE_SESSIONS_URL = '/api/live-sessions';
export const FEATURED_ARTISTS_URL = '/api/artists/featured?limit=8';
export const NEW_RELEASES_PAGE_SIZE = 8;

/** One page of New Releases For You: the newest public tracks. */
export function newReleasesUrl(page: number): string {
  return `/api/tracks?sort=newest&pageSize=${NEW_RELEASES_PAGE_SIZE}&page=${page}`;
}
