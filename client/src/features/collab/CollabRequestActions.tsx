import { COLLAB_MESSAGES, type CollabInboxFields } from '@common/collab';
import type { InboxMessage } from '@common/inbox';
import { publicName } from '@common/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { errorMessage } from '@/lib/api';
import { AnswerButtons } from '@/ui/AnswerButtons';
import { Badge } from '@/ui/Badge';
import { toast } from '@/ui/useToast';
import { answerCollabRequest } from './collabQueries';

/** An inbox message as the inbox reads it: with the collaboration request it may be about. */
export type InboxMessageWithCollab = InboxMessage & Partial<CollabInboxFields>;

const STATUS_BADGE = {
  accepted: { label: 'Accepted', variant: 'primary' },
  declined: { label: 'Declined', variant: 'neutral' },
  withdrawn: { label: 'Withdrawn', variant: 'neutral' },
} as const;

/**
 * Accept and Decline under a collaboration request in the inbox (for its recipient while it is pending);
 * once answered, where it stands and, when accepted, the way to the collaboration.
 */
export function CollabRequestActions({
  message,
  myId,
  inboxKey,
  unreadKey,
}: {
  message: InboxMessageWithCollab;
  myId: number | undefined;
  /** The inbox queries to read again after an answer. */
  inboxKey: readonly unknown[];
  unreadKey: readonly unknown[];
}) {
  const queryClient = useQueryClient();
  const requestId = message.collabRequestId ?? null;
  const answer = useMutation({
    mutationFn: (choice: 'accept' | 'decline') => answerCollabRequest(requestId!, choice),
    onSuccess: (result, choice) => {
      const collaborationId = result.collaboration?.id;
      toast({
        title: choice === 'accept' ? COLLAB_MESSAGES.accepted : COLLAB_MESSAGES.declined,
        description:
          choice === 'accept' && collaborationId ? (
            <Link
              href={`/collaborations/${collaborationId}`}
              className="font-semibold text-primary-text underline underline-offset-2"
            >
              Open the collaboration
            </Link>
          ) : undefined,
      });
      void queryClient.invalidateQueries({ queryKey: inboxKey });
      void queryClient.invalidateQueries({ queryKey: unreadKey });
    },
    onError: (error) => {
      toast({
        title: 'Could not answer the request',
        description: errorMessage(error),
        variant: 'destructive',
      });
      // It may have been answered elsewhere: show where it stands now.
      void queryClient.invalidateQueries({ queryKey: inboxKey });
    },
  });

  if (requestId === null) return null;
  const status = message.collabRequestStatus ?? null;
  const fromSomeoneElse = message.sender !== null && message.sender.id !== myId;
  const senderName = message.sender ? publicName(message.sender) : '';

  if (status === 'pending' && fromSomeoneElse) {
    return (
      <AnswerButtons
        what={`the collaboration request from ${senderName}`}
        onAnswer={(choice) => answer.mutate(choice)}
        pending={answer.isPending}
        testId="collab-request-actions"
      />
    );
  }
  if (status === 'pending') return null;
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="collab-request-state">
      {status && status in STATUS_BADGE ? (
        <Badge variant={STATUS_BADGE[status as keyof typeof STATUS_BADGE].variant}>
          {STATUS_BADGE[status as keyof typeof STATUS_BADGE].label}
        </Badge>
      ) : null}
      {status === 'accepted' && message.collaborationId ? (
        <Link
          href={`/collaborations/${message.collaborationId}`}
          className="inline-flex items-center gap-1 text-sm font-semibold text-primary-text hover:underline"
          data-testid="open-collaboration"
        >
          Open the collaboration <ArrowRight className="size-4" aria-hidden />
        </Link>
      ) : null}
    </div>
  );
}
