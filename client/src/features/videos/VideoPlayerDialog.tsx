import { formatCount } from '@common/format';
import { Eye, Heart } from 'lucide-react';
import { useRef, useState } from 'react';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog';
import { toast } from '@/ui/useToast';
import { showLoginRequired } from './loginRequired';
import type { PlayableVideo } from './playable';
import { countView, setLike } from './videoApi';
import { updateCachedVideo } from './videoCache';
import { countLabel } from './videoText';
import { ReportButton } from '@/features/moderation';

/** Plays a video (16:9) or a reel (9:16 frame); counts a view when playback starts; like button. */
export function VideoPlayerDialog({ item, onClose }: { item: PlayableVideo | null; onClose: () => void }) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {item ? (
        <DialogContent
          className={cn('gap-4', item.isReel ? 'max-w-sm' : 'max-w-4xl')}
          closeLabel="Close player"
        >
          <Player key={item.id} item={item} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function Player({ item }: { item: PlayableVideo }) {
  const { user } = useAuth();
  const [views, setViews] = useState(item.viewCount);
  const [likes, setLikes] = useState(item.likeCount);
  const [liked, setLiked] = useState(item.likedByMe);
  const [liking, setLiking] = useState(false);
  const viewSent = useRef(false);

  function handlePlay() {
    if (viewSent.current) return;
    viewSent.current = true;
    countView(item.id)
      .then((result) => {
        setViews(result.viewCount);
        updateCachedVideo(item.id, { viewCount: result.viewCount });
      })
      .catch(() => undefined);
  }

  async function handleLike() {
    if (!user) {
      showLoginRequired('like videos');
      return;
    }
    setLiking(true);
    try {
      const result = await setLike(item.id, !liked);
      setLiked(result.liked);
      setLikes(result.likes);
      updateCachedVideo(item.id, { likedByMe: result.liked, likeCount: result.likes });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setLiking(false);
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle className="line-clamp-2">{item.title}</DialogTitle>
        <DialogDescription className="sr-only">
          {item.isReel ? 'Reel player' : 'Video player'}
        </DialogDescription>
      </DialogHeader>
      <div
        className={cn(
          'overflow-hidden rounded-xl bg-black',
          item.isReel ? 'mx-auto aspect-[9/16] h-[min(70dvh,36rem)] max-w-full' : 'aspect-video w-full',
        )}
      >
        <video
          src={item.videoUrl}
          controls
          autoPlay
          playsInline
          preload="metadata"
          onPlay={handlePlay}
          className="size-full object-contain"
          data-testid="video-player"
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span
          className="mr-auto inline-flex items-center gap-1.5 text-sm text-muted"
          data-testid="player-views"
        >
          <Eye className="size-4" aria-hidden />
          {countLabel(views, 'view', 'views', formatCount)}
        </span>
        <Button
          variant={liked ? 'primary' : 'outline'}
          size="sm"
          onClick={handleLike}
          disabled={liking}
          aria-pressed={liked}
          aria-label={liked ? 'Unlike' : 'Like'}
        >
          <Heart className={cn(liked && 'fill-current')} aria-hidden />
          {formatCount(likes)}
        </Button>
        <ReportButton
          targetType="video"
          targetId={item.id}
          what={`the video “${item.title}”`}
          variant="outline"
        />
      </div>
    </>
  );
}
