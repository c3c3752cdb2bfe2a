import { NotificationBell } from '@/features/notifications/NotificationBell';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';

/** The header below the md breakpoint: logo and the menu button. */
export function MobileTopBar() {
  return (
    <div className="flex h-14 items-center justify-between px-4 md:hidden">
      <Logo />
      <div className="flex items-center gap-1">
        <NotificationBell />
        <MobileMenu />
      </div>
    </div>
  );
}
