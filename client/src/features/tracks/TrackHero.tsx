import type { ArtistProfile } from '@common/artists';
import type { Library } from '@common/beatbank';
import { formatCount, formatDuration } from '@common/format';
import { formatStartTime } from '@common/pages';
import type { TrackDetail } from '@common/tracks';
import { useQuery } from '@tanstack/react-query';
import { Calendar, Clock, Download, Headphones, Heart, KeyRound, Pause, Play } from 'lucide-react';
import { Link } from 'wouter';
import { useAuth } from '@/features/auth';
import { ReportButton } from '@/features/moderation';
import { AddToPlaylistButton } from '@/features/playlists';
import { ShareButton } from '@/features/sharing';
import { TipArtistButton } from '@/features/tips';
import { cn } from '@/lib/cn';
import { Artwork } from '@/ui/Artwork';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { LikeButton } from './LikeButton';
import { formatUploadDate, genreLabel } from './trackFacts';
import type { useTrackPlayback } from './useTrackPlayback';

/** The artist's name, with their picture and followers once their profile has loaded. */
function ArtistLine({ track }: { track: TrackDetail }) {
  const { data: profile } = useQuery<ArtistProfile | null>({
    queryKey: [`/api/users/${track.artistId}/profile`],
    enabled: track.artistId !== null,
  });
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Artwork src={profile?.image ?? null} className="size-9 rounded-full" iconClassName="size-4" />
      <div className="min-w-0">
        <p className="truncate font-semibold" data-testid="track-artist">
          {track.artistId !== null ? (
            <Link href={`/artists/${track.artistId}`} className="hover:text-primary-text hover:underline">
              {track.artist}
            </Link>
          ) : (
            track.artist
          )}
          {track.featuredArtist ? (
            <span className="text-amber-300"> feat. {track.featuredArtist}</span>
          ) : null}
        </p>
        {profile ? (
          <p className="text-xs text-muted">
            {formatCount(profile.followers)} {profile.followers === 1 ? 'follower' : 'followers'} ·{' '}
            {formatCount(profile.trackCount)} {profile.trackCount === 1 ? 'track' : 'tracks'}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Whether this user may download a track the artist allows downloads of: free tracks (price 0) to everyone;
 * a priced beat only to its owner and to holders of a licence for it (the others are sent to the Beat Bank).
 */
function useMayDownload(track: Pick<TrackDetail, 'id' | 'price' | 'artistId'>): boolean {
  const { user } = useAuth();
  const priced = track.price > 0;
  const owner = user !== null && user.id === track.artistId;
  const { data: library } = useQuery<Library | null>({
    queryKey: ['/api/library'],
    enabled: priced && user !== null && !owner,
  });
  if (!priced || owner) return true;
  return library?.items.some((item) => item.beat.id === track.id) ?? false;
}

/** Cover, title, artist, badges, the play/like/download actions and the counts. */
export function TrackHero({
  track,
  playback,
  startAt = null,
}: {
  track: TrackDetail;
  playback: ReturnType<typeof useTrackPlayback>;
  /** The moment a shared link asked for (seconds): the play button starts there. */
  startAt?: number | null;
}) {
  const startsAt = playback.pendingStart !== null ? formatStartTime(playback.pendingStart) : null;
  const shareable = track.status === 'published' && track.visibility !== 'private';
  const uploaded = formatUploadDate(track.publishedAt ?? track.uploadDate);
  const mayDownload = useMayDownload(track);
  const stats = [
    { icon: Headphones, label: 'Plays', value: formatCount(track.plays) },
    { icon: Heart, label: 'Likes', value: formatCount(track.likes) },
    { icon: Clock, label: 'Duration', value: formatDuration(track.duration) },
    ...(uploaded ? [{ icon: Calendar, label: 'Uploaded', value: uploaded }] : []),
  ];
  return (
    <section className="relative overflow-hidden rounded-3xl border border-white/10 bg-surface/40 p-5 sm:p-8">
      <div
        aria-hidden
        className={cn(
          'pointer-events-none absolute inset-0 opacity-60',
          track.featured
            ? 'bg-[radial-gradient(ellipse_at_top_left,rgb(251_191_36/0.28),transparent_60%)]'
            : 'bg-[radial-gradient(ellipse_at_top_left,rgb(255_0_128/0.25),transparent_60%)]',
        )}
      />
      <div className="relative grid grid-cols-1 gap-6 sm:grid-cols-[12rem_minmax(0,1fr)] md:grid-cols-[16rem_minmax(0,1fr)] md:gap-8">
        <Artwork
          src={track.coverArt}
          className={cn(
            'mx-auto aspect-square w-56 rounded-2xl shadow-2xl shadow-black/50 sm:w-full',
            track.featured && 'ring-2 ring-amber-400/70',
          )}
          iconClassName="size-16"
        />
        <div className="flex min-w-0 flex-col justify-end gap-4">
          <div className="flex flex-wrap gap-2">
            {track.featured ? <Badge variant="gold">FEATURED</Badge> : null}
            {track.genre ? <Badge>{genreLabel(track.genre)}</Badge> : null}
            {track.isExplicit ? <Badge variant="neutral">Explicit</Badge> : null}
            {track.visibility !== 'public' ? <Badge variant="neutral">{track.visibility}</Badge> : null}
          </div>
          <h1 className="break-words text-3xl font-black tracking-tight sm:text-4xl lg:text-5xl">
            {track.title}
          </h1>
          <ArtistLine track={track} />
          <div className="flex flex-wrap items-center gap-3">
            <Button
              size="lg"
              onClick={playback.toggle}
              data-testid="track-play"
              className={cn(track.featured && 'bg-amber-400 text-zinc-950 hover:bg-amber-300')}
            >
              {playback.isPlaying ? (
                <Pause className="fill-current" aria-hidden />
              ) : (
                <Play className="fill-current" aria-hidden />
              )}
              {playback.isPlaying ? 'Pause' : 'Play'}
              {startsAt ? <span className="sr-only"> from {startsAt}</span> : null}
            </Button>
            {startsAt ? (
              <span className="text-sm font-medium text-primary-text" data-testid="track-starts-at">
                Starts at {startsAt}
              </span>
            ) : null}
            <LikeButton track={track} showCount />
            {track.status === 'published' ? <AddToPlaylistButton track={track} /> : null}
            {shareable ? (
              <ShareButton
                url={`/tracks/${track.id}`}
                title={`${track.title} by ${track.artist}`}
                startAt={playback.isCurrent ? playback.elapsed : (startAt ?? 0)}
              />
            ) : null}
            {track.allowDownload && mayDownload ? (
              <Button variant="outline" asChild>
                <a href={`/api/tracks/${track.id}/download`} download>
                  <Download aria-hidden />
                  Download
                </a>
              </Button>
            ) : track.allowDownload ? (
              <Button variant="outline" asChild>
                <Link href="/beatbank">
                  <KeyRound aria-hidden />
                  Buy a license
                </Link>
              </Button>
            ) : null}
            {track.artistId !== null ? (
              <TipArtistButton
                artistId={track.artistId}
                artistName={track.artist}
                context={{ trackId: track.id }}
              />
            ) : null}
            {track.status === 'published' ? (
              <ReportButton
                targetType="track"
                targetId={track.id}
                what={`the track “${track.title}”`}
                ownerId={track.artistId}
                variant="outline"
                size="md"
              />
            ) : null}
          </div>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted">
            {stats.map(({ icon: Icon, label, value }) => (
              <li key={label} className="inline-flex items-center gap-1.5" title={label}>
                <Icon className="size-4" aria-hidden />
                <span className="sr-only">{label}: </span>
                <span className="font-semibold text-foreground/90">{value}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
