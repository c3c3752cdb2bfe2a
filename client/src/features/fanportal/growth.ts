import type { FanStats } from '@common/fanportal';

/** Monthly growth as shown: '+12.5%', or '+3 new' when last month had no new fans to compare with. */
export function growthText(stats: Pick<FanStats, 'monthlyGrowth' | 'newFansThisMonth'>): string {
  if (stats.monthlyGrowth === null) return `+${stats.newFansThisMonth} new`;
  return `${stats.monthlyGrowth > 0 ? '+' : ''}${stats.monthlyGrowth}%`;
}
