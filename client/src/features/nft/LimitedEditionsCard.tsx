import type { ArtistDropList } from '@common/nft';
import { formatCents } from '@common/format';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Gem } from 'lucide-react';
import { Link } from 'wouter';
import { DashboardCard } from '@/ui/DashboardCard';
import { MY_DROPS_KEY } from './queryKeys';

/** The artist dashboard's card for drops: how they sell, and the way to My drops on the marketplace. */
export function LimitedEditionsCard() {
  const { data, isLoading } = useQuery<ArtistDropList>({ queryKey: MY_DROPS_KEY, staleTime: 0 });
  const drops = data?.drops ?? [];
  const open = drops.filter((d) => d.status !== 'ended').length;
  const sold = drops.reduce((sum, d) => sum + d.sold, 0);
  const revenue = drops.reduce((sum, d) => sum + d.revenue, 0);
  return (
    <DashboardCard title="Limited Editions" icon={Gem}>
      {isLoading ? (
        <p role="status" className="text-sm text-muted">
          Loading your drops...
        </p>
      ) : drops.length === 0 ? (
        <p className="text-sm text-muted">
          Put a published track up as numbered limited editions: you set the price and how many exist, and get
          85% of each sale.
        </p>
      ) : (
        <dl className="grid grid-cols-3 gap-2 text-center" data-testid="drops-summary">
          <div className="rounded-xl bg-white/5 p-2">
            <dt className="text-xs text-muted">On sale</dt>
            <dd className="text-lg font-black">{open}</dd>
          </div>
          <div className="rounded-xl bg-white/5 p-2">
            <dt className="text-xs text-muted">Sold</dt>
            <dd className="text-lg font-black">{sold}</dd>
          </div>
          <div className="rounded-xl bg-primary/10 p-2">
            <dt className="text-xs text-muted">Revenue</dt>
            <dd className="text-lg font-black text-primary-text">{formatCents(revenue)}</dd>
          </div>
        </dl>
      )}
      <Link
        href="/nft-marketplace#my-drops"
        className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-primary-text hover:underline"
      >
        {drops.length === 0 ? 'Create a drop' : 'Manage my drops'}
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </DashboardCard>
  );
}
