import { EARNING_LABELS, EARNING_TYPES, type Earnings } from '@common/earnings';
import { formatCents } from '@common/format';
import { formatAddedTime } from '@common/spinroom';
import { useQuery } from '@tanstack/react-query';
import { Wallet } from 'lucide-react';
import { errorMessage } from '@/lib/api';
import { DashboardCard } from './DashboardCard';

/** The creator's earnings (GET /api/me/earnings). */
export const EARNINGS_URL = '/api/me/earnings';

/** Earnings: all-time and this month's totals, the split by kind and the latest payments. */
export function EarningsCard() {
  const { data, isLoading, error } = useQuery<Earnings>({ queryKey: [EARNINGS_URL], staleTime: 0 });
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
              <p className="text-2xl font-black text-primary" data-testid="earnings-all-time">
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
                {data.recent.slice(0, 5).map((item) => (
                  <li
                    key={item.id}
                    className="flex items-center justify-between gap-3 rounded-xl bg-white/5 p-3 text-sm"
                  >
                    <div className="min-w-0">
                      <p className="truncate font-semibold">{item.description}</p>
                      <p className="truncate text-xs text-muted">
                        {item.fromName ? `from ${item.fromName} · ` : ''}
                        {formatAddedTime(item.createdAt)}
                      </p>
                    </div>
                    <span className="shrink-0 font-bold text-emerald-400">+{formatCents(item.amount)}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </DashboardCard>
  );
}
