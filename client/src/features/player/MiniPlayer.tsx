import { formatDuration } from '@common/format';
import { fractionAtTime, knownDuration, timeAtFraction } from '@common/player';
import { isPreviewUrl } from '@common/previews';
import { Pause, Play, SkipBack, SkipForward } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { CommentMarkers, useComments } from '@/features/comments';
import { AddToPlaylistButton } from '@/features/playlists';
import { LikeButton, useTrackDetail } from '@/features/tracks';
import { cn } from '@/lib/cn';
import { playback, useProgress } from '@/lib/playback';
import { usePlayer } from '@/lib/playerStore';
import { Artwork } from '@/ui/Artwork';
import { Badge } from '@/ui/Badge';
import { PreviewLabel } from '@/ui/PreviewLabel';
import { SeekBar } from '@/ui/SeekBar';
import { QueuePanel } from './QueuePanel';
import { useAudioElement } from './useAudioElement';
import { useMediaSession } from './useMediaSession';
import { useSpaceToggle } from './useSpaceToggle';
import { Visualizer } from './Visualizer';
import { VolumeControl } from './VolumeControl';

const ROUND_BUTTON =
  'grid size-9 shrink-0 place-items-center rounded-full text-foreground/80 transition-colors hover:bg-white/10 hover:text-foreground';

/**
 * The persistent mini player (part 1, section 2): cover, title and artist, visualizer, previous,
 * play/pause and next, with the waveform to seek on, times, like, volume and the queue. It owns the one
 * <audio> element. A featured track gets the gold style, the FEATURED label and its featured artist.
 * Compact above the bottom bar on phones, full width at the bottom on wider screens.
 */
export default function MiniPlayer() {
  const { current, isPlaying, volume, toggle, next, previous } = usePlayer();
  const [audio, setAudio] = useState<HTMLAudioElement | null>(null);
  // The host renders the bar only while a track is current.
  const track = current!;
  useAudioElement(audio, track, isPlaying, volume);
  useMediaSession(track, isPlaying, audio);
  useSpaceToggle();

  const { data: detail } = useTrackDetail(track.id);
  const progress = useProgress();
  const duration = knownDuration(progress.duration, track.duration);
  const elapsed = progress.trackId === track.id ? progress.currentTime : 0;
  const fraction = fractionAtTime(elapsed, duration);
  const handleSeek = (f: number) => playback.seek(track.id, timeAtFraction(f, duration));
  const gold = track.featured;
  const comments = useComments(track.id);
  const markers = comments.data?.enabled ? comments.data.markers : [];
  const playAt = (seconds: number) => {
    playback.seek(track.id, seconds);
    if (!isPlaying) toggle();
  };

  return (
    <section
      aria-label="Player"
      data-testid="mini-player"
      data-featured={gold || undefined}
      className={cn(
        'fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 border-t backdrop-blur-xl md:bottom-0 md:pb-[env(safe-area-inset-bottom)]',
        gold
          ? 'border-amber-400/60 bg-[linear-gradient(90deg,rgb(120_80_10/0.55),rgb(23_22_26/0.96)_45%,rgb(20_20_23/0.96))] shadow-[0_-10px_30px_-14px_rgb(251_191_36/0.45)]'
          : 'border-white/10 bg-[#141417]/95 shadow-[0_-10px_30px_-18px_rgb(0_0_0/0.8)]',
      )}
    >
      <audio ref={setAudio} preload="metadata" data-testid="player-audio" />
      <SeekBar
        peaks={null}
        fraction={fraction}
        duration={duration}
        onSeek={handleSeek}
        accent={gold ? 'gold' : 'primary'}
        label="Seek"
        className="absolute inset-x-0 -top-1.5 h-3 md:hidden"
      />
      <div className="mx-auto flex h-16 max-w-screen-2xl items-center gap-2 pl-3 pr-16 sm:gap-3 md:h-[4.5rem] md:gap-4 md:px-4 md:pr-40">
        <Link
          href={`/tracks/${track.id}`}
          className="flex min-w-0 flex-1 items-center gap-3 rounded-lg md:w-60 md:flex-none lg:w-72"
        >
          <Artwork
            src={track.coverArt}
            className={cn('size-11 rounded-lg md:size-12', gold && 'ring-2 ring-amber-400/70')}
          />
          <span className="min-w-0">
            <span className="flex min-w-0 flex-col-reverse items-start sm:flex-row sm:items-center sm:gap-2">
              <span className="max-w-full truncate text-sm font-semibold" data-testid="player-title">
                {track.title}
              </span>
              {gold ? (
                <Badge
                  variant="gold"
                  className="shrink-0 px-1.5 py-0 text-[8px] leading-3 sm:px-2 sm:py-0.5 sm:text-[9px]"
                >
                  FEATURED
                </Badge>
              ) : null}
              {isPreviewUrl(track.audioUrl) ? <PreviewLabel /> : null}
            </span>
            <span className="block truncate text-xs text-muted">
              {track.artist}
              {gold && track.featuredArtist ? (
                <span className="text-amber-300"> feat. {track.featuredArtist}</span>
              ) : null}
            </span>
          </span>
        </Link>

        <Visualizer
          audio={audio}
          playing={isPlaying}
          gold={gold}
          className="hidden h-8 w-20 sm:block lg:w-24"
        />

        <div className="flex shrink-0 items-center gap-0.5 sm:gap-1">
          <button type="button" onClick={previous} aria-label="Previous track" className={ROUND_BUTTON}>
            <SkipBack className="size-4 fill-current" aria-hidden />
          </button>
          <button
            type="button"
            onClick={toggle}
            aria-label={isPlaying ? 'Pause' : 'Play'}
            data-testid="player-toggle"
            className={cn(
              'grid size-10 place-items-center rounded-full text-white shadow-lg transition-transform hover:scale-105 active:scale-95',
              gold ? 'bg-amber-400 text-zinc-950 shadow-amber-400/30' : 'bg-primary-strong shadow-primary/30',
            )}
          >
            {isPlaying ? (
              <Pause className="size-4 fill-current" aria-hidden />
            ) : (
              <Play className="size-4 translate-x-px fill-current" aria-hidden />
            )}
          </button>
          <button type="button" onClick={next} aria-label="Next track" className={ROUND_BUTTON}>
            <SkipForward className="size-4 fill-current" aria-hidden />
          </button>
        </div>

        <div className="hidden min-w-0 flex-1 items-center gap-3 text-xs tabular-nums text-muted md:flex">
          <span className="w-10 text-right" data-testid="player-elapsed">
            {formatDuration(elapsed)}
          </span>
          <div className="relative min-w-24 flex-1">
            <SeekBar
              peaks={detail?.waveform ?? null}
              bars={90}
              fraction={fraction}
              duration={duration}
              onSeek={handleSeek}
              accent={gold ? 'gold' : 'primary'}
              className="h-9 w-full"
              data-testid="player-waveform"
            />
            {markers.length > 0 ? (
              <CommentMarkers
                markers={markers}
                duration={duration}
                onPlayAt={playAt}
                size="sm"
                className="pointer-events-none absolute inset-x-0 -bottom-2.5 [&_button]:pointer-events-auto"
              />
            ) : null}
          </div>
          <span className="w-10" data-testid="player-duration">
            {formatDuration(duration)}
          </span>
        </div>

        <LikeButton track={detail ?? track} className="hidden md:inline-flex" />
        <AddToPlaylistButton track={track} compact className="hidden xl:grid" />
        <VolumeControl volume={volume} className="hidden xl:flex" />
        <QueuePanel className="shrink-0" />
      </div>
    </section>
  );
}
