import { Film } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

/** A video's thumbnail filling its frame, or a placeholder when there is none or it fails to load. */
export function VideoThumbnail({ url, className }: { url: string | null; className?: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url || failedUrl === url) {
    return (
      <div
        data-testid="video-placeholder"
        className={cn(
          'grid size-full place-items-center bg-gradient-to-br from-[#2a1224] via-[#1d1d21] to-[#16162a] text-primary/70',
          className,
        )}
      >
        <Film className="size-10" aria-hidden />
      </div>
    );
  }
  return (
    <img
      src={url}
      alt=""
      loading="lazy"
      onError={() => setFailedUrl(url)}
      className={cn(
        'size-full object-cover transition-transform duration-300 group-hover:scale-105',
        className,
      )}
    />
  );
}
