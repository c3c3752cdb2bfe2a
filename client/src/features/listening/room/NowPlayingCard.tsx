import { formatDuration } from '@common/format';
import { isPreviewUrl } from '@common/previews';
import type { RoomState } from '@common/rooms';
import { Headphones, Pause, Play, Volume2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useState, useSyncExternalStore } from 'react';
import { Artwork } from '@/ui/Artwork';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { PreviewLabel } from '@/ui/PreviewLabel';
import { expectedPosition, roomClock } from '../sync/drift';
import { SyncIndicator } from './SyncIndicator';
import type { SyncStatusStore } from './useRoomSync';

/** The room position for the progress bar: held at the track's end, and at 0 before a scheduled start. */
function barPosition(room: RoomState, serverNow: number): number {
  return Math.max(0, expectedPosition(roomClock(room), serverNow));
}

/** The room position, re-read twice a second for the progress bar. */
function useRoomPosition(room: RoomState, serverNow: () => number): number {
  const [position, setPosition] = useState(() => barPosition(room, serverNow()));
  useEffect(() => {
    const read = () => setPosition(barPosition(room, serverNow()));
    read();
    if (!room.isPlaying) return;
    const timer = setInterval(read, 500);
    return () => clearInterval(timer);
  }, [room, serverNow]);
  return position;
}

/**
 * Now Playing: the room's track, its position, play/pause and seeking for the host (a listener sees who
 * controls, and a try is refused with Permission Denied), the sync indicator and Resync.
 */
export function NowPlayingCard({
  room,
  ended,
  isHost,
  serverNow,
  syncStore,
  waitingFor,
  onPlay,
  onPause,
  onSeek,
  onResync,
  onStartListening,
}: {
  room: RoomState;
  /** The room is playing and its track has reached the end (useRoomEnded): Play then starts it again. */
  ended: boolean;
  isHost: boolean;
  serverNow: () => number;
  syncStore: SyncStatusStore;
  /** Usernames the room is held for (buffering while paused). */
  waitingFor: string[];
  onPlay: (position: number) => void;
  onPause: (position: number) => void;
  onSeek: (position: number) => void;
  onResync: () => void;
  onStartListening: () => void;
}) {
  const position = useRoomPosition(room, serverNow);
  const blocked = useSyncExternalStore(syncStore.subscribe, () => syncStore.get()?.blocked ?? false);
  const track = room.track;
  const duration = track?.duration ?? null;

  const playing = room.isPlaying && !ended;

  function handleToggle() {
    const now = Math.max(0, expectedPosition(room, serverNow()));
    if (playing) onPause(now);
    else onPlay(duration !== null && now >= duration - 0.5 ? 0 : now);
  }

  function handleSeek(event: ChangeEvent<HTMLInputElement>) {
    onSeek(Number(event.target.value));
  }

  return (
    <Card className="grid gap-4 p-4" data-testid="now-playing">
      <div className="flex items-center gap-4">
        <Artwork src={track?.coverArt ?? null} className="size-20 rounded-xl sm:size-24" />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-bold uppercase tracking-wide text-primary-text">Now Playing</p>
          {track ? (
            <>
              <h3 className="truncate text-lg font-bold" data-testid="now-playing-title">
                {track.title}
              </h3>
              <p className="flex items-center gap-1.5 text-sm text-muted">
                <span className="truncate">{track.artist}</span>
                {isPreviewUrl(track.audioUrl) && <PreviewLabel />}
              </p>
            </>
          ) : (
            <>
              <h3 className="text-lg font-bold">Nothing playing yet</h3>
              <p className="text-sm text-muted">
                {isHost ? 'Choose a track from the catalogue below.' : `${room.hostName} will pick a track.`}
              </p>
            </>
          )}
        </div>
        <Button
          size="icon"
          className="size-12"
          variant={isHost ? 'primary' : 'outline'}
          aria-label={playing ? 'Pause' : 'Play'}
          title={isHost ? undefined : 'Only the host can control playback.'}
          disabled={!track}
          onClick={handleToggle}
          data-testid="room-play-toggle"
        >
          {playing ? <Pause className="!size-5" aria-hidden /> : <Play className="!size-5" aria-hidden />}
        </Button>
      </div>

      {track ? (
        <div className="grid gap-1">
          <input
            type="range"
            min={0}
            max={duration ?? Math.max(position, 1)}
            step={0.1}
            value={position}
            onChange={handleSeek}
            aria-label="Seek"
            disabled={!isHost || duration === null}
            className="h-1.5 w-full cursor-pointer accent-primary disabled:cursor-default"
          />
          <div className="flex justify-between text-xs tabular-nums text-muted">
            <span>{formatDuration(position)}</span>
            <span>{formatDuration(duration)}</span>
          </div>
        </div>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-1.5 text-xs text-muted" data-testid="room-controller">
          <Headphones className="size-3.5 text-primary-text" aria-hidden />
          {isHost ? 'You control playback' : `${room.hostName} controls playback`}
        </p>
        <SyncIndicator store={syncStore} onResync={onResync} />
      </div>
      {waitingFor.length > 0 ? (
        <p role="status" className="text-sm text-amber-300">
          Waiting for {waitingFor.join(', ')}...
        </p>
      ) : null}
      {blocked && room.isPlaying ? (
        <Button onClick={onStartListening} className="justify-self-start">
          <Volume2 aria-hidden />
          Start listening
        </Button>
      ) : null}
    </Card>
  );
}
