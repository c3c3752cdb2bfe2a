import type { ConversationList as ConversationListData, MentorId } from '@common/mentor';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessagesSquare, Trash2 } from 'lucide-react';
import { SignInLink } from '@/features/auth';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { Spinner } from '@/ui/Spinner';
import { toast } from '@/ui/useToast';
import { deleteConversation, mentorKeys } from './mentorApi';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** The signed-in user's conversations with one mentor: resume or delete them. */
export function ConversationList({
  mentorId,
  signedIn,
  activeId,
  onResume,
  onDeleted,
}: {
  mentorId: MentorId;
  signedIn: boolean;
  activeId: number | null;
  onResume: (id: number) => void;
  onDeleted: (id: number) => void;
}) {
  const queryClient = useQueryClient();
  const list = useQuery<ConversationListData>({
    queryKey: mentorKeys.conversations(mentorId),
    enabled: signedIn,
    staleTime: 0,
  });
  const remove = useMutation({
    mutationFn: deleteConversation,
    onSuccess: async (_, id) => {
      onDeleted(id);
      await queryClient.invalidateQueries({ queryKey: mentorKeys.conversations(mentorId) });
      toast({ title: 'Conversation deleted' });
    },
    onError: (error) =>
      toast({
        title: 'Could not delete the conversation',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });

  return (
    <section aria-labelledby="mentor-conversations" className="space-y-3">
      <h2
        id="mentor-conversations"
        className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-muted"
      >
        <MessagesSquare className="size-4" aria-hidden />
        Conversations
      </h2>
      {!signedIn ? (
        <p className="text-sm text-muted">
          <SignInLink className="font-semibold text-primary-text underline underline-offset-2">
            Sign in
          </SignInLink>{' '}
          to keep your conversations and ask about your own tracks.
        </p>
      ) : list.isPending ? (
        <Spinner className="size-5" label="Loading conversations" />
      ) : list.isError ? (
        <p role="alert" className="text-sm text-red-300">
          {errorMessage(list.error)}
        </p>
      ) : list.data.conversations.length === 0 ? (
        <p className="text-sm text-muted">No conversations yet. Ask a question to start one.</p>
      ) : (
        <ul className="max-h-72 space-y-1.5 overflow-y-auto pr-1">
          {list.data.conversations.map((c) => (
            <li key={c.id} className="flex items-center gap-1">
              <button
                type="button"
                onClick={() => onResume(c.id)}
                aria-current={c.id === activeId ? 'true' : undefined}
                className={cn(
                  'min-w-0 flex-1 rounded-xl px-3 py-2 text-left transition-colors hover:bg-white/5',
                  c.id === activeId && 'bg-primary/10 ring-1 ring-primary/40',
                )}
              >
                <span className="block truncate text-sm font-medium">{c.title}</span>
                <span className="block text-xs text-muted">
                  {when(c.updatedAt)} · {c.messageCount} messages
                </span>
              </button>
              <button
                type="button"
                onClick={() => remove.mutate(c.id)}
                disabled={remove.isPending}
                aria-label={`Delete conversation: ${c.title}`}
                className="rounded-full p-2 text-muted transition-colors hover:bg-red-500/10 hover:text-red-300"
              >
                <Trash2 className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
