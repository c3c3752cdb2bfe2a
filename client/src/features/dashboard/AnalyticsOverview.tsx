import type { AnalyticsTile, DashboardAnalytics } from '@common/dashboard';
import { formatCount } from '@common/format';
import { useQuery } from '@tanstack/react-query';
import {
  BarChart3,
  Code2,
  Headphones,
  Heart,
  TrendingDown,
  TrendingUp,
  Users,
  UserRoundPlus,
} from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/Button';
import { DashboardCard } from '@/ui/DashboardCard';
import { PlaysChart } from './PlaysChart';
import { ANALYTICS_URL } from './queryKeys';

const ICONS = { plays: Headphones, likes: Heart, followers: UserRoundPlus, listeners: Users } as const;

function Tile({ tile }: { tile: AnalyticsTile }) {
  const Icon = ICONS[tile.id];
  const Trend = tile.isPositive ? TrendingUp : TrendingDown;
  return (
    <li className="rounded-xl border border-white/10 bg-black/20 p-4" data-testid="analytics-tile">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium text-muted">{tile.title}</h3>
        <Icon className="size-4 text-primary-text" aria-hidden />
      </div>
      <p className="mt-2 text-2xl font-extrabold tabular-nums" title={String(tile.value)}>
        {formatCount(tile.value)}
      </p>
      <p
        className={cn(
          'mt-1 inline-flex items-center gap-1 text-xs font-semibold',
          tile.isPositive ? 'text-emerald-400' : 'text-red-400',
        )}
      >
        <Trend className="size-3.5" aria-hidden />
        {tile.change}
        <span className="font-normal text-muted">this week</span>
      </p>
      <p className="mt-1.5 text-xs leading-snug text-muted">{tile.description}</p>
    </li>
  );
}

/** Analytics Overview: the tiles (this week against last week) above the plays-per-day chart. */
export function AnalyticsOverview() {
  const { data, isLoading, isError, refetch } = useQuery<DashboardAnalytics>({ queryKey: [ANALYTICS_URL] });
  return (
    <DashboardCard title="Analytics Overview" icon={BarChart3}>
      {isError ? (
        <div role="alert" className="flex items-center justify-between gap-3 text-sm">
          Could not load your analytics.
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ul aria-label="Analytics" aria-busy={isLoading} className="grid grid-cols-2 gap-3">
          {isLoading
            ? [0, 1, 2, 3].map((i) => (
                <li key={i} aria-hidden className="h-32 animate-pulse rounded-xl bg-white/[0.06]" />
              ))
            : data?.tiles.map((tile) => <Tile key={tile.id} tile={tile} />)}
        </ul>
      )}
      {data ? (
        <p
          className="mt-3 flex items-center gap-2 rounded-lg border border-white/10 bg-black/20 px-3 py-2 text-xs text-muted"
          data-testid="embed-share"
        >
          <Code2 className="size-4 shrink-0 text-primary-text" aria-hidden />
          <span>
            <span className="font-semibold text-foreground">Embedded players:</span> {data.embeds.description}
          </span>
        </p>
      ) : null}
      <PlaysChart />
    </DashboardCard>
  );
}
