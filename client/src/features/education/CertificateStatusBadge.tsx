import type { CertificateStatus } from '@common/education';
import { cn } from '@/lib/cn';

const STYLES: Record<CertificateStatus, string> = {
  active: 'bg-emerald-400/15 text-emerald-300 ring-emerald-400/30',
  'expiring soon': 'bg-amber-400/15 text-amber-300 ring-amber-400/30',
  expired: 'bg-white/10 text-foreground ring-white/20',
  revoked: 'bg-red-500/15 text-red-300 ring-red-500/30',
};

/** A certificate's status (active, expiring soon, expired, revoked) as a coloured label. */
export function CertificateStatusBadge({ status }: { status: CertificateStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold capitalize ring-1',
        STYLES[status],
      )}
      data-testid="certificate-status"
    >
      {status}
    </span>
  );
}
