import { Music, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

/** An image (cover, thumbnail, avatar); a missing or broken one shows a placeholder instead. */
export function Artwork({
  src,
  className,
  icon: Icon = Music,
  fallback,
  iconClassName,
}: {
  src: string | null | undefined;
  className?: string;
  icon?: LucideIcon;
  /** Shown instead of the icon (e.g. initials). */
  fallback?: string;
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
      data-placeholder={broken || undefined}
    >
      {broken ? (
        fallback ? (
          <span className="text-lg font-bold text-white/90">{fallback}</span>
        ) : (
          <Icon className={cn('size-1/3 min-h-5 min-w-5 text-white/70', iconClassName)} aria-hidden />
        )
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
