import type { CollabRequest, Collaboration } from '@common/collab';
import { ArrowRight, Clock, Handshake, Inbox } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { useCollabRequests, useMyCollaborations } from './collabQueries';

const STATUS_LABEL: Record<Collaboration['status'], string> = {
  pending_payment: 'Waiting for the fee',
  proposed: 'Waiting for an answer',
  active: 'Active',
  completed: 'Completed',
  cancelled: 'Cancelled',
  declined: 'Declined',
  expired: 'Not answered',
};

function partnersOf(collaboration: Collaboration, myId: number): string {
  const others = collaboration.artists.filter((artist) => artist.id !== myId).map((artist) => artist.name);
  return others.length > 0 ? others.join(', ') : 'Just you';
}

function CollaborationRow({ collaboration, myId }: { collaboration: Collaboration; myId: number }) {
  return (
    <li>
      <Link
        href={`/collaborations/${collaboration.id}`}
        className="group flex items-center gap-3 rounded-xl border border-white/10 bg-black/20 p-3 transition-colors hover:border-primary/40"
        data-testid="my-collaboration"
      >
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/15 text-primary-text">
          <Handshake className="size-5" aria-hidden />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold">{collaboration.project}</span>
          <span className="block truncate text-xs text-muted">
            with {partnersOf(collaboration, myId)} · {STATUS_LABEL[collaboration.status]} ·{' '}
            {collaboration.progress}% done
          </span>
        </span>
        <ArrowRight
          className="size-4 shrink-0 text-muted transition-transform group-hover:translate-x-0.5"
          aria-hidden
        />
      </Link>
    </li>
  );
}

function RequestRow({ request, incoming }: { request: CollabRequest; incoming: boolean }) {
  const other = incoming ? request.from : request.to;
  return (
    <li
      className="flex items-center gap-3 rounded-xl border border-dashed border-white/15 p-3"
      data-testid="my-request"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-white/5 text-muted">
        {incoming ? <Inbox className="size-5" aria-hidden /> : <Clock className="size-5" aria-hidden />}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold">{request.project}</span>
        <span className="block truncate text-xs text-muted">
          {incoming ? `${other.name} asked you to collaborate` : `Waiting for ${other.name} to answer`}
        </span>
      </span>
      {incoming ? (
        <Link href="/inbox" className="shrink-0 text-sm font-semibold text-primary-text hover:underline">
          Answer
        </Link>
      ) : null}
    </li>
  );
}

/** The signed-in user's collaborations and pending requests, above the matches; nothing when there are none. */
export function MyCollaborations({ myId }: { myId: number }) {
  const collaborations = useMyCollaborations(true);
  const requests = useCollabRequests(true);
  const live = (collaborations.data?.collaborations ?? []).filter((c) => c.status !== 'cancelled');
  const incoming = (requests.data?.incoming ?? []).filter((r) => r.status === 'pending');
  const outgoing = (requests.data?.outgoing ?? []).filter((r) => r.status === 'pending');
  if (live.length === 0 && incoming.length === 0 && outgoing.length === 0) return null;
  return (
    <section aria-labelledby="my-collabs-heading" className="space-y-3" data-testid="my-collaborations">
      <h2 id="my-collabs-heading" className="flex items-center gap-2 text-xl font-bold tracking-tight">
        <Handshake className="size-5 text-primary-text" aria-hidden />
        Your collaborations
      </h2>
      <ul className={cn('grid grid-cols-1 gap-2 md:grid-cols-2 xl:grid-cols-3')}>
        {live.map((collaboration) => (
          <CollaborationRow key={`c${collaboration.id}`} collaboration={collaboration} myId={myId} />
        ))}
        {incoming.map((request) => (
          <RequestRow key={`i${request.id}`} request={request} incoming />
        ))}
        {outgoing.map((request) => (
          <RequestRow key={`o${request.id}`} request={request} incoming={false} />
        ))}
      </ul>
    </section>
  );
}
