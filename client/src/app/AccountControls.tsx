import { LogIn } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { useAuth } from '@/features/auth/useAuth';
import { Button } from '@/ui/Button';
import { UserAvatar } from './UserAvatar';

// The menu's code (popper positioning and all) loads only for a signed-in user.
const UserMenu = lazy(() => import('./UserMenu').then((module) => ({ default: module.UserMenu })));

/** Login button when signed out, the user's avatar menu when signed in. */
export function AccountControls() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <span aria-hidden className="size-9 animate-pulse rounded-full bg-white/10" />;
  if (user) {
    return (
      <Suspense fallback={<UserAvatar username={user.username} verified={user.verified} />}>
        <UserMenu user={user} />
      </Suspense>
    );
  }
  return (
    <Button asChild variant="outline" size="sm" className="h-9 px-4">
      <Link href="/auth">
        <LogIn aria-hidden /> Login
      </Link>
    </Button>
  );
}
