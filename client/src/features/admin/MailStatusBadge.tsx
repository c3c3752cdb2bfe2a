import type { MailStatus } from '@common/admin';
import { Badge } from '@/ui/Badge';
import { cn } from '@/lib/cn';

const STATUS_STYLE: Record<MailStatus, { label: string; className: string }> = {
  queued: { label: 'Queued', className: 'bg-sky-500/15 text-sky-300 ring-sky-400/30' },
  sent: { label: 'Sent', className: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/30' },
  failed: { label: 'Failed', className: 'bg-red-500/15 text-red-300 ring-red-400/30' },
};

/** The state of a message in the mail log: queued, sent or failed. */
export function MailStatusBadge({ status }: { status: MailStatus }) {
  const style = STATUS_STYLE[status];
  return (
    <Badge variant="neutral" className={cn('ring-1', style.className)} data-testid="mail-status">
      {style.label}
    </Badge>
  );
}
