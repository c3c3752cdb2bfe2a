import { cn } from '@/lib/cn';
import { userInitials } from '@/lib/initials';

/** A round badge with the first two letters of the username. */
export function UserAvatar({ username, className }: { username: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'grid size-9 shrink-0 place-items-center rounded-full bg-gradient-to-br from-primary to-fuchsia-700 text-xs font-bold tracking-wide text-white ring-2 ring-white/10',
        className,
      )}
    >
      {userInitials(username)}
    </span>
  );
}
