import type { OutboxItem, OutboxPage } from '@common/admin';
import { HardDrive, Mail, RotateCw, Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/Button';
import { AdminCell, AdminRow, AdminTable } from './AdminTable';
import { formatTime, formatWhen, OUTBOX_URL, sameDay } from './adminList';
import { EmptyState, ListStatus, Pager, SearchBox } from './ListControls';
import { MailStatusBadge } from './MailStatusBadge';
import { OutboxMessageDialog } from './OutboxMessageDialog';
import { useAdminList, useListParams } from './useAdminList';
import { useResendMail } from './useResendMail';

/** Which transport delivers the mail, and where to find it when none does. */
function TransportNote({ transport }: { transport: OutboxPage['transport'] }) {
  const smtp = transport === 'smtp';
  const Icon = smtp ? Send : HardDrive;
  return (
    <div
      className="flex items-start gap-3 rounded-2xl border border-white/10 bg-surface/60 p-4 text-sm"
      data-testid="mail-transport"
    >
      <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-primary/15 text-primary-text ring-1 ring-primary/30">
        <Icon className="size-4" aria-hidden />
      </span>
      {smtp ? (
        <p>
          <strong className="font-semibold">Transport: SMTP.</strong>{' '}
          <span className="text-foreground/80">
            Mail goes out through the SMTP server set in <code className="text-primary-text">SMTP_URL</code>;
            this list is the log of what was sent, is waiting or failed.
          </span>
        </p>
      ) : (
        <p>
          <strong className="font-semibold">Transport: outbox.</strong>{' '}
          <span className="text-foreground/80">
            No SMTP server is set (<code className="text-primary-text">SMTP_URL</code>), so mail is not
            delivered: it is kept here and written as <code className="text-primary-text">.eml</code> files
            under <code className="text-primary-text">DATA_DIR/mail</code>.
          </span>
        </p>
      )}
    </div>
  );
}

function OutboxRow({
  item,
  withActions,
  onOpen,
}: {
  item: OutboxItem;
  withActions: boolean;
  onOpen: (item: OutboxItem) => void;
}) {
  const resend = useResendMail();
  return (
    <AdminRow data-testid="outbox-row">
      <AdminCell label="To">
        <span className="break-all">{item.to}</span>
      </AdminCell>
      <AdminCell label="Subject">
        <button
          type="button"
          onClick={() => onOpen(item)}
          className="rounded text-left font-semibold text-foreground underline-offset-2 hover:text-primary-text hover:underline"
        >
          {item.subject}
        </button>
        {item.status === 'failed' && item.lastError ? (
          <p className="mt-1 text-xs text-red-300">Last error: {item.lastError}</p>
        ) : null}
      </AdminCell>
      <AdminCell label="Kind">
        <code className="rounded bg-white/5 px-1.5 py-0.5 text-xs text-foreground/90">{item.kind}</code>
      </AdminCell>
      <AdminCell label="Status">
        <MailStatusBadge status={item.status} />
      </AdminCell>
      <AdminCell label="Attempts">
        <span className="tabular-nums">{item.attempts}</span>
      </AdminCell>
      <AdminCell label="Time">
        <span className="block">
          <time dateTime={item.createdAt}>{formatWhen(item.createdAt)}</time>
        </span>
        <span className="block text-xs text-muted">
          {item.sentAt ? (
            <>
              Sent{' '}
              <time dateTime={item.sentAt}>
                {sameDay(item.createdAt, item.sentAt) ? formatTime(item.sentAt) : formatWhen(item.sentAt)}
              </time>
            </>
          ) : (
            'Not sent'
          )}
        </span>
      </AdminCell>
      {withActions ? (
        <AdminCell label="Actions">
          {item.status === 'failed' ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => resend.mutate(item.id)}
              disabled={resend.isPending}
            >
              <RotateCw aria-hidden /> Send again
              <span className="sr-only">
                : {item.subject} to {item.to}
              </span>
            </Button>
          ) : null}
        </AdminCell>
      ) : null}
    </AdminRow>
  );
}

const COLUMNS = [
  { label: 'To', className: 'w-[22%]' },
  { label: 'Subject' },
  { label: 'Kind', className: 'w-36' },
  { label: 'Status', className: 'w-24' },
  { label: 'Attempts', className: 'w-24' },
  { label: 'Time', className: 'w-48' },
] as const;

/** /admin/outbox: every email the app sent or tried to send, newest first, searchable, openable. */
export function OutboxSection() {
  const [params, setParams] = useListParams();
  const query = useAdminList<OutboxPage>(OUTBOX_URL, params);
  const [opened, setOpened] = useState<OutboxItem | null>(null);
  const items = query.data?.items ?? [];
  const withActions = items.some((item) => item.status === 'failed');

  return (
    <section aria-labelledby="admin-section-title" className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="admin-section-title" className="text-2xl font-bold tracking-tight">
            Outbox
          </h2>
          <p className="mt-1 text-sm text-muted">Every email the app sends, newest first.</p>
        </div>
        <SearchBox
          label="Search the outbox"
          placeholder="Address, subject or kind"
          value={params.q}
          onSearch={(q) => setParams({ q, page: 1 }, 'replace')}
        />
      </div>
      {query.data ? <TransportNote transport={query.data.transport} /> : null}
      <ListStatus
        what="the outbox"
        isPending={query.isPending}
        isFetching={query.isPlaceholderData}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        {items.length === 0 ? (
          <EmptyState
            icon={<Mail aria-hidden />}
            title="No mail yet"
            hint="Verification links, password resets and contact notices will show up here once sent."
            q={params.q}
          />
        ) : (
          <AdminTable
            caption="Outbox"
            columns={withActions ? [...COLUMNS, { label: 'Actions', className: 'w-40' }] : COLUMNS}
          >
            {items.map((item) => (
              <OutboxRow key={item.id} item={item} withActions={withActions} onOpen={setOpened} />
            ))}
          </AdminTable>
        )}
        <Pager
          what={['message', 'messages']}
          page={params.page}
          shown={items.length}
          total={query.data?.total ?? 0}
          onPage={(page) => setParams({ page })}
        />
      </ListStatus>
      {opened ? <OutboxMessageDialog item={opened} onClose={() => setOpened(null)} /> : null}
    </section>
  );
}
