import type { Video } from '@common/videos';
import { formatCount } from '@common/format';
import { Eye, Heart, Play } from 'lucide-react';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { countLabel, uploadedLabel } from './videoText';
import { VideoThumbnail } from './VideoThumbnail';

/** A video in the All Videos grid: thumbnail, duration, title, date, badges, counts and Play. */
export function VideoCard({ video, onPlay }: { video: Video; onPlay: () => void }) {
  return (
    <article
      aria-label={video.title}
      className="group flex flex-col overflow-hidden rounded-2xl border border-white/10 bg-surface/60 shadow-sm transition-colors hover:border-primary/40"
    >
      {/* The thumbnail also starts playback; the Play button is the accessible control. */}
      <div
        onClick={onPlay}
        className="relative aspect-video w-full cursor-pointer overflow-hidden bg-black/40"
      >
        <VideoThumbnail url={video.thumbnailUrl} />
        <span className="absolute bottom-2 right-2 rounded-md bg-black/75 px-1.5 py-0.5 text-xs font-semibold tabular-nums text-white">
          {video.duration ?? '--:--'}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="min-w-0">
          <h3 className="line-clamp-2 text-base font-bold leading-snug">{video.title}</h3>
          <p className="mt-1 text-xs text-muted">
            {uploadedLabel(video.uploadDate)}
            {video.uploader ? ` · ${video.uploader.name}` : ''}
          </p>
        </div>
        {video.category || video.tags.length > 0 ? (
          <div className="flex flex-wrap gap-1.5">
            {video.category ? <Badge>{video.category}</Badge> : null}
            {video.tags.slice(0, 4).map((tag) => (
              <Badge key={tag} variant="neutral" className="normal-case tracking-normal">
                #{tag}
              </Badge>
            ))}
          </div>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-3 pt-1">
          <div className="flex items-center gap-3 text-xs text-muted">
            <span className="inline-flex items-center gap-1" data-testid="view-count">
              <Eye className="size-3.5" aria-hidden />
              {countLabel(video.viewCount, 'view', 'views', formatCount)}
            </span>
            <span className="inline-flex items-center gap-1">
              <Heart className="size-3.5" aria-hidden />
              {countLabel(video.likeCount, 'like', 'likes', formatCount)}
            </span>
          </div>
          <Button size="sm" onClick={onPlay} aria-label={`Play ${video.title}`}>
            <Play aria-hidden /> Play
          </Button>
        </div>
      </div>
    </article>
  );
}
