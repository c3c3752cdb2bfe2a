import type { LiveStream, LiveStreamList } from '@common/livestreams';
import { formatCount } from '@common/format';
import { SPINROOM_MESSAGES } from '@common/spinroom';
import { useQuery } from '@tanstack/react-query';
import { Eye, Radio } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { Artwork } from '@/ui/Artwork';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { toast } from '@/ui/useToast';
import { FollowButton } from './FollowButton';
import { LIVE_STREAMS_URL } from './queryKeys';
import { EmptyState, Section } from './Section';
import { useFollowUser } from './useFollowUser';

function StreamCard({
  stream,
  follow,
  highlighted,
}: {
  stream: LiveStream;
  follow: ReturnType<typeof useFollowUser>;
  /** The stream a link (e.g. Watch Live on Home) pointed at: outlined and scrolled into view. */
  highlighted: boolean;
}) {
  const [, navigate] = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [highlighted]);
  const canFollow = stream.hostId !== null && stream.hostId !== follow.viewerId;

  function handleJoin() {
    if (stream.roomId) {
      navigate(`/listening?room=${encodeURIComponent(stream.roomId)}`);
      return;
    }
    toast({
      title: 'No listening room yet',
      description: `${stream.host}'s stream has no listening room yet. Follow to hear when one opens.`,
    });
  }

  return (
    <Card
      ref={ref}
      className={cn('overflow-hidden', highlighted && 'ring-2 ring-primary')}
      data-testid="live-stream"
      data-highlighted={highlighted || undefined}
    >
      <div className="relative aspect-video bg-black/40">
        <Artwork src={stream.thumbnail} icon={Radio} className="size-full" />
        {stream.isLive ? (
          <Badge className="absolute left-3 top-3 bg-red-600 text-white ring-0">
            <span className="size-1.5 animate-pulse rounded-full bg-white" aria-hidden />
            LIVE
          </Badge>
        ) : null}
        <span className="absolute right-3 top-3 inline-flex items-center gap-1 rounded-full bg-black/60 px-2 py-0.5 text-xs font-semibold">
          <Eye className="size-3.5" aria-hidden />
          {formatCount(stream.viewers)} <span className="sr-only">viewers</span>
        </span>
      </div>
      <div className="grid gap-3 p-4">
        <div className="min-w-0">
          <h3 className="truncate font-semibold">{stream.title}</h3>
          <p className="truncate text-sm text-muted">{stream.host}</p>
          {stream.description ? (
            <p className="mt-1 line-clamp-2 text-xs text-muted">{stream.description}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={handleJoin} className="flex-1">
            <Radio aria-hidden />
            Join Stream
          </Button>
          {canFollow ? (
            <FollowButton
              name={stream.host}
              following={stream.followedByMe}
              pending={follow.pendingUserId === stream.hostId}
              onToggle={() => follow.setFollowing(stream.hostId!, !stream.followedByMe)}
              className="flex-1"
            />
          ) : null}
        </div>
      </div>
    </Card>
  );
}

/** Live DJ Stream Zone: active streams with LIVE badge, viewers, Join Stream and Follow DJ. */
export function LiveStreamZone() {
  const { data, isLoading, error, refetch } = useQuery<LiveStreamList>({ queryKey: [LIVE_STREAMS_URL] });
  const follow = useFollowUser();
  const linked = Number(new URLSearchParams(useSearch()).get('stream'));

  return (
    <Section title="Live DJ Stream Zone" icon={Radio} id="live-zone">
      {isLoading ? (
        <div
          role="status"
          aria-label="Loading live streams"
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} aria-hidden className="overflow-hidden rounded-2xl border border-white/10">
              <div className="aspect-video animate-pulse bg-white/10" />
              <div className="grid gap-2 p-4">
                <span className="h-4 w-2/3 animate-pulse rounded bg-white/10" />
                <span className="h-8 w-full animate-pulse rounded-full bg-white/10" />
              </div>
            </div>
          ))}
        </div>
      ) : error ? (
        <EmptyState title="Could not load live streams" icon={Radio}>
          <p>{errorMessage(error)}</p>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => void refetch()}>
            Try again
          </Button>
        </EmptyState>
      ) : !data || data.streams.length === 0 ? (
        <EmptyState title={SPINROOM_MESSAGES.noLiveStreams} icon={Radio}>
          Follow a DJ to catch their next set.
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.streams.map((stream) => (
            <li key={stream.id}>
              <StreamCard stream={stream} follow={follow} highlighted={stream.id === linked} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
