import type { CollabMatch } from '@common/collab';
import { formatCount } from '@common/format';
import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

function Stat({ label, value, testId }: { label: ReactNode; value: ReactNode; testId: string }) {
  return (
    <div className="min-w-0 rounded-xl bg-black/25 px-1 py-2 text-center" data-testid={testId}>
      <dt className="truncate text-[11px] text-muted">{label}</dt>
      <dd className="truncate text-sm font-bold tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * An artist's measured record as a match shows it: followers, completed collaborations, their average rating
 * from collaborators and how many requests they answer ('New' while there is nothing to measure).
 */
export function MatchStats({
  match,
  followers = true,
  className,
}: {
  match: Pick<CollabMatch, 'followers' | 'completedCollabs' | 'avgRating' | 'responseRate'>;
  /** False where the followers show already (the artist page). */
  followers?: boolean;
  className?: string;
}) {
  return (
    <dl className={cn('grid gap-2', followers ? 'grid-cols-4' : 'grid-cols-3', className)}>
      {followers ? (
        <Stat
          label={match.followers === 1 ? 'Follower' : 'Followers'}
          value={formatCount(match.followers)}
          testId="match-followers"
        />
      ) : null}
      <Stat
        label={
          <>
            Completed<span className="sr-only"> collaborations</span>
          </>
        }
        value={match.completedCollabs}
        testId="match-completed"
      />
      <Stat
        label="Rating"
        value={
          match.avgRating === null ? (
            'New'
          ) : (
            <span className="inline-flex items-center gap-1">
              <Star className="size-3.5 fill-amber-300 text-amber-300" aria-hidden />
              {match.avgRating.toFixed(1)}
              <span className="sr-only"> out of 5</span>
            </span>
          )
        }
        testId="match-rating"
      />
      <Stat
        label="Responds"
        value={match.responseRate === null ? 'New' : `${match.responseRate}%`}
        testId="match-response"
      />
    </dl>
  );
}
