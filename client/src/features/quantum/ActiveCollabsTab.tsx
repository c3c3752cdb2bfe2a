import type { Collaboration } from '@common/collab';
import { ArrowRight, Handshake } from 'lucide-react';
import { Link } from 'wouter';
import { MemberAvatar, ProgressBar, StatusBadge, useCollaborations } from '@/features/collaborations';
import { Button } from '@/ui/Button';
import { LoadError } from '@/ui/SectionHeader';
import { Spinner } from '@/ui/Spinner';

function CollaborationCard({ collaboration, myId }: { collaboration: Collaboration; myId: number }) {
  const ticked = collaboration.milestones.filter((m) => m.done).length;
  const headingId = `collaboration-${collaboration.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="relative flex h-full min-w-0 flex-col gap-3 rounded-2xl border border-white/10 bg-surface/60 p-4 transition-colors focus-within:border-primary/60 hover:border-primary/40 sm:p-5"
        data-testid="active-collab"
        data-collaboration-id={collaboration.id}
        data-status={collaboration.status}
      >
        <div className="flex items-start justify-between gap-3">
          <h3 id={headingId} className="min-w-0 break-words text-lg font-bold leading-tight">
            <Link
              href={`/collaborations/${collaboration.id}`}
              className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:underline"
            >
              {collaboration.project}
            </Link>
          </h3>
          <StatusBadge status={collaboration.status} />
        </div>
        <div className="flex items-center gap-2">
          <span className="flex -space-x-2" aria-hidden>
            {collaboration.artists.map((artist) => (
              <MemberAvatar
                key={artist.id}
                name={artist.name}
                image={artist.image}
                size="sm"
                className="ring-surface"
              />
            ))}
          </span>
          <p className="min-w-0 text-sm">
            <span className="sr-only">Artists: </span>
            {collaboration.artists.map((artist) => (artist.id === myId ? 'You' : artist.name)).join(' & ')}
          </p>
        </div>
        <div className="grid gap-1">
          <p className="flex justify-between text-xs text-muted">
            <span>Progress</span>
            <span>
              {collaboration.milestones.length === 0
                ? 'No milestones yet'
                : `${ticked} of ${collaboration.milestones.length} milestones`}
            </span>
          </p>
          <ProgressBar value={collaboration.progress} label={`Progress of ${collaboration.project}`} />
        </div>
        <dl className="mt-auto flex items-center justify-between gap-3 text-sm">
          <div className="flex items-baseline gap-1.5">
            <dt className="text-muted">Quantum Score</dt>
            <dd className="font-bold tabular-nums" data-testid="active-collab-score">
              {collaboration.quantumScore === null ? 'Not enough data' : `${collaboration.quantumScore}%`}
            </dd>
          </div>
          <ArrowRight className="size-4 shrink-0 text-muted" aria-hidden />
        </dl>
      </article>
    </li>
  );
}

/** Active Collabs: the user's real collaborations, each linking to its workspace. */
export function ActiveCollabsTab({ myId, onFindMatches }: { myId: number; onFindMatches: () => void }) {
  const collaborations = useCollaborations(true);
  if (collaborations.isPending) {
    return (
      <div className="grid place-items-center py-16">
        <Spinner className="size-8" label="Loading your collaborations" />
      </div>
    );
  }
  if (collaborations.isError) {
    return <LoadError what="your collaborations" onRetry={() => void collaborations.refetch()} />;
  }
  const list = collaborations.data.collaborations;
  if (list.length === 0) {
    return (
      <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-white/15 p-10 text-center">
        <Handshake className="size-8 text-muted" aria-hidden />
        <p className="font-semibold">No collaborations yet.</p>
        <p className="max-w-md text-sm text-muted">
          Start one from a match, or accept a request in your inbox. Each collaboration gets its own workspace
          with milestones and messages.
        </p>
        <Button onClick={onFindMatches}>Find a match</Button>
      </div>
    );
  }
  const running = list.filter((c) => c.status === 'active').length;
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        {running} active, {list.length - running} finished or waiting. Open one to work on its milestones and
        messages.
      </p>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="active-collabs">
        {list.map((collaboration) => (
          <CollaborationCard key={collaboration.id} collaboration={collaboration} myId={myId} />
        ))}
      </ul>
    </div>
  );
}
