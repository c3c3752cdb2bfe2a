import type { Track } from '@common/tracks';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Sparkles } from 'lucide-react';
import { LoadError, SectionHeader, Skeleton } from '@/ui/SectionHeader';
import { SPOTLIGHT_URL } from './queryKeys';
import { SpotlightCard } from './SpotlightCard';

/**
 * Independent Artist Spotlight: a horizontal row of track cards; See All jumps to the full catalogue below.
 * The row has paint containment: without it, its off-screen cards widen a phone's layout viewport.
 */
export function SpotlightSection() {
  const { data, isLoading, isError, refetch } = useQuery<Track[]>({ queryKey: [SPOTLIGHT_URL] });
  const tracks = data ?? [];
  return (
    <section aria-labelledby="home-spotlight-title" className="space-y-5">
      <SectionHeader
        id="home-spotlight-title"
        title="Independent Artist Spotlight"
        subtitle="Featured picks and the tracks the Nation played most this week."
        action={
          <a
            href="#new-releases"
            className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-primary-text hover:underline"
          >
            See All <ArrowRight className="size-4" aria-hidden />
          </a>
        }
      />
      {isError ? (
        <LoadError what="the spotlight" onRetry={() => void refetch()} />
      ) : isLoading ? (
        <div
          className="flex gap-4 overflow-hidden"
          role="status"
          aria-busy="true"
          aria-label="Loading the spotlight"
        >
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="w-44 shrink-0 space-y-3 sm:w-52">
              <Skeleton className="aspect-square w-full rounded-xl" />
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-1/2" />
            </div>
          ))}
        </div>
      ) : tracks.length === 0 ? (
        <div className="flex items-center gap-3 rounded-2xl border border-dashed border-white/15 p-6 text-sm text-muted">
          <Sparkles className="size-5 text-primary-text" aria-hidden />
          No tracks in the spotlight yet. Upload yours and it could be the first.
        </div>
      ) : (
        <ul
          aria-label="Spotlight tracks"
          className="-mx-4 flex snap-x gap-4 overflow-x-auto motion-safe:scroll-smooth scroll-px-4 px-4 pb-3 [contain:paint] [scrollbar-width:thin] lg:-mx-6 lg:scroll-px-6 lg:px-6"
        >
          {tracks.map((track) => (
            <li key={track.id} className="flex">
              <SpotlightCard track={track} list={tracks} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
