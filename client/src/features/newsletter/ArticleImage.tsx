import { Newspaper } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

/**
 * An article's picture; a branded gradient stands in while there is none or when it cannot be loaded (an
 * address that went away), so a broken image never shows.
 */
export function ArticleImage({ src, className }: { src: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !src || failed === src;
  return (
    <div className={cn('relative overflow-hidden bg-surface', className)}>
      {broken ? (
        <div
          aria-hidden
          className="grid size-full place-items-center bg-gradient-to-br from-primary/35 via-[#2a1530] to-violet-700/30"
        >
          <Newspaper className="size-1/3 max-h-16 max-w-16 text-white/70" />
        </div>
      ) : (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(src)}
          className="size-full object-cover"
        />
      )}
    </div>
  );
}
