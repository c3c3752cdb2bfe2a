import { COLLAB_MESSAGES, type CollabMatch } from '@common/collab';
import { LogIn, PencilLine, SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { SignInLink } from '@/features/auth';
import { Button } from '@/ui/Button';
import { LoadError, Skeleton } from '@/ui/SectionHeader';
import { Spinner } from '@/ui/Spinner';
import type { useQuantumMatches } from './quantumQueries';
import { QuantumMatchCard } from './QuantumMatchCard';
import { ScoreExplanations } from './ScoreList';

/** Why there are no personal scores: a visitor, or a member without a collab profile. */
export type ScoreCall = 'signIn' | 'createProfile' | null;

/** The call to action that stands where scores would be. */
export function ScoreCallBanner({ call, compact = false }: { call: ScoreCall; compact?: boolean }) {
  if (!call) return null;
  return (
    <div
      className={
        compact
          ? 'flex flex-wrap items-center justify-between gap-2 rounded-xl border border-primary/25 bg-primary/[0.07] p-3 text-sm'
          : 'flex flex-col items-start gap-3 rounded-2xl border border-primary/30 bg-primary/10 p-4 sm:flex-row sm:items-center sm:justify-between'
      }
      data-testid={compact ? undefined : 'score-call'}
    >
      <p className="text-sm font-semibold">
        {call === 'signIn' ? COLLAB_MESSAGES.signInForMatches : COLLAB_MESSAGES.noProfile}
      </p>
      {compact ? null : call === 'signIn' ? (
        <Button asChild size="sm">
          <SignInLink>
            <LogIn aria-hidden /> Log in or register
          </SignInLink>
        </Button>
      ) : (
        <Button asChild size="sm">
          <Link href="/collab">
            <PencilLine aria-hidden /> Create my collab profile
          </Link>
        </Button>
      )}
    </div>
  );
}

function LoadingCards() {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-hidden>
      {[0, 1].map((n) => (
        <div key={n} className="space-y-4 rounded-2xl border border-white/10 bg-surface/60 p-5">
          <div className="flex items-center gap-3">
            <Skeleton className="size-14 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-2/5" />
              <Skeleton className="h-4 w-1/4" />
            </div>
            <Skeleton className="size-16 rounded-full" />
          </div>
          <Skeleton className="h-16" />
          <Skeleton className="h-24" />
        </div>
      ))}
    </div>
  );
}

/** Quantum Matches: the ranked candidates with every score, or the call to sign in / create a profile. */
export function MatchesTab({
  matches,
  call,
  signedIn,
  onStart,
  onCompare,
}: {
  matches: ReturnType<typeof useQuantumMatches>;
  call: ScoreCall;
  signedIn: boolean;
  onStart: (match: CollabMatch) => void;
  onCompare: (match: CollabMatch) => void;
}) {
  const list = matches.data?.pages.flatMap((page) => page.matches) ?? [];
  const personal = matches.data?.pages[0]?.personal ?? false;

  return (
    <div className="space-y-5">
      <ScoreCallBanner call={call} />
      {matches.isPending ? (
        <>
          <p className="flex items-center gap-2 text-sm text-muted">
            <Spinner className="size-4" label="Loading your matches" />
            Scoring artists open to collaborate...
          </p>
          <LoadingCards />
        </>
      ) : matches.isError ? (
        <LoadError what="your matches" onRetry={() => void matches.refetch()} />
      ) : list.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-2xl border border-dashed border-white/15 p-10 text-center">
          <SearchX className="size-8 text-muted" aria-hidden />
          <p className="font-semibold">No artists are open to collaborate right now.</p>
          <p className="text-sm text-muted">
            Check back soon: new collab profiles appear here as they are saved.
          </p>
        </div>
      ) : (
        <>
          <p className="text-sm text-muted">
            {personal
              ? 'Ranked by Quantum Score, highest first. Every number below is computed from your profiles, tracks and history on Panda Nation.'
              : 'Artists open to collaborate, most active first.'}
          </p>
          {personal ? <ScoreExplanations /> : null}
          <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2" data-testid="quantum-matches">
            {list.map((match) => (
              <QuantumMatchCard
                key={match.id}
                match={match}
                call={<ScoreCallBanner call={call} compact />}
                onStart={signedIn ? () => onStart(match) : undefined}
                onCompare={signedIn ? () => onCompare(match) : undefined}
              />
            ))}
          </div>
          {matches.hasNextPage ? (
            <div className="flex justify-center">
              <Button
                variant="outline"
                onClick={() => void matches.fetchNextPage()}
                disabled={matches.isFetchingNextPage}
              >
                {matches.isFetchingNextPage ? 'Loading...' : 'Load more matches'}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
