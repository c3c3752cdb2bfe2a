import { SearchX } from 'lucide-react';
import { parseStartTime } from '@common/pages';
import { Link, useParams, useSearch } from 'wouter';
import { useAuth } from '@/features/auth';
import { CommentsSection } from '@/features/comments';
import { useDocumentTitle } from '@/features/sharing';
import { ApiError, errorMessage } from '@/lib/api';
import { Button } from '@/ui/Button';
import { Spinner } from '@/ui/Spinner';
import { DraftPublishPanel } from './DraftPublishPanel';
import { MoreFromArtist } from './MoreFromArtist';
import { MoreLikeThis } from './MoreLikeThis';
import { TrackDetails } from './TrackDetails';
import { TRACK_NOT_FOUND } from './trackFacts';
import { TrackHero } from './TrackHero';
import { TrackWaveform } from './TrackWaveform';
import { useArtistTracks } from './useArtistTracks';
import { useTrackDetail } from './useTrackDetail';
import { useTrackPlayback } from './useTrackPlayback';

function NotFoundState({ message }: { message: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <SearchX className="size-12 text-muted" aria-hidden />
      <h1 className="text-2xl font-bold">{message}</h1>
      <p className="text-sm text-muted">It may have been removed, or it is not public.</p>
      <Button asChild variant="outline">
        <Link href="/">Back to Home</Link>
      </Button>
    </div>
  );
}

/** /tracks/:id: a track's page, playing through the mini player. */
export default function TrackPage() {
  const params = useParams<{ id: string }>();
  const { user } = useAuth();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: track, isLoading, error } = useTrackDetail(valid ? id : null);
  const others = useArtistTracks(track);
  // A shared link may name a moment (?t=1:23 or ?t=83): the play button starts there.
  const asked = parseStartTime(new URLSearchParams(useSearch()).get('t'));
  const startAt = asked !== null && (!track?.duration || asked < track.duration) ? asked : null;
  // Playing from this page queues the artist's other tracks after this one.
  const playback = useTrackPlayback(track ?? null, track ? [track, ...others] : [], startAt);
  useDocumentTitle(track?.title);

  if (!valid) return <NotFoundState message={TRACK_NOT_FOUND} />;
  if (isLoading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner className="size-8" label="Loading track" />
      </div>
    );
  }
  if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
    return <NotFoundState message={TRACK_NOT_FOUND} />;
  }
  if (error || !track) {
    return (
      <div className="mx-auto max-w-md px-4 py-24 text-center">
        <h1 className="text-xl font-bold">This track could not be loaded</h1>
        <p className="mt-2 text-sm text-muted">{error ? errorMessage(error) : TRACK_NOT_FOUND}</p>
      </div>
    );
  }

  return (
    <article className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:space-y-8 sm:py-8 lg:px-6">
      {track.status === 'draft' && user?.id === track.artistId ? <DraftPublishPanel track={track} /> : null}
      <TrackHero track={track} playback={playback} startAt={startAt} />
      <TrackWaveform track={track} playback={playback} />
      <TrackDetails track={track} />
      <CommentsSection
        trackId={track.id}
        artistId={track.artistId ?? null}
        viewerId={user?.id ?? null}
        position={playback.isCurrent ? playback.elapsed : null}
        duration={playback.duration}
        onPlayAt={playback.playAt}
      />
      <MoreFromArtist track={track} others={others} />
      <MoreLikeThis track={track} />
    </article>
  );
}
