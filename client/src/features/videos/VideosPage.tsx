import { useQuery } from '@tanstack/react-query';
import { Clapperboard, Film, Upload } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAuth } from '@/features/auth';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { Spinner } from '@/ui/Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/Tabs';
import { EmptyState } from './EmptyState';
import { showLoginRequired } from './loginRequired';
import { type PlayableVideo, playableReel, playableVideo } from './playable';
import { ReelCard } from './ReelCard';
import { UploadVideoDialog } from './UploadVideoDialog';
import { fetchReels, fetchVideos, REELS_KEY, VIDEOS_KEY } from './videoApi';
import { VideoCard } from './VideoCard';
import { VideoPlayerDialog } from './VideoPlayerDialog';

type Tab = 'videos' | 'reels';

/** The video or reel a link names (/videos?video=<id>, as search results and shares link), or null. */
function linkedVideoId(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('video'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

function Loading() {
  return (
    <div className="grid place-items-center py-20">
      <Spinner className="size-10" label="Loading videos" />
    </div>
  );
}

/** /videos: All Videos and Reels, the player, and the upload dialog. */
export default function VideosPage() {
  const { user } = useAuth();
  const [tab, setTab] = useState<Tab>('videos');
  const [upload, setUpload] = useState<{ open: boolean; reel: boolean }>({ open: false, reel: false });
  const [playing, setPlaying] = useState<PlayableVideo | null>(null);
  const videos = useQuery({ queryKey: VIDEOS_KEY, queryFn: fetchVideos, staleTime: 30_000 });
  const reels = useQuery({ queryKey: REELS_KEY, queryFn: fetchReels, staleTime: 30_000 });
  const [, navigate] = useLocation();
  // A video named in the address opens with the page (pages mount once the welcome splash is passed).
  const search = useSearch();
  const linkedId = linkedVideoId(search);
  const linkedVideo = videos.data?.find((video) => video.id === linkedId);
  const linkedReel = reels.data?.find((reel) => reel.id === linkedId);
  // A link opens its video in the player; one that is gone (removed, or never listed) says so.
  const linked = linkedVideo ? playableVideo(linkedVideo) : linkedReel ? playableReel(linkedReel) : null;
  const linkGone = linkedId !== null && videos.isSuccess && reels.isSuccess && !linked;

  function closePlayer() {
    setPlaying(null);
    if (linkedId !== null) navigate('/videos', { replace: true });
  }

  function openUpload(reel: boolean) {
    if (!user) {
      showLoginRequired(reel ? 'create a reel' : 'upload videos');
      return;
    }
    setUpload({ open: true, reel });
  }

  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-6 sm:py-8 lg:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-black tracking-tight sm:text-4xl">Videos &amp; Reels</h1>
          <p className="mt-1 text-sm text-muted">
            Music videos, studio sessions and short reels from the community.
          </p>
        </div>
        <Button onClick={() => openUpload(tab === 'reels')}>
          <Upload aria-hidden /> {tab === 'reels' ? 'Create a Reel' : 'Upload Video'}
        </Button>
      </header>

      {linkGone ? (
        <Card className="mt-6 p-4 text-sm" role="status">
          This video was removed or is no longer listed.
        </Card>
      ) : null}

      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="mt-6">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="videos">
            <Film className="size-4" aria-hidden /> All Videos
          </TabsTrigger>
          <TabsTrigger value="reels">
            <Clapperboard className="size-4" aria-hidden /> Reels
          </TabsTrigger>
        </TabsList>

        <TabsContent value="videos" className="mt-6">
          {videos.isPending ? (
            <Loading />
          ) : videos.data?.length ? (
            <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
              {videos.data.map((video) => (
                <VideoCard key={video.id} video={video} onPlay={() => setPlaying(playableVideo(video))} />
              ))}
            </div>
          ) : (
            <EmptyState
              message="No videos found"
              action="Upload a Video"
              onAction={() => openUpload(false)}
            />
          )}
        </TabsContent>

        <TabsContent value="reels" className="mt-6">
          {reels.isPending ? (
            <Loading />
          ) : reels.data?.length ? (
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5 2xl:grid-cols-6">
              {reels.data.map((reel) => (
                <ReelCard key={reel.id} reel={reel} onPlay={() => setPlaying(playableReel(reel))} />
              ))}
            </div>
          ) : (
            <EmptyState message="No reels found" action="Create a Reel" onAction={() => openUpload(true)} />
          )}
        </TabsContent>
      </Tabs>

      <UploadVideoDialog
        open={upload.open}
        reel={upload.reel}
        onOpenChange={(open) => setUpload((current) => ({ ...current, open }))}
        onUploaded={(isReel) => {
          setUpload((current) => ({ ...current, open: false }));
          setTab(isReel ? 'reels' : 'videos');
        }}
      />
      <VideoPlayerDialog item={playing ?? linked} onClose={closePlayer} />
    </div>
  );
}
