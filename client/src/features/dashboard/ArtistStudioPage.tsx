import { BarChart3, LogIn, Music, Upload } from 'lucide-react';
import { SignInLink, useAuth } from '@/features/auth';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { Spinner } from '@/ui/Spinner';
import { ArtistDashboard } from './ArtistDashboard';
import { DashboardHeader } from './DashboardHeader';
import { MarketingToolsCard } from './MarketingToolsCard';
import { PlatformUpdatesCard } from './PlatformUpdatesCard';

const PERKS = [
  { icon: BarChart3, text: 'Plays, likes and followers, week over week, with a chart of plays per day' },
  { icon: Music, text: 'Every track you uploaded, drafts included, with its plays and likes' },
  { icon: Upload, text: 'Upload and publish new music in a few steps' },
];

/** The visitor's view of /artist: the studio's frame and an invitation to log in. */
function StudioSignIn() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <DashboardHeader user={null} eyebrow="Artist Studio" />
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 grid-cols-1 content-start gap-6 lg:col-span-2">
          <Card role="region" aria-labelledby="studio-login-title" className="p-6 sm:p-8">
            <h2 id="studio-login-title" className="text-2xl font-bold">
              Log in to see your studio
            </h2>
            <p className="mt-2 text-muted">
              Your analytics, your tracks and your marketing tools are waiting for you.
            </p>
            <ul className="mt-5 grid gap-3">
              {PERKS.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-start gap-3 text-sm">
                  <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-primary/15 text-primary-text">
                    <Icon className="size-4" aria-hidden />
                  </span>
                  <span className="pt-1.5">{text}</span>
                </li>
              ))}
            </ul>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <SignInLink>
                  <LogIn aria-hidden /> Log in to see your studio
                </SignInLink>
              </Button>
              <Button asChild size="lg" variant="outline">
                <SignInLink>Create an artist account</SignInLink>
              </Button>
            </div>
          </Card>
          <MarketingToolsCard />
        </div>
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <PlatformUpdatesCard />
        </div>
      </div>
    </div>
  );
}

/** /artist, Artist Studio: the artist dashboard when signed in; otherwise a call to log in (no redirect). */
export default function ArtistStudioPage() {
  const { user, isLoading } = useAuth();
  if (isLoading) {
    return (
      <div className="grid min-h-[50vh] place-items-center">
        <Spinner className="size-8" label="Loading your studio" />
      </div>
    );
  }
  return user ? <ArtistDashboard user={user} eyebrow="Artist Studio" /> : <StudioSignIn />;
}
