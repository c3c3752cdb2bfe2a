import { z } from 'zod';

/**
 * Embeds' wire contract (decision 0057): the player pages other sites put in an iframe (/embed/track/:id,
 * /embed/playlist/:id), the data those pages carry, and GET /api/oembed. Both the client and the server import
 * these.
 */

/** What can be embedded: a track or a playlist. */
export type EmbedKind = 'track' | 'playlist';

/** Where a counted play came from: the site's own player, or a player embedded on another site. */
export type PlaySource = 'app' | 'embed';

/** The iframe's size when the consumer sets no limit (CSS pixels). */
export const EMBED_SIZES: Record<EmbedKind, { width: number; height: number }> = {
  track: { width: 600, height: 166 },
  playlist: { width: 600, height: 400 },
};

export const EMBED_PROVIDER_NAME = 'Panda Nation';

export const EMBED_MESSAGES = {
  trackUnavailable: 'This track is not available',
  playlistUnavailable: 'This playlist is not available',
  noEmbed: 'Nothing on this site can be embedded from that address',
  missingUrl: 'url is required: the address of a track or playlist page of this site',
  onlyJson: 'Only format=json is supported',
  badMaxSize: 'maxwidth and maxheight must be whole numbers of pixels, 1 or more',
} as const;

const maxSize = z.coerce
  .number({ error: EMBED_MESSAGES.badMaxSize })
  .int(EMBED_MESSAGES.badMaxSize)
  .min(1, EMBED_MESSAGES.badMaxSize)
  .max(10_000, EMBED_MESSAGES.badMaxSize)
  .optional();

/** GET /api/oembed (oEmbed 1.0, section 2.2). `format` is checked by the route: anything but json is a 501. */
export const oembedQuerySchema = z.object({
  url: z.string({ error: EMBED_MESSAGES.missingUrl }).trim().min(1, EMBED_MESSAGES.missingUrl).max(2000),
  format: z.string().trim().toLowerCase().max(20).optional(),
  maxwidth: maxSize,
  maxheight: maxSize,
});
export type OEmbedQuery = z.infer<typeof oembedQuerySchema>;

/** GET /api/oembed: an oEmbed 1.0 'rich' response. Thumbnail fields come all three or not at all. */
export interface OEmbedResponse {
  version: '1.0';
  type: 'rich';
  title: string;
  author_name: string;
  author_url: string;
  provider_name: string;
  provider_url: string;
  /** Seconds a consumer may keep this answer. */
  cache_age: number;
  /** The iframe of the embed page. */
  html: string;
  width: number;
  height: number;
  thumbnail_url?: string;
  thumbnail_width?: number;
  thumbnail_height?: number;
}

/** One track as an embed page plays it: the preview of a priced track, never its full file. */
export interface EmbedTrack {
  id: number;
  title: string;
  artist: string;
  /** The track's page on the site (the embed's link back). */
  url: string;
  coverArt: string | null;
  audioUrl: string;
  /** True when audioUrl is the preview of a priced track. */
  preview: boolean;
  /** Seconds, when known. */
  duration: number | null;
  /** EMBED_WAVEFORM_POINTS peaks from 0 to 1, or null (not analysed yet; a playlist's tracks load theirs). */
  waveform: number[] | null;
}

/** What an embed page carries in its `<script id="embed-data" type="application/json">`. */
export type EmbedPageData =
  | { kind: 'track'; track: EmbedTrack }
  | {
      kind: 'playlist';
      playlist: { id: number; title: string; owner: string; url: string; tracks: EmbedTrack[] };
    }
  | { kind: 'unavailable'; message: string };
