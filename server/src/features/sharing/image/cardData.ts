import { certificateStatus } from '@common/education';
import { publicName } from '@common/people';
import type { AppContext } from '../../../context';
import { findPublicPlaylist } from '../../playlists';
import { canViewTrack, isListed } from '../../tracks';
import { findSharedArtist } from '../providers/artist';
import { findSharedCertificate } from '../providers/certificate';
import { findSharedCourse } from '../providers/course';
import { creditOf } from '../providers/track';
import { pathId } from '../providers/pathId';
import { digest, type ShareImageKind } from './cards';

/** What a share image is drawn from, where its picture is stored, and the digest of both (its ETag). */
export interface CardSource {
  kicker: string;
  title: string;
  subtitle: string;
  /** A storage key of the picture (a cover, an avatar), or null. */
  pictureKey: string | null;
  etag: string;
}

/** The storage key of a same-site media URL ('/media/covers/x.png' -> 'covers/x.png'), or null. */
function mediaKeyOf(url: string | null | undefined): string | null {
  return url?.startsWith('/media/') && !url.includes('..') ? url.slice('/media/'.length) : null;
}

function source(kind: ShareImageKind, card: Omit<CardSource, 'etag'>): CardSource {
  return { ...card, etag: `"${digest(kind, card.kicker, card.title, card.subtitle, card.pictureKey)}"` };
}

async function trackCard(ctx: AppContext, value: string): Promise<CardSource | null> {
  const id = pathId(value);
  if (id === null) return null;
  const track = await ctx.database.db
    .selectFrom('tracks')
    .leftJoin('users', 'users.id', 'tracks.userId')
    .select([
      'tracks.title',
      'tracks.artist',
      'tracks.genre',
      'tracks.coverKey',
      'tracks.coverArt',
      'tracks.userId',
      'tracks.status',
      'tracks.visibility',
      'users.username',
      'users.displayName',
    ])
    .where('tracks.id', '=', id)
    .executeTakeFirst();
  // A share image is for whoever has the link: only what has a preview (public or unlisted, published).
  if (!track || !canViewTrack(null, track) || !(isListed(track) || track.visibility === 'unlisted'))
    return null;
  const subtitle = [creditOf(track), track.genre].filter(Boolean).join(' · ');
  const pictureKey = track.coverKey ?? mediaKeyOf(track.coverArt);
  return source('track', { kicker: 'Track', title: track.title, subtitle, pictureKey });
}

async function artistCard(ctx: AppContext, value: string): Promise<CardSource | null> {
  const id = pathId(value);
  if (id === null) return null;
  const artist = await findSharedArtist(ctx, id);
  if (!artist) return null;
  const profile = await ctx.database.db
    .selectFrom('users')
    .select('profileImage')
    .where('id', '=', id)
    .executeTakeFirst();
  const tracks = artist.trackCount === 1 ? '1 track' : `${artist.trackCount} tracks`;
  const kicker = artist.userType === 'artist' ? 'Artist' : 'On Panda Nation';
  const title = publicName(artist);
  return source('artist', { kicker, title, subtitle: tracks, pictureKey: mediaKeyOf(profile?.profileImage) });
}

async function courseCard(ctx: AppContext, value: string): Promise<CardSource | null> {
  const id = pathId(value);
  if (id === null) return null;
  const course = await findSharedCourse(ctx, id);
  if (!course) return null;
  const subtitle = [course.level, course.instructor?.trim() ? `with ${course.instructor.trim()}` : null]
    .filter(Boolean)
    .join(' · ');
  const cover = await ctx.database.db
    .selectFrom('courses')
    .select('coverImage')
    .where('id', '=', id)
    .executeTakeFirst();
  return source('course', {
    kicker: 'Course',
    title: course.title,
    subtitle,
    pictureKey: mediaKeyOf(cover?.coverImage),
  });
}

async function certificateCard(ctx: AppContext, value: string): Promise<CardSource | null> {
  const found = await findSharedCertificate(ctx, value);
  if (!found || found.deletedAt || certificateStatus(found) === 'revoked') return null;
  const subtitle = `Awarded to ${publicName(found)} · ${found.issueDate}`;
  return source('certificate', {
    kicker: 'Certificate',
    title: found.courseTitle,
    subtitle,
    pictureKey: null,
  });
}

async function playlistCard(ctx: AppContext, value: string): Promise<CardSource | null> {
  const id = pathId(value);
  if (id === null) return null;
  const playlist = await findPublicPlaylist(ctx.database.db, id);
  if (!playlist) return null;
  const tracks = playlist.trackCount === 1 ? '1 track' : `${playlist.trackCount} tracks`;
  return source('playlist', {
    kicker: 'Playlist',
    title: playlist.title,
    subtitle: `By ${playlist.ownerName} · ${tracks}`,
    pictureKey: mediaKeyOf(playlist.cover),
  });
}

/** What each kind's share image is drawn from; null when it has none (unknown, private, draft, removed). */
export const cardSources: Record<
  ShareImageKind,
  (ctx: AppContext, value: string) => Promise<CardSource | null>
> = {
  track: trackCard,
  artist: artistCard,
  course: courseCard,
  certificate: certificateCard,
  playlist: playlistCard,
};
