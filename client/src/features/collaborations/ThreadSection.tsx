import { COLLAB, type Collaboration, threadMessageSchema } from '@common/collab';
import { useMutation } from '@tanstack/react-query';
import { MessagesSquare, RefreshCw, Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/Button';
import { LoadError } from '@/ui/SectionHeader';
import { Spinner } from '@/ui/Spinner';
import { postMessage, useThread } from './collaborationQueries';

const timeFormat = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** The message thread between the members: read by both, written while the collaboration is active. */
export function ThreadSection({ collaboration, myId }: { collaboration: Collaboration; myId: number }) {
  const id = useId();
  const thread = useThread(collaboration.id, true);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const writable = collaboration.status === 'active';
  const messages = thread.data?.messages ?? [];
  const count = messages.length;

  const send = useMutation({
    mutationFn: (text: string) => postMessage(collaboration.id, text),
    onSuccess: () => setBody(''),
    onError: (failure) => setError(errorMessage(failure)),
  });

  // The newest message in view whenever the thread grows.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  function submit() {
    if (send.isPending) return;
    const parsed = threadMessageSchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please write a message');
      return;
    }
    setError(null);
    send.mutate(parsed.data.body);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    submit();
  }

  // Ctrl+Enter (Cmd+Enter on a Mac) sends; Enter alone starts a new line.
  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="space-y-4 rounded-2xl border border-white/10 bg-surface/60 p-4 sm:p-5"
      data-testid="thread"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="flex items-center gap-2 text-lg font-bold">
          <MessagesSquare className="size-5 text-primary-text" aria-hidden />
          Messages
        </h2>
        <Button variant="ghost" size="sm" onClick={() => void thread.refetch()} disabled={thread.isFetching}>
          <RefreshCw className={cn(thread.isFetching && 'animate-spin')} aria-hidden />
          <span className="sr-only sm:not-sr-only">Refresh</span>
          <span className="sr-only"> messages</span>
        </Button>
      </div>

      {thread.isPending ? (
        <div className="grid place-items-center py-8">
          <Spinner className="size-6" label="Loading messages" />
        </div>
      ) : thread.isError ? (
        <LoadError what="the messages" onRetry={() => void thread.refetch()} />
      ) : (
        <div
          ref={listRef}
          role="log"
          aria-label="Messages between the members"
          tabIndex={0}
          className="max-h-[26rem] overflow-y-auto rounded-xl bg-black/20 p-3 outline-none focus-visible:ring-2 focus-visible:ring-primary/50"
        >
          <ol className="grid gap-3">
            {count === 0 ? (
              <li className="py-6 text-center text-sm text-muted">
                No messages yet. Say hello and agree on the first steps.
              </li>
            ) : (
              messages.map((message) => {
                const mine = message.userId === myId;
                return (
                  <li
                    key={message.id}
                    className={cn('flex min-w-0', mine ? 'justify-end' : 'justify-start')}
                    data-testid="thread-message"
                  >
                    <div
                      className={cn(
                        'max-w-[85%] min-w-0 rounded-2xl px-3.5 py-2.5 text-sm',
                        mine
                          ? 'rounded-br-md bg-primary-strong/90 text-white'
                          : 'rounded-bl-md bg-white/[0.08]',
                      )}
                    >
                      <p className="flex flex-wrap items-baseline gap-x-2 text-xs">
                        <span className="font-bold">{mine ? 'You' : message.name}</span>
                        <time dateTime={message.createdAt} className={mine ? 'text-white' : 'text-muted'}>
                          {timeFormat.format(new Date(message.createdAt))}
                        </time>
                      </p>
                      <p className="mt-1 whitespace-pre-wrap break-words">{message.body}</p>
                    </div>
                  </li>
                );
              })
            )}
          </ol>
        </div>
      )}

      {writable ? (
        <form onSubmit={handleSubmit} noValidate className="grid gap-2" aria-label="Write a message">
          <label htmlFor={`${id}-body`} className="text-sm font-semibold">
            Your message
          </label>
          <textarea
            id={`${id}-body`}
            value={body}
            onChange={(event) => {
              setBody(event.target.value);
              setError(null);
            }}
            onKeyDown={handleKeyDown}
            rows={3}
            maxLength={COLLAB.threadMessageMax}
            placeholder="Share an idea, a link to a demo, a deadline..."
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            className="w-full resize-y rounded-xl border border-white/10 bg-black/30 px-3.5 py-2.5 text-sm outline-none transition-colors placeholder:text-muted/70 focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/40"
          />
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-300">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p id={`${id}-hint`} className="text-xs text-muted">
              Ctrl+Enter sends. Only the members see this thread.
            </p>
            <Button type="submit" disabled={send.isPending}>
              <Send aria-hidden />
              {send.isPending ? 'Sending...' : 'Send'}
            </Button>
          </div>
        </form>
      ) : (
        <p className="text-sm text-muted">
          {collaboration.status === 'pending_payment'
            ? 'The thread opens once the setup fee is paid.'
            : 'The thread is closed: this collaboration has ended.'}
        </p>
      )}
    </section>
  );
}
