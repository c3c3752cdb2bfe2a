import { EARNING_LABELS, EARNING_TYPES } from '@common/earnings';
import type { EarningPaymentState, EarningsWithRefunds } from '@common/payments';
import { formatCents } from '@common/format';
import { formatAddedTime } from '@common/spinroom';
import { useQuery } from '@tanstack/react-query';
import { Wallet } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/Button';
import { DashboardCard } from '@/ui/DashboardCard';
import { RefundDialog, type RefundableItem } from './RefundDialog';
import { RelistButton } from './RelistButton';

/** The creator's earnings (GET /api/me/earnings). */
export const EARNINGS_URL = '/api/me/earnings';

/** How a payment that no longer counts is marked. */
const STATE_LABELS: Record<Exclude<EarningPaymentState, 'paid'>, string> = {
  'refund-due': 'Refund pending',
  refunded: 'Refunded',
  disputed: 'Disputed',
};

/**
 * Earnings: all-time and this month's totals, the split by kind and the latest payments, each of which the
 * creator may refund within the refund window.
 */
export function EarningsCard() {
  const { data, isLoading, error } = useQuery<EarningsWithRefunds>({
    queryKey: [EARNINGS_URL],
    staleTime: 0,
  });
  const [refunding, setRefunding] = useState<RefundableItem | null>(null);
  return (
    <DashboardCard title="Earnings" icon={Wallet}>
      {isLoading ? (
        <p role="status" className="text-sm text-muted">
          Loading earnings...
        </p>
      ) : error || !data ? (
        <p className="text-sm text-muted">{error ? errorMessage(error) : 'No earnings yet.'}</p>
      ) : (
        <div className="grid gap-5" data-testid="earnings">
          <div className="grid grid-cols-2 gap-3">
            <div className="rounded-xl bg-primary/10 p-3">
              <p className="text-xs text-muted">All time</p>
              <p className="text-2xl font-black text-primary-text" data-testid="earnings-all-time">
                {formatCents(data.totals.allTime)}
              </p>
            </div>
            <div className="rounded-xl bg-white/5 p-3">
              <p className="text-xs text-muted">This month</p>
              <p className="text-2xl font-black" data-testid="earnings-this-month">
                {formatCents(data.totals.thisMonth)}
              </p>
            </div>
          </div>
          <dl className="grid gap-1.5 text-sm">
            {EARNING_TYPES.map((type) => (
              <div key={type} className="flex justify-between">
                <dt className="text-muted">{EARNING_LABELS[type]}</dt>
                <dd className="font-semibold" data-testid={`earnings-${type}`}>
                  {formatCents(data.byType[type])}
                </dd>
              </div>
            ))}
          </dl>
          {data.recent.length === 0 ? (
            <p className="text-sm text-muted">
              No payments yet. Fans can tip you and subscribe as Premium Fans from your tracks, your artist
              page and listening rooms.
            </p>
          ) : (
            <div>
              <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted">Recent</h3>
              <ul className="grid gap-2" data-testid="earnings-recent">
                {data.recent.slice(0, 5).map((item) => {
                  const state = item.state ?? 'paid';
                  const given = state !== 'paid';
                  return (
                    <li
                      key={item.id}
                      className="flex items-center justify-between gap-3 rounded-xl bg-white/5 p-3 text-sm"
                      data-testid={`earning-${item.id}`}
                    >
                      <div className="min-w-0">
                        <p className="truncate font-semibold">{item.description}</p>
                        <p className="truncate text-xs text-muted">
                          {item.fromName ? `from ${item.fromName} · ` : ''}
                          {formatAddedTime(item.createdAt)}
                          {state === 'paid' && item.refundedAmount > 0
                            ? ` · ${formatCents(item.refundedAmount)} refunded`
                            : ''}
                        </p>
                      </div>
                      <div className="flex shrink-0 flex-col items-end gap-1">
                        <span
                          className={cn('font-bold', given ? 'text-muted line-through' : 'text-emerald-400')}
                        >
                          +{formatCents(item.amount)}
                        </span>
                        {given ? (
                          <span className="text-xs font-semibold text-amber-300">
                            {STATE_LABELS[state as Exclude<EarningPaymentState, 'paid'>]}
                          </span>
                        ) : null}
                        {given
                          ? (item.relistBeats ?? []).map((beat) => (
                              <RelistButton key={beat.id} beat={beat} earningsUrl={EARNINGS_URL} />
                            ))
                          : null}
                        {!given && item.refundableUntil ? (
                          <Button
                            size="sm"
                            variant="ghost"
                            className="h-7 px-2 text-xs text-muted hover:text-foreground"
                            onClick={() => setRefunding(item)}
                            aria-label={`Refund ${item.description}${item.fromName ? ` from ${item.fromName}` : ''}`}
                          >
                            Refund
                          </Button>
                        ) : null}
                      </div>
                    </li>
                  );
                })}
              </ul>
            </div>
          )}
        </div>
      )}
      {refunding ? (
        <RefundDialog
          item={refunding}
          open
          onOpenChange={(open) => !open && setRefunding(null)}
          earningsUrl={EARNINGS_URL}
        />
      ) : null}
    </DashboardCard>
  );
}
