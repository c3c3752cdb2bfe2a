import { Upload } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/ui/Button';
import { InboxLink } from '@/features/inbox/InboxLink';
import { NotificationBell } from '@/features/notifications/NotificationBell';
import { HeaderSearch } from '@/features/search/HeaderSearch';
import { AccountControls } from './AccountControls';
import { FeatureNav } from './FeatureNav';
import { Logo } from './Logo';
import { PrimaryNav } from './PrimaryNav';

/** The header from the md breakpoint up: primary row and feature row. */
export function DesktopHeader() {
  return (
    <div className="hidden md:block">
      <div className="mx-auto flex h-16 max-w-screen-2xl items-center gap-4 px-4 lg:gap-8 lg:px-6">
        <Logo wordmarkClassName="sr-only xl:not-sr-only" />
        <PrimaryNav />
        <div className="ml-auto flex items-center gap-3">
          <HeaderSearch />
          {/* Below xl the header also holds the search: the upload link keeps its name, shown from xl. */}
          <Button asChild size="sm" className="h-9 px-3 xl:px-4">
            <Link href="/upload">
              <Upload aria-hidden /> <span className="sr-only xl:not-sr-only">Start Uploading</span>
            </Link>
          </Button>
          <NotificationBell />
          <InboxLink />
          <AccountControls />
        </div>
      </div>
      <div className="border-t border-white/[0.06]">
        <FeatureNav />
      </div>
    </div>
  );
}
