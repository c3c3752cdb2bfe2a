import { COLLAB_MESSAGES, COLLABORATION_MESSAGES, type CollabInboxFields } from '@common/collab';
import type { InboxMessage } from '@common/inbox';
import { publicName } from '@common/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { errorMessage } from '@/lib/api';
import { AnswerButtons } from '@/ui/AnswerButtons';
import { toast } from '@/ui/useToast';
import { answerProposal } from './collaborationQueries';
import { StatusBadge } from './collaborationStatus';

/**
 * Under an inbox message about a matchmaker proposal: Accept and Decline for the partner while it is open, and
 * for everyone the way to the collaboration and where it stands.
 */
export function ProposalInboxActions({
  message,
  myId,
  inboxKey,
  unreadKey,
}: {
  message: InboxMessage & Partial<CollabInboxFields>;
  myId: number | undefined;
  /** The inbox queries to read again after an answer. */
  inboxKey: readonly unknown[];
  unreadKey: readonly unknown[];
}) {
  const queryClient = useQueryClient();
  const collaborationId = message.collaborationId ?? null;
  const answer = useMutation({
    mutationFn: (choice: 'accept' | 'decline') => answerProposal(collaborationId!, choice),
    onSuccess: (answered) => {
      toast({
        title:
          answered.status === 'active'
            ? COLLABORATION_MESSAGES.proposalAccepted
            : COLLAB_MESSAGES.proposalDeclined,
        description: answered.status === 'active' ? `"${answered.project}" has started.` : undefined,
      });
      void queryClient.invalidateQueries({ queryKey: inboxKey });
      void queryClient.invalidateQueries({ queryKey: unreadKey });
    },
    onError: (error) => {
      toast({
        title: 'Could not answer the proposal',
        description: errorMessage(error),
        variant: 'destructive',
      });
      void queryClient.invalidateQueries({ queryKey: inboxKey });
    },
  });

  const status = message.proposalStatus ?? null;
  if (collaborationId === null || status === null) return null;
  const proposer = message.sender !== null && message.sender.id !== myId ? publicName(message.sender) : null;
  const link = (
    <Link
      href={`/collaborations/${collaborationId}`}
      className="inline-flex items-center gap-1 text-sm font-semibold text-primary-text hover:underline"
      data-testid="open-collaboration"
    >
      {status === 'proposed' ? 'Open the proposal' : 'Open the collaboration'}{' '}
      <ArrowRight className="size-4" aria-hidden />
    </Link>
  );
  if (status === 'proposed' && proposer) {
    return (
      <AnswerButtons
        what={`the collaboration proposed by ${proposer}`}
        onAnswer={(choice) => answer.mutate(choice)}
        pending={answer.isPending}
        testId="proposal-actions"
      >
        {link}
      </AnswerButtons>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="proposal-state">
      <StatusBadge status={status} />
      {link}
    </div>
  );
}
