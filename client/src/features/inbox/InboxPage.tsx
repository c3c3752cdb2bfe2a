import type { InboxKind, InboxMessage, InboxPage as InboxPageData } from '@common/inbox';
import { publicName } from '@common/people';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Award, Gift, Handshake, Inbox, Mail, Receipt } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useAuth } from '@/features/auth';
import { CollabRequestActions, type InboxMessageWithCollab } from '@/features/collab';
import { ProposalInboxActions } from '@/features/collaborations';
import { errorMessage, getJson, request } from '@/lib/api';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/Button';
import { LoadError } from '@/ui/SectionHeader';
import { Spinner } from '@/ui/Spinner';
import { toast } from '@/ui/useToast';
import { INBOX_KEY, UNREAD_COUNT_KEY } from './unreadCount';

const PAGE_SIZE = 20;

const KIND_STYLE: Record<InboxKind, { icon: typeof Mail; label: string; className: string }> = {
  message: { icon: Mail, label: 'Message', className: 'bg-sky-500/15 text-sky-300' },
  reward: { icon: Award, label: 'Reward', className: 'bg-amber-400/15 text-amber-300' },
  gift: { icon: Gift, label: 'Gift', className: 'bg-primary/15 text-primary-text' },
  receipt: { icon: Receipt, label: 'Receipt', className: 'bg-emerald-500/15 text-emerald-300' },
};
const COLLAB_STYLE = {
  icon: Handshake,
  label: 'Collab request',
  className: 'bg-primary/15 text-primary-text',
};
const PROPOSAL_STYLE = { ...COLLAB_STYLE, label: 'Collab proposal' };

function when(iso: string): string {
  const date = new Date(iso);
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

function MessageRow({
  message,
  myId,
  open,
  onToggle,
}: {
  message: InboxMessageWithCollab;
  myId: number | undefined;
  open: boolean;
  onToggle: () => void;
}) {
  const style = message.collabRequestId
    ? COLLAB_STYLE
    : message.proposalStatus && message.kind === 'message'
      ? PROPOSAL_STYLE
      : KIND_STYLE[message.kind];
  const Icon = style.icon;
  const unread = message.readAt === null;
  const from = message.sender ? publicName(message.sender) : 'Panda Nation';
  return (
    <li
      className={cn(
        'rounded-2xl border transition-colors',
        unread ? 'border-primary/40 bg-primary/[0.06]' : 'border-white/10 bg-white/[0.03]',
      )}
      data-testid="inbox-message"
    >
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={open}
        className="flex w-full items-start gap-3 p-4 text-left"
      >
        <span className={cn('grid size-10 shrink-0 place-items-center rounded-full', style.className)}>
          <Icon className="size-5" aria-hidden />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2">
            <span className={cn('truncate', unread ? 'font-bold' : 'font-semibold')}>{message.subject}</span>
            {unread ? (
              <span className="shrink-0 rounded-full bg-primary-strong px-2 text-[10px] font-bold uppercase leading-4 text-white">
                New
              </span>
            ) : null}
          </span>
          <span className="mt-0.5 block text-xs text-muted">
            {style.label} from {from} · {when(message.createdAt)}
          </span>
          {!open ? (
            <span className="mt-1 line-clamp-2 text-sm text-foreground/75">{message.body}</span>
          ) : null}
        </span>
      </button>
      {open ? (
        <div className="space-y-3 px-4 pb-4 pl-[4.25rem]">
          <p className="whitespace-pre-line text-sm text-foreground/90">{message.body}</p>
          {message.sender ? (
            <Link
              href={`/artists/${message.sender.id}`}
              className="text-sm font-semibold text-primary-text hover:underline"
            >
              View {from}&apos;s profile
            </Link>
          ) : null}
        </div>
      ) : null}
      <div className="px-4 pb-4 pl-[4.25rem] empty:hidden">
        <CollabRequestActions
          message={message}
          myId={myId}
          inboxKey={[INBOX_KEY]}
          unreadKey={UNREAD_COUNT_KEY}
        />
        <ProposalInboxActions
          message={message}
          myId={myId}
          inboxKey={[INBOX_KEY]}
          unreadKey={UNREAD_COUNT_KEY}
        />
      </div>
    </li>
  );
}

/** The in-app inbox (/inbox): messages and rewards from artists, gifts and receipts, newest first. */
export default function InboxPage() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const [openId, setOpenId] = useState<number | null>(null);
  const query = useInfiniteQuery({
    queryKey: [INBOX_KEY],
    initialPageParam: 1,
    queryFn: async ({ pageParam }) =>
      (await getJson<InboxPageData>(`${INBOX_KEY}?page=${pageParam}&pageSize=${PAGE_SIZE}`))!,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 0,
  });

  const markRead = useMutation({
    mutationFn: (id: number) => request<unknown>('POST', `/api/inbox/${id}/read`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [INBOX_KEY] });
      void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY });
    },
  });
  const markAll = useMutation({
    mutationFn: () => request<unknown>('POST', '/api/inbox/read-all'),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [INBOX_KEY] });
      void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY });
    },
    onError: (error) =>
      toast({ title: 'Could not update', description: errorMessage(error), variant: 'destructive' }),
  });

  const messages = query.data?.pages.flatMap((p) => p.messages) ?? [];
  const unread = query.data?.pages[0]?.unread ?? 0;

  const handleToggle = (message: InboxMessage) => {
    setOpenId((current) => (current === message.id ? null : message.id));
    if (message.readAt === null) markRead.mutate(message.id);
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="flex items-center gap-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            <Inbox className="size-8 text-primary-text" aria-hidden /> Inbox
          </h1>
          <p className="mt-1 text-muted">
            Messages and rewards from artists, gifts and your receipts.
            {unread > 0 ? ` ${unread} unread.` : ''}
          </p>
        </div>
        {unread > 0 ? (
          <Button variant="outline" size="sm" onClick={() => markAll.mutate()} disabled={markAll.isPending}>
            Mark all as read
          </Button>
        ) : null}
      </header>
      {query.isLoading ? (
        <div className="grid place-items-center py-16">
          <Spinner className="size-8" label="Loading your inbox" />
        </div>
      ) : query.isError ? (
        <LoadError what="your inbox" onRetry={() => void query.refetch()} />
      ) : messages.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-white/15 p-10 text-center">
          <Mail className="mx-auto size-10 text-muted" aria-hidden />
          <p className="mt-3 font-semibold">Your inbox is empty</p>
          <p className="mt-1 text-sm text-muted">
            Messages and rewards from the artists you support will show up here.
          </p>
        </div>
      ) : (
        <>
          <ul className="space-y-3" aria-label="Messages">
            {messages.map((message) => (
              <MessageRow
                key={message.id}
                message={message}
                myId={user?.id}
                open={openId === message.id}
                onToggle={() => handleToggle(message)}
              />
            ))}
          </ul>
          {query.hasNextPage ? (
            <div className="flex justify-center">
              <Button
                variant="outline"
                onClick={() => void query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
              >
                {query.isFetchingNextPage ? 'Loading...' : 'Load older messages'}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
