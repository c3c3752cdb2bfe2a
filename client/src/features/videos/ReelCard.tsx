import type { Reel } from '@common/videos';
import { formatCount } from '@common/format';
import { Eye, Play } from 'lucide-react';
import { Button } from '@/ui/Button';
import { countLabel } from './videoText';
import { VideoThumbnail } from './VideoThumbnail';

/** A reel in the Reels grid: a 9:16 thumbnail with its title, view count and Play. */
export function ReelCard({ reel, onPlay }: { reel: Reel; onPlay: () => void }) {
  return (
    <article
      aria-label={reel.title}
      className="group relative aspect-[9/16] overflow-hidden rounded-2xl border border-white/10 bg-black/40 shadow-sm transition-colors hover:border-primary/40"
    >
      <VideoThumbnail url={reel.thumbnailUrl} />
      <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/90 via-black/60 to-transparent p-3 pt-12">
        <h3 className="line-clamp-2 text-sm font-bold leading-snug text-white">{reel.title}</h3>
        <div className="mt-2 flex items-center justify-between gap-2">
          <span className="inline-flex items-center gap-1 text-xs text-white/80" data-testid="view-count">
            <Eye className="size-3.5" aria-hidden />
            {countLabel(reel.viewCount, 'view', 'views', formatCount)}
          </span>
          <Button size="sm" onClick={onPlay} aria-label={`Play ${reel.title}`}>
            <Play aria-hidden /> Play
          </Button>
        </div>
      </div>
    </article>
  );
}
