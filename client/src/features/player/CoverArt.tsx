import { Music } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

/** A track's cover image; a missing or broken image shows the placeholder instead. */
export function CoverArt({
  src,
  className,
  iconClassName,
}: {
  src: string | null;
  className?: string;
  iconClassName?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !src || failed === src;
  return (
    <span
      className={cn(
        'relative grid shrink-0 place-items-center overflow-hidden bg-gradient-to-br from-primary/40 via-fuchsia-900/60 to-zinc-900',
        className,
      )}
      data-testid="cover-art"
      data-placeholder={broken || undefined}
    >
      {broken ? (
        <Music className={cn('size-1/2 text-white/70', iconClassName)} aria-hidden />
      ) : (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
          onError={() => setFailed(src)}
        />
      )}
    </span>
  );
}
