import type { TrackPage } from '@common/tracks';
import { useQuery } from '@tanstack/react-query';
import { Music, Upload } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/ui/Button';
import { DashboardCard } from '@/ui/DashboardCard';
import { MY_TRACKS_URL } from './queryKeys';
import { TrackListRow } from './TrackListRow';

function EmptyTracks() {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-white/15 bg-black/20 px-6 py-10 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary-text ring-8 ring-primary/5">
        <Music className="size-6" aria-hidden />
      </span>
      <h3 className="mt-5 text-base font-semibold">No tracks yet</h3>
      <p className="mt-1.5 max-w-sm text-sm text-muted">
        Upload your first track and it will show up here with its plays and likes.
      </p>
      <Button asChild variant="subtle" className="mt-5">
        <Link href="/upload">
          <Upload aria-hidden />
          Upload your first track
        </Link>
      </Button>
    </div>
  );
}

/** Your Tracks: every track of the artist, drafts included and marked; a tap plays one. */
export function TracksCard() {
  const { data, isLoading, isError, refetch } = useQuery<TrackPage>({ queryKey: [MY_TRACKS_URL] });
  const tracks = data?.tracks ?? [];
  const total = data?.total ?? tracks.length;
  return (
    <DashboardCard
      title="Your Tracks"
      icon={Music}
      action={tracks.length > 0 ? <span className="text-sm text-muted">{total} total</span> : undefined}
    >
      {isError ? (
        <div role="alert" className="flex items-center justify-between gap-3 text-sm">
          Could not load your tracks.
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : isLoading ? (
        <div className="space-y-2" role="status" aria-busy="true" aria-label="Loading your tracks">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-16 animate-pulse rounded-xl bg-white/[0.06]" />
          ))}
        </div>
      ) : tracks.length === 0 ? (
        <EmptyTracks />
      ) : (
        <ul aria-label="Your tracks" className="-mx-2 divide-y divide-white/5">
          {tracks.map((track) => (
            <li key={track.id}>
              <TrackListRow track={track} list={tracks} />
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
