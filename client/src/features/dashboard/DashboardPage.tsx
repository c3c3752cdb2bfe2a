import { useAuth } from '@/features/auth/useAuth';
import { DashboardHeader } from './DashboardHeader';
import { MarketingToolsCard } from './MarketingToolsCard';
import { PlatformUpdatesCard } from './PlatformUpdatesCard';
import { ProfileCard } from './ProfileCard';
import { TracksCard } from './TracksCard';

/** /dashboard: the signed-in artist's home base (profile, tracks, marketing tools, platform updates). */
export default function DashboardPage() {
  const { user } = useAuth();
  // The route's guard (ProtectedRoute) shows the spinner and the redirect: this page renders only for a user.
  if (!user) return null;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <DashboardHeader user={user} />
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6 lg:col-span-2">
          <TracksCard />
          <MarketingToolsCard />
        </div>
        <div className="grid content-start gap-6">
          <ProfileCard user={user} />
          <PlatformUpdatesCard />
        </div>
      </div>
    </div>
  );
}
