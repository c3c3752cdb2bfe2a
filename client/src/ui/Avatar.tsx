import { useState } from 'react';
import { cn } from '@/lib/cn';
import { djInitials } from '@/lib/initials';

/**
 * A round picture, or the name's initials when there is none or it fails to load. Size, ring and font size come
 * from `className` (later classes win). `initialsByCss` draws the initials with CSS instead of text, for a mark
 * whose accessible name is carried by what holds it (a comment's avatar along a waveform).
 */
export function Avatar({
  name,
  image,
  className,
  initialsByCss = false,
}: {
  name: string;
  image: string | null;
  className?: string;
  initialsByCss?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const base = cn('size-16 shrink-0 rounded-full ring-2 ring-primary/40 text-lg', className);
  if (image && !failed) {
    return <img src={image} alt="" className={cn(base, 'object-cover')} onError={() => setFailed(true)} />;
  }
  const initials = djInitials(name);
  return (
    <span
      aria-hidden
      className={cn(
        base,
        'grid place-items-center bg-gradient-to-br from-primary to-fuchsia-800 font-bold text-white',
        initialsByCss && 'leading-none before:content-[attr(data-initials)]',
      )}
      data-initials={initialsByCss ? initials : undefined}
    >
      {initialsByCss ? null : initials}
    </span>
  );
}
