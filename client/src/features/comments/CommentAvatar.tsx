import { useState } from 'react';
import { cn } from '@/lib/cn';
import { djInitials } from '@/lib/initials';

const SIZES = {
  xs: 'size-4 text-[7px]',
  sm: 'size-6 text-[9px]',
  md: 'size-7 text-[10px]',
  lg: 'size-9 text-xs',
} as const;

/**
 * A comment author's round picture, or their initials sized to fit (the marks on a waveform are small). The
 * initials are drawn by CSS, not text: the author's name is in the accessible name of what holds the avatar.
 */
export function CommentAvatar({
  name,
  image,
  size,
  className,
}: {
  name: string;
  image: string | null;
  size: keyof typeof SIZES;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const base = cn('shrink-0 rounded-full ring-1 ring-background', SIZES[size], className);
  if (image && !failed) {
    return <img src={image} alt="" className={cn(base, 'object-cover')} onError={() => setFailed(true)} />;
  }
  return (
    <span
      aria-hidden
      className={cn(
        base,
        'grid place-items-center bg-gradient-to-br from-primary to-fuchsia-800 font-bold leading-none text-white before:content-[attr(data-initials)]',
      )}
      data-initials={djInitials(name)}
    />
  );
}
