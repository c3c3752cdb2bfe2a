import { COLLAB, COLLAB_MESSAGES, COLLABORATION_MESSAGES, type Collaboration } from '@common/collab';
import { formatCents } from '@common/format';
import { useMutation } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { errorMessage } from '@/lib/api';
import { queryClient } from '@/lib/queryClient';
import { Button } from '@/ui/Button';
import { toast } from '@/ui/useToast';
import { answerProposal, COLLABORATIONS_KEY, collaborationKey } from './collaborationQueries';

const dayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * A matchmaker proposal waiting for its partner: the partner reads what accepting means and answers it; the one
 * who proposed it reads until when the partner may answer and what happens to the fee.
 */
export function ProposalAnswer({
  collaboration,
  myId,
  partner,
}: {
  collaboration: Collaboration;
  myId: number;
  partner: string;
}) {
  const answer = useMutation({
    mutationFn: (choice: 'accept' | 'decline') => answerProposal(collaboration.id, choice),
    onSuccess: (answered) => {
      toast({
        title:
          answered.status === 'active'
            ? COLLABORATION_MESSAGES.proposalAccepted
            : COLLAB_MESSAGES.proposalDeclined,
        description:
          answered.status === 'active'
            ? `"${answered.project}" has started. Add milestones and talk it through below.`
            : `"${answered.project}" will not start, and its setup fee goes back to ${partner}.`,
      });
      void queryClient.invalidateQueries({ queryKey: ['/api/inbox'] });
    },
    onError: (failure) => {
      toast({
        title: 'Could not answer the proposal',
        description: errorMessage(failure),
        variant: 'destructive',
      });
      // It may have been answered, or have lapsed, meanwhile: show where it stands.
      void queryClient.invalidateQueries({ queryKey: collaborationKey(collaboration.id) });
      void queryClient.invalidateQueries({ queryKey: COLLABORATIONS_KEY });
    },
  });
  const proposal = collaboration.proposal;
  if (!proposal) return null;
  const until = dayFormat.format(new Date(proposal.answerBy));

  if (proposal.proposedBy === myId) {
    return (
      <p
        role="status"
        className="rounded-xl border border-amber-400/30 bg-amber-400/10 p-4 text-sm"
        data-testid="proposal-waiting"
      >
        Your proposal went to {partner}. It starts when they accept. If they decline or do not answer by{' '}
        {until}, your setup fee of {formatCents(COLLAB.setupFeeCents)} is refunded automatically.
      </p>
    );
  }
  return (
    <section
      aria-labelledby="proposal-title"
      className="space-y-3 rounded-2xl border border-primary/30 bg-primary/10 p-4 sm:p-5"
      data-testid="proposal-answer"
    >
      <h2 id="proposal-title" className="text-base font-bold">
        {partner} proposed this collaboration
      </h2>
      <p className="text-sm text-muted">
        They paid the setup fee to start &ldquo;{collaboration.project}&rdquo; with you. Nothing starts unless
        you accept. Answer by {until}: without an answer the proposal lapses and they get their fee back.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => answer.mutate('accept')} disabled={answer.isPending}>
          <Check aria-hidden /> Accept
        </Button>
        <Button variant="outline" onClick={() => answer.mutate('decline')} disabled={answer.isPending}>
          <X aria-hidden /> Decline
        </Button>
      </div>
    </section>
  );
}
