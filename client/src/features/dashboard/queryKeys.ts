/** GET URLs the dashboard reads (each is its query key's first element). */
export const ANALYTICS_URL = '/api/dashboard/analytics';
/** The artist's tracks, drafts included (a TrackPage; the largest page the API gives). */
export const MY_TRACKS_URL = '/api/me/tracks?pageSize=50';
export const SPOTLIGHT_ARTIST_URL = '/api/artists/featured?limit=1';

/** Plays per day over the last `days` days. */
export function playsPerDayUrl(days: number): string {
  return `/api/dashboard/plays-per-day?days=${days}`;
}
