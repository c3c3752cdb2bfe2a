import { certificateStatus } from '@common/education';
import { publicName } from '@common/people';
import type { AppContext } from '../../../context';
import { pathId } from '../../../lib/ids';
import { mediaKeyOf } from '../../../media/storage/storage';
import { findPublicPlaylist } from '../../playlists';
import { findSharedArtist } from '../providers/artist';
import { findSharedCertificate } from '../providers/certificate';
import { findSharedCourse } from '../providers/course';
import { creditOf, findSharedTrack, isShared } from '../providers/track';
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

function source(kind: ShareImageKind, card: Omit<CardSource, 'etag'>): CardSource {
  return { ...card, etag: `"${digest(kind, card.kicker, card.title, card.subtitle, card.pictureKey)}"` };
}

async function trackCard(ctx: AppContext, value: string): Promise<CardSource | null> {
  const id = pathId(value);
  if (id === null) return null;
  const track = await findSharedTrack(ctx, id);
  // A share image is for whoever has the link: only what has a preview (public or unlisted, published).
  if (!track || !isShared(track)) return null;
  const subtitle = [creditOf(track), track.genre].filter(Boolean).join(' · ');
  const pictureKey = track.coverKey ?? mediaKeyOf(track.coverArt);
  return source('track', { kicker: 'Track', title: track.title, subtitle, pictureKey });
}

async function artistCard(ctx: AppContext, value: string): Promise<CardSource | null> {
  const id = pathId(value);
  if (id === null) return null;
  const artist = await findSharedArtist(ctx, id);
  if (!artist) return null;
  const tracks = artist.trackCount === 1 ? '1 track' : `${artist.trackCount} tracks`;
  const kicker = artist.userType === 'artist' ? 'Artist' : 'On Panda Nation';
  const title = publicName(artist);
  return source('artist', { kicker, title, subtitle: tracks, pictureKey: mediaKeyOf(artist.profileImage) });
}

async function courseCard(ctx: AppContext, value: string): Promise<CardSource | null> {
  const id = pathId(value);
  if (id === null) return null;
  const course = await findSharedCourse(ctx, id);
  if (!course) return null;
  const subtitle = [course.level, course.instructor?.trim() ? `with ${course.instructor.trim()}` : null]
    .filter(Boolean)
    .join(' · ');
  return source('course', {
    kicker: 'Course',
    title: course.title,
    subtitle,
    pictureKey: mediaKeyOf(course.coverImage),
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
