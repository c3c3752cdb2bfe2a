import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';

/** An image of a preview: an absolute URL and what it shows. */
export interface PreviewImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** What a link preview of one thing says: Open Graph, Twitter Card and the document's head. */
export interface PagePreview {
  title: string;
  description: string;
  /** The address this thing is known by, as a path of this site (made absolute with the public origin). */
  canonicalPath: string;
  /** og:type: 'music.song', 'music.playlist', 'profile', 'website', 'article'. */
  type: string;
  image?: PreviewImage;
  /** og:audio of a playable track: an absolute URL of what anyone may hear (a priced track's preview only). */
  audio?: { url: string; type: string };
  /** Extra Open Graph properties (music:musician, music:duration...), in order. */
  properties?: readonly (readonly [string, string])[];
  /** Discoverable oEmbed (tracks, playlists): the page links to /api/oembed for its canonical URL. */
  oembed?: boolean;
  /** false: link holders get the preview, search engines are told not to index it (unlisted things). */
  indexable: boolean;
}

/** An address in the sitemap: an absolute-to-be path and when it last changed. */
export interface SitemapEntry {
  path: string;
  lastModified?: string | null;
}

/** What a provider is given for one page request. */
export interface PreviewRequest {
  ctx: AppContext;
  /** The pattern's parameters (e.g. { id: '12' } for /tracks/:id). */
  params: Record<string, string>;
  /** The query string's parameters. */
  query: URLSearchParams;
  /**
   * The signed-in viewer, when there is one: the owner of a private thing sees its page (without a preview).
   * Resolved (the session read) only when a provider asks.
   */
  viewer(): Promise<Pick<UserRow, 'id'> | null>;
  /** The public origin absolute URLs start with (no trailing slash). */
  origin: string;
}

/**
 * What a provider answers for its page: a preview; 'hidden' when the page shows something the viewer may see
 * but that has no preview (private, draft); null when nothing is at that address for this viewer (404).
 * 'page' keeps the page's own generic head (e.g. /education without a course).
 */
export type PreviewAnswer = PagePreview | 'hidden' | 'page' | null;

/**
 * One kind of previewed page (tracks, artists, courses, certificates; playlists plug in the same way): the
 * page pattern of common/pages it serves, its preview, and its public addresses for the sitemap.
 */
export interface PreviewProvider {
  /** A path of PAGES in common/pages.ts (e.g. '/tracks/:id'). */
  path: string;
  preview(request: PreviewRequest): Promise<PreviewAnswer>;
  /** Public, indexable addresses of this kind for /sitemap.xml, at most `limit` of them. */
  sitemap?(ctx: AppContext, limit: number): Promise<SitemapEntry[]>;
}
