import type { LiveSession } from '@common/home';
import { useQuery } from '@tanstack/react-query';
import { Radio } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/ui/Button';
import { LoadError, SectionHeader, Skeleton } from '@/ui/SectionHeader';
import { LiveSessionCard } from './LiveSessionCard';
import { LIVE_SESSIONS_URL } from './queryKeys';

/** Live Performances & Sessions: DJ streams (and listening rooms) live now, then upcoming ones. */
export function LiveSessionsSection() {
  const { data, isLoading, isError, refetch } = useQuery<LiveSession[]>({ queryKey: [LIVE_SESSIONS_URL] });
  const sessions = data ?? [];
  return (
    <section aria-labelledby="home-live-title" className="space-y-5">
      <SectionHeader
        id="home-live-title"
        title="Live Performances & Sessions"
        subtitle="DJ sets and listening sessions happening on Panda Nation."
      />
      {isError ? (
        <LoadError what="live sessions" onRetry={() => void refetch()} />
      ) : isLoading ? (
        <div
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
          role="status"
          aria-busy="true"
          aria-label="Loading live sessions"
        >
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="aspect-[4/3] w-full rounded-2xl" />
          ))}
        </div>
      ) : sessions.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-white/15 px-6 py-10 text-center">
          <span className="grid size-12 place-items-center rounded-full bg-primary/10 text-primary-text">
            <Radio className="size-6" aria-hidden />
          </span>
          <h3 className="mt-4 font-semibold">No live sessions right now</h3>
          <p className="mt-1 max-w-sm text-sm text-muted">
            When a DJ goes live it shows up here. Meanwhile, dig through the crate in the Spin Room.
          </p>
          <Button asChild variant="subtle" size="sm" className="mt-4">
            <Link href="/spinroom">Visit the Spin Room</Link>
          </Button>
        </div>
      ) : (
        <ul aria-label="Live sessions" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {sessions.slice(0, 8).map((session) => (
            <li key={session.id}>
              <LiveSessionCard session={session} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
