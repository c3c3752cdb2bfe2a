import type { Dj, DjList } from '@common/spinroom';
import { formatCount } from '@common/format';
import { useQuery } from '@tanstack/react-query';
import { MapPin, Users } from 'lucide-react';
import { errorMessage } from '@/lib/api';
import { Avatar } from '@/ui/Avatar';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { FollowButton } from './FollowButton';
import { DJS_URL } from './queryKeys';
import { EmptyState, Section } from './Section';
import { useFollowUser } from './useFollowUser';

function DjCard({ dj, follow }: { dj: Dj; follow: ReturnType<typeof useFollowUser> }) {
  const canFollow = dj.userId !== null && dj.userId !== follow.viewerId;
  return (
    <Card
      className="flex w-44 shrink-0 snap-start flex-col items-center gap-2 p-4 text-center sm:w-48"
      data-testid="dj-card"
    >
      <Avatar name={dj.name} image={dj.image} />
      <h3 className="mt-1 w-full truncate font-semibold">{dj.name}</h3>
      {dj.badge ? <Badge>{dj.badge}</Badge> : null}
      <p className="flex w-full items-center justify-center gap-1 truncate text-xs text-muted">
        <MapPin className="size-3.5 shrink-0" aria-hidden />
        <span className="truncate">{dj.location ?? 'Location unknown'}</span>
      </p>
      <p className="text-xs text-muted">
        <span className="font-semibold text-foreground" data-testid="dj-followers">
          {formatCount(dj.followers)}
        </span>{' '}
        followers · {dj.mixCount} mixes
      </p>
      {canFollow ? (
        <FollowButton
          name={dj.name}
          following={dj.followedByMe}
          pending={follow.pendingUserId === dj.userId}
          onToggle={() => follow.setFollowing(dj.userId!, !dj.followedByMe)}
          className="mt-auto w-full"
        />
      ) : null}
    </Card>
  );
}

function DjSkeleton() {
  return (
    <div
      aria-hidden
      className="flex w-44 shrink-0 flex-col items-center gap-3 rounded-2xl border border-white/10 p-4 sm:w-48"
    >
      <span className="size-16 animate-pulse rounded-full bg-white/10" />
      <span className="h-4 w-24 animate-pulse rounded bg-white/10" />
      <span className="h-3 w-20 animate-pulse rounded bg-white/10" />
      <span className="h-8 w-full animate-pulse rounded-full bg-white/10" />
    </div>
  );
}

/** DJ Network: the platform's DJs with avatars, badges, locations and followers. */
export function DjNetwork() {
  const { data, isLoading, error, refetch } = useQuery<DjList>({ queryKey: [DJS_URL] });
  const follow = useFollowUser();

  return (
    <Section title="DJ Network" icon={Users} id="dj-network">
      {isLoading ? (
        <div className="flex gap-4 overflow-hidden" role="status" aria-label="Loading DJs">
          {Array.from({ length: 5 }, (_, i) => (
            <DjSkeleton key={i} />
          ))}
        </div>
      ) : error ? (
        <EmptyState title="Could not load the DJ Network" icon={Users}>
          <p>{errorMessage(error)}</p>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => void refetch()}>
            Try again
          </Button>
        </EmptyState>
      ) : !data || data.djs.length === 0 ? (
        <EmptyState title="No DJs yet" icon={Users}>
          DJs who join the platform show up here.
        </EmptyState>
      ) : (
        <ul className="-mx-4 flex snap-x scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 lg:mx-0 lg:scroll-px-0 lg:px-0">
          {data.djs.map((dj) => (
            <li key={dj.id} className="flex">
              <DjCard dj={dj} follow={follow} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
