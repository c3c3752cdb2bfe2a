import { publicName } from '@common/people';
import { Crown, ListMusic, LogIn, LogOut, Menu, Search, Settings, Shield, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useAuth } from '@/features/auth/useAuth';
import { InboxLink } from '@/features/inbox/InboxLink';
import { openSubscriptionDialog } from '@/features/subscription/subscriptionDialogStore';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/Button';
import { Dialog, DialogTitle, DialogTrigger } from '@/ui/Dialog';
import { SheetContent } from '@/ui/Sheet';
import { Logo } from './Logo';
import { FEATURE_LINKS, isActivePath, visiblePrimaryLinks } from './navigation';
import { SocialLinks } from './SocialLinks';
import { useConfirmedLogout } from './useConfirmedLogout';
import { UserAvatar } from './UserAvatar';

/**
 * The phone menu: a sheet with every header link, the community subscription, social profiles and the
 * account (username with Settings and Logout, or Login / Register). It belongs to the page it was opened on, so it
 * closes on navigation.
 */
export function MobileMenu() {
  const [location] = useLocation();
  const { user, isLoggingOut } = useAuth();
  const logout = useConfirmedLogout();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location;
  const close = () => setOpenedAt(null);

  const linkClass = (active: boolean) =>
    cn(
      'flex items-center gap-3 rounded-xl px-3 py-2.5 text-[15px] font-medium transition-colors',
      active ? 'bg-primary/15 text-primary-text' : 'text-foreground/85 hover:bg-white/5',
    );

  return (
    <Dialog open={open} onOpenChange={(next) => setOpenedAt(next ? location : null)}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu" className="-mr-2">
          <Menu className="!size-6" aria-hidden />
        </Button>
      </DialogTrigger>
      <SheetContent closeLabel="Close menu" aria-describedby={undefined}>
        <div className="flex h-16 shrink-0 items-center border-b border-white/10 px-5 pr-14">
          <Logo onNavigate={close} />
          <DialogTitle className="sr-only">Menu</DialogTitle>
        </div>

        <div className="flex-1 space-y-6 overflow-y-auto px-4 py-5">
          {user ? (
            <div className="flex items-center gap-3 rounded-2xl bg-white/[0.04] p-3 ring-1 ring-white/10">
              <UserAvatar username={user.username} image={user.profileImage} className="size-11 text-sm" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{publicName(user)}</p>
                <p className="truncate text-sm text-muted">@{user.username}</p>
              </div>
              <Button asChild variant="outline" size="sm" className="shrink-0">
                <Link
                  href="/settings"
                  onClick={close}
                  aria-current={location === '/settings' ? 'page' : undefined}
                >
                  <Settings aria-hidden /> Settings
                </Link>
              </Button>
            </div>
          ) : (
            <Button asChild className="w-full">
              <Link href="/auth" onClick={close}>
                <LogIn aria-hidden /> Login / Register
              </Link>
            </Button>
          )}

          <nav aria-label="Menu" className="space-y-6">
            <Link
              href="/search"
              onClick={close}
              aria-current={location === '/search' ? 'page' : undefined}
              className={cn(linkClass(location === '/search'), 'bg-white/[0.04] ring-1 ring-white/10')}
            >
              <Search className="size-5 text-primary-text" aria-hidden /> Search
            </Link>
            <ul className="space-y-0.5">
              {visiblePrimaryLinks(Boolean(user)).map((link) => {
                const active = isActivePath(location, link);
                return (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      onClick={close}
                      aria-current={active ? 'page' : undefined}
                      className={linkClass(active)}
                    >
                      {link.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
            <InboxLink variant="row" onNavigate={close} />
            {user ? (
              <Link
                href="/playlists"
                onClick={close}
                aria-current={location === '/playlists' ? 'page' : undefined}
                className={linkClass(location === '/playlists')}
              >
                <ListMusic className="size-5 text-primary-text" aria-hidden /> Playlists
              </Link>
            ) : null}
            {user?.role === 'admin' ? (
              <Link
                href="/admin"
                onClick={close}
                aria-current={location.startsWith('/admin') ? 'page' : undefined}
                className={linkClass(location.startsWith('/admin'))}
              >
                <Shield className="size-5 text-primary-text" aria-hidden /> Admin
              </Link>
            ) : null}
            <Button asChild variant="outline" className="w-full">
              <Link href="/upload" onClick={close}>
                <Upload aria-hidden /> Start Uploading
              </Link>
            </Button>
            <div>
              <h2 className="px-3 pb-2 text-xs font-semibold uppercase tracking-widest text-muted">
                Explore
              </h2>
              <ul className="grid grid-cols-3 gap-2">
                {FEATURE_LINKS.map((link) => {
                  const active = isActivePath(location, link);
                  const Icon = link.icon;
                  return (
                    <li key={link.href}>
                      <Link
                        href={link.href}
                        onClick={close}
                        aria-current={active ? 'page' : undefined}
                        className={cn(
                          'flex h-full flex-col items-center gap-1.5 rounded-xl px-1.5 py-3 text-center text-xs font-medium leading-tight ring-1 transition-colors',
                          active
                            ? 'bg-primary/15 text-primary-text ring-primary/40'
                            : 'bg-white/[0.03] text-foreground/85 ring-white/[0.06] hover:bg-white/[0.07]',
                        )}
                      >
                        <Icon className="size-5 shrink-0 text-primary-text" aria-hidden />
                        {link.label}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          </nav>

          <section
            aria-labelledby="menu-subscribe-title"
            className="rounded-2xl bg-gradient-to-br from-primary/25 via-fuchsia-900/20 to-transparent p-4 ring-1 ring-primary/30"
          >
            <h2 id="menu-subscribe-title" className="flex items-center gap-2 font-bold">
              <Crown className="size-4 text-primary-text" aria-hidden /> Join the Nation
            </h2>
            <p className="mt-1 text-sm text-foreground/75">
              Subscribe to the community for pro tools, priority in listening parties and more.
            </p>
            <Button
              size="sm"
              className="mt-3"
              onClick={() => {
                close();
                openSubscriptionDialog();
              }}
            >
              Subscribe
            </Button>
          </section>

          <div className="flex items-center justify-between gap-3 px-1">
            <p className="text-sm text-muted">Follow us</p>
            <SocialLinks />
          </div>
        </div>

        {user ? (
          <div className="shrink-0 border-t border-white/10 p-4 pb-[calc(1rem+env(safe-area-inset-bottom))]">
            <Button
              variant="outline"
              className="w-full"
              disabled={isLoggingOut}
              onClick={() => void logout()}
            >
              <LogOut aria-hidden /> Logout
            </Button>
          </div>
        ) : null}
      </SheetContent>
    </Dialog>
  );
}
