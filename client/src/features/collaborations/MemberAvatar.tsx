import { useState } from 'react';
import { cn } from '@/lib/cn';
import { djInitials } from '@/lib/initials';

/** A member's round picture, or their initials sized to the circle when there is none or it fails to load. */
export function MemberAvatar({
  name,
  image,
  size = 'md',
  className,
}: {
  name: string;
  image: string | null;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const base = cn(
    'shrink-0 rounded-full ring-2 ring-primary/40',
    size === 'sm' ? 'size-8 text-[11px]' : 'size-10 text-sm',
    className,
  );
  if (image && !failed) {
    return <img src={image} alt="" className={cn(base, 'object-cover')} onError={() => setFailed(true)} />;
  }
  return (
    <span
      aria-hidden
      className={cn(
        base,
        'grid place-items-center bg-gradient-to-br from-primary to-fuchsia-800 font-bold text-white',
      )}
    >
      {djInitials(name)}
    </span>
  );
}
