import type { PublicUser } from '@common/auth';
import { LimitedEditionsCard } from '@/features/nft';
import { AnalyticsOverview } from './AnalyticsOverview';
import { ArtistSpotlightCard } from './ArtistSpotlightCard';
import { DashboardHeader } from './DashboardHeader';
import { DropRequestsCard } from './DropRequestsCard';
import { EarningsCard } from './EarningsCard';
import { MarketingToolsCard } from './MarketingToolsCard';
import { PlatformUpdatesCard } from './PlatformUpdatesCard';
import { ProfileCard } from './ProfileCard';
import { TracksCard } from './TracksCard';

/**
 * The artist dashboard of /dashboard and /artist: analytics with the plays chart, the artist's tracks,
 * marketing tools, the profile, earnings, limited-edition drops, drop requests from DJs, the artist spotlight and platform updates.
 */
export function ArtistDashboard({ user, eyebrow }: { user: PublicUser; eyebrow: string }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <DashboardHeader user={user} eyebrow={eyebrow} />
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 grid-cols-1 content-start gap-6 lg:col-span-2">
          <AnalyticsOverview />
          <TracksCard />
          <MarketingToolsCard />
        </div>
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <ProfileCard user={user} />
          <EarningsCard />
          <LimitedEditionsCard />
          <DropRequestsCard />
          <ArtistSpotlightCard viewerId={user.id} />
          <PlatformUpdatesCard />
        </div>
      </div>
    </div>
  );
}
