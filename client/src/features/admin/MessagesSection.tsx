import { ADMIN_MESSAGES, type ContactMessageItem, type ContactMessagesPage } from '@common/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, MessageSquare, Reply } from 'lucide-react';
import { errorMessage, request } from '@/lib/api';
import { cn } from '@/lib/cn';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { toast } from '@/ui/useToast';
import { formatWhen, MESSAGES_URL, replyHref } from './adminList';
import { EmptyState, ListStatus, Pager, SearchBox } from './ListControls';
import { useAdminList, useListParams } from './useAdminList';

function useMarkAnswered() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      await request<ContactMessageItem>('POST', `${MESSAGES_URL}/${id}/answered`),
    onSuccess: () => {
      toast({ title: ADMIN_MESSAGES.answered });
      void queryClient.invalidateQueries({ queryKey: [MESSAGES_URL] });
    },
    onError: (error) =>
      toast({
        title: 'Could not mark as answered',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });
}

function MessageCard({ message }: { message: ContactMessageItem }) {
  const markAnswered = useMarkAnswered();
  const open = message.answeredAt === null;
  return (
    <li
      className={cn(
        'rounded-2xl border p-4 sm:p-5',
        open ? 'border-primary/40 bg-primary/[0.06]' : 'border-white/10 bg-surface/60',
      )}
      data-testid="contact-message"
    >
      <article aria-labelledby={`contact-message-${message.id}`} className="space-y-3">
        <header className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={`contact-message-${message.id}`} className="break-words text-base font-bold">
              {message.subject}
            </h3>
            <p className="mt-0.5 break-words text-sm text-muted">
              From <span className="font-semibold text-foreground">{message.name}</span> ·{' '}
              <a
                href={`mailto:${message.email}`}
                className="text-primary-text underline underline-offset-2 hover:text-foreground"
              >
                {message.email}
              </a>{' '}
              · <time dateTime={message.createdAt}>{formatWhen(message.createdAt)}</time>
            </p>
          </div>
          {open ? (
            <Badge>Unanswered</Badge>
          ) : (
            <Badge
              variant="neutral"
              className="bg-emerald-500/15 text-emerald-300 ring-1 ring-emerald-400/30"
            >
              Answered
            </Badge>
          )}
        </header>
        <p className="whitespace-pre-line break-words text-sm text-foreground/90">{message.body}</p>
        <footer className="flex flex-wrap items-center gap-2 pt-1">
          <Button asChild variant="outline" size="sm">
            <a href={replyHref(message.email, message.subject)}>
              <Reply aria-hidden /> Reply
              <span className="sr-only"> to {message.name}</span>
            </a>
          </Button>
          {open ? (
            <Button
              size="sm"
              onClick={() => markAnswered.mutate(message.id)}
              disabled={markAnswered.isPending}
            >
              <Check aria-hidden /> Mark as answered
              <span className="sr-only">: {message.subject}</span>
            </Button>
          ) : (
            <p className="text-xs text-muted">
              Answered
              {message.answeredBy ? ` by ${message.answeredBy}` : ''}
              {message.answeredAt ? (
                <>
                  {' '}
                  · <time dateTime={message.answeredAt}>{formatWhen(message.answeredAt)}</time>
                </>
              ) : null}
            </p>
          )}
        </footer>
      </article>
    </li>
  );
}

/** /admin/messages: what people sent through /contact, unanswered first. */
export function MessagesSection() {
  const [params, setParams] = useListParams();
  const query = useAdminList<ContactMessagesPage>(MESSAGES_URL, params);
  const items = query.data?.items ?? [];
  const unanswered = query.data?.unanswered ?? 0;

  return (
    <section aria-labelledby="admin-section-title" className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="admin-section-title" className="text-2xl font-bold tracking-tight">
            Messages
          </h2>
          <p className="mt-1 text-sm text-muted" data-testid="unanswered-count">
            Sent through the Contact page, unanswered first.{' '}
            {query.data ? (
              <strong
                className={cn('font-semibold', unanswered > 0 ? 'text-primary-text' : 'text-foreground')}
              >
                {unanswered === 0 ? 'All answered.' : `${unanswered} unanswered.`}
              </strong>
            ) : null}
          </p>
        </div>
        <SearchBox
          label="Search the messages"
          placeholder="Name, email or text"
          value={params.q}
          onSearch={(q) => setParams({ q, page: 1 }, 'replace')}
        />
      </div>
      <ListStatus
        what="the messages"
        isPending={query.isPending}
        isFetching={query.isPlaceholderData}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        {items.length === 0 ? (
          <EmptyState
            icon={<MessageSquare aria-hidden />}
            title="No messages yet"
            hint="Messages sent through the Contact page will show up here."
            q={params.q}
          />
        ) : (
          <ul className="space-y-3" aria-label="Contact messages">
            {items.map((message) => (
              <MessageCard key={message.id} message={message} />
            ))}
          </ul>
        )}
        <Pager
          what={['message', 'messages']}
          page={params.page}
          shown={items.length}
          total={query.data?.total ?? 0}
          onPage={(page) => setParams({ page })}
        />
      </ListStatus>
    </section>
  );
}
