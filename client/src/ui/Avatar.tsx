import { useState } from 'react';
import { cn } from '@/lib/cn';
import { djInitials } from '@/lib/initials';

/** A round picture, or the name's initials when there is none or it fails to load. */
export function Avatar({
  name,
  image,
  className,
}: {
  name: string;
  image: string | null;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const base = cn('size-16 shrink-0 rounded-full ring-2 ring-primary/40', className);
  if (image && !failed) {
    return <img src={image} alt="" className={cn(base, 'object-cover')} onError={() => setFailed(true)} />;
  }
  return (
    <span
      aria-hidden
      className={cn(
        base,
        'grid place-items-center bg-gradient-to-br from-primary to-fuchsia-800 text-lg font-bold text-white',
      )}
    >
      {djInitials(name)}
    </span>
  );
}
