import type { PlaylistSummary } from '@common/playlists';

/** A playlist's length in words: '45 sec', '12 min', '1 hr 5 min'. */
export function formatTotalDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return `${whole} sec`;
  const minutes = Math.round(whole / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} hr ${rest} min` : `${hours} hr`;
}

/** '12 tracks · 48 min', as a playlist's header and cards show it. */
export function playlistLength(playlist: Pick<PlaylistSummary, 'trackCount' | 'totalDuration'>): string {
  const count = `${playlist.trackCount} ${playlist.trackCount === 1 ? 'track' : 'tracks'}`;
  return playlist.trackCount ? `${count} · ${formatTotalDuration(playlist.totalDuration)}` : count;
}

/** A playlist's page address. */
export const playlistPath = (id: PlaylistSummary['id']) => `/playlist/${id}`;
