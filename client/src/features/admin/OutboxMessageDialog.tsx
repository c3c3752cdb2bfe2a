import type { OutboxItem, OutboxMessage } from '@common/admin';
import { useQuery } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { getJson } from '@/lib/api';
import { Button } from '@/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog';
import { LoadError } from '@/ui/SectionHeader';
import { Spinner } from '@/ui/Spinner';
import { formatWhen, OUTBOX_URL } from './adminList';
import { MailStatusBadge } from './MailStatusBadge';
import { MAIL_PREVIEW_SANDBOX, mailPreviewDocument } from './mailPreview';
import { useResendMail } from './useResendMail';

function Header({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-0.5 sm:grid-cols-[7rem_1fr] sm:gap-3">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted sm:pt-0.5">{name}</dt>
      <dd className="min-w-0 break-words text-sm">{children}</dd>
    </div>
  );
}

function MessageBody({ message }: { message: OutboxMessage }) {
  const resend = useResendMail();
  return (
    <>
      <dl className="grid gap-2.5 rounded-xl border border-white/10 bg-black/20 p-4">
        <Header name="From">{message.from}</Header>
        <Header name="To">{message.to}</Header>
        <Header name="Reply-To">{message.replyTo ?? <span className="text-muted">None</span>}</Header>
        <Header name="Subject">{message.subject}</Header>
        <Header name="Kind">{message.kind}</Header>
        <Header name="Status">
          <span className="flex flex-wrap items-center gap-2">
            <MailStatusBadge status={message.status} />
            <span className="text-muted">
              {message.attempts} {message.attempts === 1 ? 'attempt' : 'attempts'}
              {message.transport ? ` · through ${message.transport === 'smtp' ? 'SMTP' : 'the outbox'}` : ''}
            </span>
          </span>
        </Header>
        <Header name="Created">
          <time dateTime={message.createdAt}>{formatWhen(message.createdAt)}</time>
        </Header>
        <Header name="Sent">
          {message.sentAt ? (
            <time dateTime={message.sentAt}>{formatWhen(message.sentAt)}</time>
          ) : (
            <span className="text-muted">Not sent</span>
          )}
        </Header>
        {message.lastError ? (
          <Header name="Last error">
            <span className="text-red-300">{message.lastError}</span>
          </Header>
        ) : null}
      </dl>

      {message.status === 'failed' ? (
        <div>
          <Button onClick={() => resend.mutate(message.id)} disabled={resend.isPending}>
            <RotateCw aria-hidden /> {resend.isPending ? 'Sending...' : 'Send again'}
          </Button>
        </div>
      ) : null}

      <section aria-labelledby="outbox-html-title" className="space-y-2">
        <h3 id="outbox-html-title" className="text-sm font-semibold">
          HTML part
        </h3>
        {message.html ? (
          // Sandboxed: the message's scripts, forms and plugins stay inert; its links open in a new tab.
          <iframe
            sandbox={MAIL_PREVIEW_SANDBOX}
            srcDoc={mailPreviewDocument(message.html)}
            title={`HTML part of “${message.subject}”`}
            referrerPolicy="no-referrer"
            className="h-[26rem] w-full rounded-xl border border-white/10 bg-[#18181b]"
          />
        ) : (
          <p className="text-sm text-muted">This message has no HTML part.</p>
        )}
      </section>

      <section aria-labelledby="outbox-text-title" className="space-y-2">
        <h3 id="outbox-text-title" className="text-sm font-semibold">
          Plain-text part
        </h3>
        <pre
          data-testid="outbox-text"
          className="whitespace-pre-wrap break-words rounded-xl border border-white/10 bg-black/30 p-4 font-mono text-xs leading-relaxed text-foreground/90"
        >
          {message.text || 'This message has no plain-text part.'}
        </pre>
      </section>
    </>
  );
}

/** One message of the outbox opened: headers, the HTML part in a sandboxed frame, the plain-text part. */
export function OutboxMessageDialog({ item, onClose }: { item: OutboxItem; onClose: () => void }) {
  const query = useQuery({
    queryKey: [OUTBOX_URL, 'message', item.id],
    queryFn: async () => (await getJson<OutboxMessage>(`${OUTBOX_URL}/${item.id}`))!,
    staleTime: 0,
  });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      {/* One column no wider than the dialog: a long unbroken line (a link in the text part) wraps. */}
      <DialogContent className="max-w-3xl grid-cols-[minmax(0,1fr)]">
        <DialogHeader>
          <DialogTitle className="break-words">{item.subject}</DialogTitle>
          <DialogDescription>
            To {item.to} · {formatWhen(item.createdAt)}
          </DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <div className="grid place-items-center py-12">
            <Spinner className="size-8" label="Loading the message" />
          </div>
        ) : query.isError ? (
          <LoadError what="the message" onRetry={() => void query.refetch()} />
        ) : (
          <MessageBody message={query.data} />
        )}
      </DialogContent>
    </Dialog>
  );
}
