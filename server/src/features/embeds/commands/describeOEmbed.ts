import {
  EMBED_MESSAGES,
  EMBED_PROVIDER_NAME,
  type EmbedKind,
  type OEmbedQuery,
  type OEmbedResponse,
} from '@common/embeds';
import { matchPage } from '@common/pages';
import { UNKNOWN_ARTIST } from '@common/tracks';
import type { Db } from '../../../db/connection';
import { HttpError, notFound } from '../../../lib/errors';
import { parseId } from '../../../lib/ids';
import type { Storage } from '../../../media/storage/storage';
import { findPublicPlaylist } from '../../playlists';
import { canEmbedPlaylist } from '../policies';
import { embedPath, embedSize, iframeHtml } from '../presenter';
import { thumbnailOf } from '../thumbnail';
import { findEmbeddableTrack } from './readEmbedTrack';

/**
 * How long a consumer may keep an answer (seconds): oEmbed's cache_age and the answer's HTTP max-age. The embed
 * page itself is checked on every load.
 */
export const OEMBED_CACHE_AGE = 3600;

/** The pages that can be embedded, by their pattern in common/pages.ts. */
const EMBEDDABLE_PAGES: Readonly<Record<string, EmbedKind>> = {
  '/tracks/:id': 'track',
  '/playlist/:id': 'playlist',
};

/** Addresses that stand for a page: the embed pages (/embed/track/12) and the short /track/12. */
const ALIASES: readonly (readonly [RegExp, string])[] = [
  [/^\/embed\/track\//, '/tracks/'],
  [/^\/embed\/playlist\//, '/playlist/'],
  [/^\/track\//, '/tracks/'],
];

/** The path of the page a path shows or stands for. */
function pagePathOf(path: string): string {
  const alias = ALIASES.find(([from]) => from.test(path));
  return alias ? path.replace(alias[0], alias[1]) : path;
}

interface Target {
  kind: EmbedKind;
  id: number;
  origin: string;
}

/** The page `url` names, when it is one of this site's (one of `origins`) that can be embedded; else a 404. */
export function embedTarget(url: string, origins: readonly string[]): Target {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw notFound(EMBED_MESSAGES.noEmbed);
  }
  if (!origins.includes(parsed.origin)) throw notFound(EMBED_MESSAGES.noEmbed);
  const matched = matchPage(pagePathOf(parsed.pathname));
  const kind = matched ? EMBEDDABLE_PAGES[matched.page.path] : undefined;
  if (!matched || !kind) throw notFound(EMBED_MESSAGES.noEmbed);
  return { kind, id: parseId(matched.params.id ?? '', EMBED_MESSAGES.noEmbed), origin: parsed.origin };
}

interface Described {
  title: string;
  author: string;
  authorPath: string;
  image: string | null;
}

async function describe(db: Db, target: Target): Promise<Described> {
  if (target.kind === 'track') {
    const track = await findEmbeddableTrack(db, target.id);
    const author = track.artist ?? track.artistUsername ?? UNKNOWN_ARTIST;
    const authorPath = track.userId ? `/artists/${track.userId}` : '/';
    return { title: track.title, author, authorPath, image: track.coverArt };
  }
  const playlist = await findPublicPlaylist(db, target.id);
  if (!playlist || !canEmbedPlaylist(playlist)) throw notFound(EMBED_MESSAGES.playlistUnavailable);
  return {
    title: playlist.title,
    author: playlist.ownerName,
    authorPath: `/artists/${playlist.ownerId}`,
    image: playlist.cover,
  };
}

/**
 * GET /api/oembed: the oEmbed 1.0 answer for a public track or playlist page of this site. Only JSON (anything
 * else is a 501, as the specification asks); a URL of another site, of no embeddable page, or of something not
 * public is a 404 that never says which.
 */
export async function describeOEmbed(
  deps: { db: Db; storage: Storage },
  query: OEmbedQuery,
  origins: readonly string[],
): Promise<OEmbedResponse> {
  if (query.format !== undefined && query.format !== 'json')
    throw new HttpError(501, EMBED_MESSAGES.onlyJson);
  const target = embedTarget(query.url, origins);
  const { title, author, authorPath, image } = await describe(deps.db, target);
  const size = embedSize(target.kind, query);
  const src = `${target.origin}${embedPath(target.kind, target.id)}`;
  const thumbnail = await thumbnailOf(deps.storage, target.origin, image);
  return {
    version: '1.0',
    type: 'rich',
    title,
    author_name: author,
    author_url: `${target.origin}${authorPath}`,
    provider_name: EMBED_PROVIDER_NAME,
    provider_url: `${target.origin}/`,
    cache_age: OEMBED_CACHE_AGE,
    html: iframeHtml(src, `${title} by ${author} on ${EMBED_PROVIDER_NAME}`, size),
    width: size.width,
    height: size.height,
    ...thumbnail,
  };
}
