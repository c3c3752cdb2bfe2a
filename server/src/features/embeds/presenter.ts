import { EMBED_SIZES, type EmbedKind, type EmbedTrack } from '@common/embeds';
import { reducePeaks } from '@common/peaks';
import { UNKNOWN_ARTIST } from '@common/tracks';
import type { TrackRow } from '../../db/schema';
import { playableAudioUrl } from '../tracks';
import { escapeHtml } from '@common/html';

/** A track's page on the site. */
export const trackPagePath = (id: number) => `/tracks/${id}`;

/** A playlist's page on the site. */
export const playlistPagePath = (id: number) => `/playlist/${id}`;

/** An embed page's path. */
export const embedPath = (kind: EmbedKind, id: number) => `/embed/${kind}/${id}`;

/**
 * A track as an embed plays it. Nobody is entitled to the full file of a priced track there (an embed is public
 * and cookies are not sent to it from another site), so a priced track is always its preview.
 */
export function presentEmbedTrack(row: TrackRow, withWaveform: boolean): EmbedTrack {
  return {
    id: row.id,
    title: row.title,
    artist: row.artist ?? UNKNOWN_ARTIST,
    url: trackPagePath(row.id),
    coverArt: row.coverArt,
    audioUrl: playableAudioUrl(row, false),
    preview: Number(row.price) > 0,
    duration: row.duration,
    waveform: withWaveform && row.waveform ? reducePeaks(row.waveform) : null,
  };
}

/** The iframe's size within the consumer's limits. */
export function embedSize(kind: EmbedKind, max: { maxwidth?: number; maxheight?: number }) {
  const size = EMBED_SIZES[kind];
  return {
    width: Math.min(size.width, max.maxwidth ?? size.width),
    height: Math.min(size.height, max.maxheight ?? size.height),
  };
}

/** The iframe another site pastes (the oEmbed `html`). */
export function iframeHtml(src: string, title: string, size: { width: number; height: number }): string {
  return (
    `<iframe src="${escapeHtml(src)}" width="${size.width}" height="${size.height}" ` +
    `title="${escapeHtml(title)}" style="border:0;max-width:100%" loading="lazy" allow="autoplay"></iframe>`
  );
}
