import { BadgeCheck } from 'lucide-react';
import { cn } from '@/lib/cn';
import { userInitials } from '@/lib/initials';

/**
 * A round badge with the first two letters of the username; a verified artist (Artist Pro, DJ Premium)
 * gets a check mark on its edge.
 */
export function UserAvatar({
  username,
  verified = false,
  className,
}: {
  username: string;
  verified?: boolean;
  className?: string;
}) {
  return (
    <span className="relative inline-grid shrink-0">
      <span
        aria-hidden
        className={cn(
          'grid size-9 shrink-0 place-items-center rounded-full bg-gradient-to-br from-primary to-fuchsia-700 text-xs font-bold tracking-wide text-white ring-2 ring-white/10',
          className,
        )}
      >
        {userInitials(username)}
      </span>
      {verified ? (
        <BadgeCheck
          role="img"
          aria-label="Verified artist"
          className="absolute -bottom-1 -right-1 size-4 rounded-full bg-background fill-primary text-white"
        />
      ) : null}
    </span>
  );
}
