import type { Collaboration } from '@common/collab';
import { ArrowLeft, Atom, CalendarDays, Handshake, ShieldAlert, Sparkles, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { useAuth } from '@/features/auth';
import { ApiError, errorMessage } from '@/lib/api';
import { Button } from '@/ui/Button';
import { LoadError } from '@/ui/SectionHeader';
import { Spinner } from '@/ui/Spinner';
import { useCollaboration } from './collaborationQueries';
import { partnersOf, STATUS_LABELS, StatusBadge } from './collaborationStatus';
import { EndCollaborationActions } from './EndCollaborationActions';
import { MemberAvatar } from './MemberAvatar';
import { MilestonesSection } from './MilestonesSection';
import { ProposalAnswer } from './ProposalAnswer';
import { RatingSection } from './RatingSection';
import { ThreadSection } from './ThreadSection';

/** Where the workspace links back to: the matchmaker's Active Collabs tab. */
export const ACTIVE_COLLABS_HREF = '/quantum-collab?tab=active';

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

function BackLink() {
  return (
    <Link
      href={ACTIVE_COLLABS_HREF}
      className="inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-muted transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      <ArrowLeft className="size-4" aria-hidden /> Active Collabs
    </Link>
  );
}

function Panel({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="space-y-3 rounded-2xl border border-white/10 bg-surface/60 p-4 sm:p-5">
      <h2 className="flex items-center gap-2 text-base font-bold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What a member reads when the collaboration is not theirs to see (the server's 403 or 404). */
function NotAvailable({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="mx-auto grid max-w-lg justify-items-center gap-3 rounded-2xl border border-white/10 bg-surface/60 p-8 text-center"
      data-testid="collaboration-unavailable"
    >
      <ShieldAlert className="size-10 text-primary-text" aria-hidden />
      <h1 className="text-2xl font-extrabold tracking-tight">{message}</h1>
      <p className="text-sm text-muted">
        Only the members of a collaboration can open its workspace. Check the link, or find your own
        collaborations in Active Collabs.
      </p>
      <Button asChild>
        <Link href={ACTIVE_COLLABS_HREF}>Go to Active Collabs</Link>
      </Button>
    </div>
  );
}

function Members({ collaboration, myId }: { collaboration: Collaboration; myId: number }) {
  return (
    <ul className="grid gap-2" data-testid="members">
      {collaboration.artists.map((artist) => (
        <li key={artist.id}>
          <Link
            href={`/artists/${artist.id}`}
            className="flex items-center gap-3 rounded-xl p-1.5 transition-colors hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-primary"
          >
            <MemberAvatar name={artist.name} image={artist.image} />
            <span className="min-w-0 flex-1 truncate font-semibold">{artist.name}</span>
            {artist.id === myId ? <span className="text-xs font-semibold text-muted">You</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Workspace({ collaboration, myId }: { collaboration: Collaboration; myId: number }) {
  const partner = partnersOf(collaboration, myId);
  const { status } = collaboration;
  return (
    <div className="space-y-6" data-testid="collaboration-workspace" data-status={status}>
      <header className="space-y-3">
        <BackLink />
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="min-w-0 break-words text-3xl font-extrabold tracking-tight sm:text-4xl">
            {collaboration.project}
          </h1>
          <StatusBadge status={status} />
        </div>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
          <span className="inline-flex items-center gap-1.5">
            <Handshake className="size-4" aria-hidden /> with {partner}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-4" aria-hidden /> {status === 'proposed' ? 'Proposed' : 'Started'}{' '}
            {dateFormat.format(new Date(collaboration.createdAt))}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Sparkles className="size-4" aria-hidden />
            {collaboration.source === 'matchmaker' ? 'From the Quantum Collab Matchmaker' : 'From a request'}
          </span>
        </p>
      </header>

      {status === 'pending_payment' ? (
        <p role="status" className="rounded-xl border border-amber-400/30 bg-amber-400/10 p-4 text-sm">
          This collaboration starts once its setup fee is paid. Start it again from the matchmaker if the
          payment was left unfinished.
        </p>
      ) : null}
      {status === 'cancelled' ? (
        <p role="status" className="rounded-xl border border-white/15 bg-white/5 p-4 text-sm">
          This collaboration was cancelled. Its milestones and messages stay here to read.
        </p>
      ) : null}
      {status === 'proposed' ? (
        <ProposalAnswer collaboration={collaboration} myId={myId} partner={partner} />
      ) : null}
      {status === 'declined' || status === 'expired' ? (
        <p role="status" className="rounded-xl border border-white/15 bg-white/5 p-4 text-sm">
          {status === 'declined'
            ? 'This proposal was declined, so the collaboration did not start.'
            : 'This proposal was not answered in time, so the collaboration did not start.'}{' '}
          The setup fee was refunded.
        </p>
      ) : null}

      <div className="grid grid-cols-1 min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <MilestonesSection collaboration={collaboration} />
          <ThreadSection collaboration={collaboration} myId={myId} />
        </div>
        <aside className="min-w-0 space-y-6" aria-label="About this collaboration">
          <Panel title="Members" icon={<Users className="size-4 text-primary-text" aria-hidden />}>
            <Members collaboration={collaboration} myId={myId} />
          </Panel>
          <Panel title="Quantum Score" icon={<Atom className="size-4 text-primary-text" aria-hidden />}>
            {collaboration.quantumScore === null ? (
              <p className="text-sm text-muted" data-testid="collaboration-score">
                Not enough data: a score needs both collab profiles.
              </p>
            ) : (
              <p className="text-sm" data-testid="collaboration-score">
                <span className="text-3xl font-extrabold tabular-nums">{collaboration.quantumScore}%</span>{' '}
                <span className="text-muted">match when it started</span>
              </p>
            )}
          </Panel>
          {status === 'active' ? (
            <Panel title="Finish" icon={<Handshake className="size-4 text-primary-text" aria-hidden />}>
              <p className="text-sm text-muted">
                Either of you can complete the collaboration when the work is done, or cancel it.
              </p>
              <EndCollaborationActions collaboration={collaboration} />
            </Panel>
          ) : null}
          {status === 'completed' ? (
            <Panel title="Rating" icon={<Sparkles className="size-4 text-primary-text" aria-hidden />}>
              {collaboration.completedAt ? (
                <p className="text-sm text-muted">
                  {STATUS_LABELS.completed} on {dateFormat.format(new Date(collaboration.completedAt))}.
                </p>
              ) : null}
              <RatingSection collaboration={collaboration} partner={partner} />
            </Panel>
          ) : null}
        </aside>
      </div>
    </div>
  );
}

/** /collaborations/:id: a collaboration's workspace for its members (milestones, thread, completion, rating). */
export default function CollaborationPage() {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { user } = useAuth();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8 lg:px-6">
      {valid && user ? (
        <CollaborationLoader id={id} myId={user.id} />
      ) : (
        <NotAvailable message="Collaboration not found" />
      )}
    </div>
  );
}

function CollaborationLoader({ id, myId }: { id: number; myId: number }) {
  const collaboration = useCollaboration(id);
  if (collaboration.isPending) {
    return (
      <div className="grid place-items-center py-24">
        <Spinner className="size-8" label="Loading the collaboration" />
      </div>
    );
  }
  if (collaboration.isError) {
    const error = collaboration.error;
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
      return <NotAvailable message={errorMessage(error)} />;
    }
    return <LoadError what="the collaboration" onRetry={() => void collaboration.refetch()} />;
  }
  return <Workspace collaboration={collaboration.data} myId={myId} />;
}
