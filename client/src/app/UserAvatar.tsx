import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { userInitials } from '@/lib/initials';

/**
 * The user's round avatar: their picture when they have one (decorative: the control around it carries the
 * name), else a badge with the first two letters of the username. A verified artist (Artist Pro, DJ
 * Premium) gets a check mark on its edge.
 */
export function UserAvatar({
  username,
  image = null,
  verified = false,
  className,
}: {
  username: string;
  /** The stored avatar's URL (`profileImage`); the initials show when there is none or it fails to load. */
  image?: string | null;
  verified?: boolean;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(image) && failed !== image;
  return (
    <span className="relative inline-grid shrink-0">
      {showImage ? (
        <img
          src={image!}
          alt=""
          onError={() => setFailed(image)}
          className={cn(
            'size-9 shrink-0 rounded-full bg-surface object-cover ring-2 ring-white/10',
            className,
          )}
        />
      ) : (
        <span
          aria-hidden
          className={cn(
            'grid size-9 shrink-0 place-items-center rounded-full bg-gradient-to-br from-primary to-fuchsia-700 text-xs font-bold tracking-wide text-white ring-2 ring-white/10',
            className,
          )}
        >
          {userInitials(username)}
        </span>
      )}
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
