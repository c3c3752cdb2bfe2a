import { Music } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

/** A square cover image, or a music-note placeholder when there is none or it fails to load. */
export function CoverArt({ src, className }: { src: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  const base = cn('size-12 shrink-0 rounded-lg', className);
  if (src && !failed) {
    return <img src={src} alt="" className={cn(base, 'object-cover')} onError={() => setFailed(true)} />;
  }
  return (
    <span
      aria-hidden
      className={cn(base, 'grid place-items-center bg-gradient-to-br from-surface-2 to-surface')}
    >
      <Music className="size-5 text-muted" />
    </span>
  );
}
