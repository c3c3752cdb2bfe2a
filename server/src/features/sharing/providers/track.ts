import { formatStartTime } from '@common/pages';
import { publicName } from '@common/people';
import { UNKNOWN_ARTIST } from '@common/tracks';
import type { AppContext } from '../../../context';
import { canViewTrack, isListed, isModerated, playableAudioUrl } from '../../tracks';
import { clip } from '../head';
import { shareImageOf } from '../image/cards';
import type { PreviewProvider, PreviewRequest, SitemapEntry } from '../preview';
import { pathId } from '../../../lib/ids';
import { listedTrack, ownerHeldColumn } from '../../../db/listing';

/** What a track's preview and share image read of it and its owner. */
export function findSharedTrack(ctx: AppContext, id: number) {
  return ctx.database.db
    .selectFrom('tracks')
    .leftJoin('users', 'users.id', 'tracks.userId')
    .select([
      'tracks.id',
      'tracks.userId',
      'tracks.title',
      'tracks.artist',
      'tracks.description',
      'tracks.genre',
      'tracks.price',
      'tracks.duration',
      'tracks.audioUrl',
      'tracks.fileType',
      'tracks.previewKey',
      'tracks.coverKey',
      'tracks.coverArt',
      'tracks.status',
      'tracks.visibility',
      'tracks.removedAt',
      ownerHeldColumn(),
      'tracks.updatedAt',
      'users.username',
      'users.displayName',
      'users.deletedAt',
    ])
    .where('tracks.id', '=', id)
    .executeTakeFirst();
}

type SharedTrack = NonNullable<Awaited<ReturnType<typeof findSharedTrack>>>;

/**
 * Whether a track is shared with whoever has its link (a preview, a share image): published, and public or
 * unlisted. Private and draft tracks are their owner's alone.
 */
export function isShared(
  track: Pick<SharedTrack, 'status' | 'visibility' | 'removedAt' | 'ownerHeld'>,
): boolean {
  if (isModerated(track)) return false;
  return track.status === 'published' && (isListed(track) || track.visibility === 'unlisted');
}

/** The name a track is credited to: the artist it names, else its owner's public name. */
export function creditOf(track: Pick<SharedTrack, 'artist' | 'username' | 'displayName'>): string {
  const named = track.artist?.trim();
  if (named) return named;
  return track.username
    ? publicName({ username: track.username, displayName: track.displayName })
    : UNKNOWN_ARTIST;
}

/** What a listener without a licence hears: a free track's file, or a priced one's preview (always MP3). */
function audioOf(track: SharedTrack, origin: string) {
  const url = playableAudioUrl(track, false);
  const priced = Number(track.price) > 0;
  const type = priced ? 'audio/mpeg' : (track.fileType ?? 'audio/mpeg');
  return { url: url.startsWith('http') ? url : `${origin}${url}`, type };
}

function describe(track: SharedTrack, artist: string): string {
  const facts = [`by ${artist}`, track.genre, track.duration ? formatStartTime(track.duration) : null];
  const line = `Listen to ${track.title} ${facts.filter(Boolean).join(' · ')} on Panda Nation.`;
  return track.description?.trim() ? `${line} ${clip(track.description, 120)}` : line;
}

async function previewTrack({ ctx, params, viewer, origin }: PreviewRequest) {
  const id = pathId(params.id);
  if (id === null) return null;
  const track = await findSharedTrack(ctx, id);
  if (!track) return null;
  // A track not shared is a page only for whoever may see it (its owner), without a preview.
  if (!isShared(track)) return canViewTrack(await viewer(), track) ? 'hidden' : null;
  const artist = creditOf(track);
  const canonicalPath = `/tracks/${track.id}`;
  return {
    title: track.title,
    description: describe(track, artist),
    canonicalPath,
    type: 'music.song',
    image: shareImageOf('track', track.id, track.updatedAt, origin, `Cover of ${track.title} by ${artist}`),
    audio: audioOf(track, origin),
    properties: [
      ...(track.duration ? [['music:duration', String(Math.round(track.duration))] as [string, string]] : []),
      ...(track.userId ? [['music:musician', `${origin}/artists/${track.userId}`] as [string, string]] : []),
    ],
    oembed: true,
    indexable: isListed(track),
  } as const;
}

async function listedTracks(ctx: AppContext, limit: number): Promise<SitemapEntry[]> {
  const rows = await ctx.database.db
    .selectFrom('tracks')
    .select(['id', 'updatedAt'])
    .where(listedTrack())
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ path: `/tracks/${row.id}`, lastModified: row.updatedAt }));
}

/** /tracks/:id: a published public or unlisted track's preview; private and draft tracks have none. */
export const trackPreviews: PreviewProvider = {
  path: '/tracks/:id',
  preview: previewTrack,
  sitemap: listedTracks,
};
