import type { TrackPage } from '@common/tracks';
import { useQueries } from '@tanstack/react-query';
import { Music } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/Button';
import { LoadError, SectionHeader, Skeleton } from '@/ui/SectionHeader';
import { Spinner } from '@/ui/Spinner';
import { newReleasesUrl } from './queryKeys';
import { ReleaseRow } from './ReleaseRow';

/**
 * New Releases For You: the newest public tracks, a page at a time (Show more reads the next page), so
 * it doubles as the catalogue the spotlight's See All leads to.
 */
export function NewReleasesSection() {
  const [pageCount, setPageCount] = useState(1);
  const results = useQueries({
    queries: Array.from({ length: pageCount }, (_, i) => ({ queryKey: [newReleasesUrl(i + 1)] })),
  });
  const pages = results.map((r) => r.data as TrackPage | null | undefined);
  const tracks = pages.flatMap((p) => p?.tracks ?? []);
  const first = results[0];
  const last = results[results.length - 1];
  const hasMore = Boolean(pages[pages.length - 1]?.hasMore);

  return (
    <section id="new-releases" aria-labelledby="home-releases-title" className="scroll-mt-24 space-y-5">
      <SectionHeader
        id="home-releases-title"
        title="New Releases For You"
        subtitle="Fresh uploads from independent artists. Tap a track to play it."
      />
      {first?.isError ? (
        <LoadError what="new releases" onRetry={() => void first.refetch()} />
      ) : first?.isLoading ? (
        <div className="space-y-2" role="status" aria-busy="true" aria-label="Loading new releases">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-16 w-full rounded-xl" />
          ))}
        </div>
      ) : tracks.length === 0 ? (
        <div className="flex items-center gap-3 rounded-2xl border border-dashed border-white/15 p-6 text-sm text-muted">
          <Music className="size-5 text-primary-text" aria-hidden />
          No releases yet. New public tracks will appear here as soon as they are published.
        </div>
      ) : (
        <div className="rounded-2xl border border-white/10 bg-white/[0.02] p-2 sm:p-3">
          <ol aria-label="New releases" className="divide-y divide-white/5">
            {tracks.map((track) => (
              <li key={track.id}>
                <ReleaseRow track={track} list={tracks} />
              </li>
            ))}
          </ol>
          {last?.isError ? (
            <div className="p-3">
              <LoadError what="more releases" onRetry={() => void last.refetch()} />
            </div>
          ) : hasMore || last?.isLoading ? (
            <div className="flex justify-center p-3">
              <Button
                variant="outline"
                size="sm"
                disabled={last?.isLoading}
                onClick={() => setPageCount((n) => n + 1)}
              >
                {last?.isLoading ? <Spinner className="size-4" label="Loading more releases" /> : null}
                Show more
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}
