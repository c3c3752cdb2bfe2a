import { userInitials } from '@/lib/initials';
import type { PublicUser } from '@common/auth';
import { publicName } from '@common/people';
import { LayoutDashboard, ListMusic, LogOut, Settings, Shield } from 'lucide-react';
import { Link } from 'wouter';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/ui/DropdownMenu';
import { VerifiedBadge } from '@/features/subscription/VerifiedBadge';
import { useConfirmedLogout } from './useConfirmedLogout';
import { UserAvatar } from './UserAvatar';

/** The signed-in user's avatar with a menu: Dashboard, Playlists, Settings, Admin (administrators) and Logout (confirmed first). */
export function UserMenu({ user }: { user: PublicUser }) {
  const logout = useConfirmedLogout();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        // The name starts with the initials the avatar shows, so voice control users can say what they see.
        aria-label={`${userInitials(user.username)}, signed in as ${user.username}`}
        className="rounded-full transition-transform hover:scale-105 data-[state=open]:ring-2 data-[state=open]:ring-primary"
      >
        <UserAvatar username={user.username} image={user.profileImage} verified={user.verified} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block truncate font-semibold">{publicName(user)}</span>
          <span className="block truncate text-xs text-muted">@{user.username}</span>
          {user.verified ? <VerifiedBadge className="mt-1.5" /> : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/dashboard">
            <LayoutDashboard aria-hidden /> Dashboard
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/playlists">
            <ListMusic aria-hidden /> Playlists
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/settings">
            <Settings aria-hidden /> Settings
          </Link>
        </DropdownMenuItem>
        {user.role === 'admin' ? (
          <DropdownMenuItem asChild>
            <Link href="/admin">
              <Shield aria-hidden /> Admin
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOut aria-hidden /> Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
