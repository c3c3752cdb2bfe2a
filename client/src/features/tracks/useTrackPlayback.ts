import { fractionAtTime, knownDuration, timeAtFraction } from '@common/player';
import type { Track } from '@common/tracks';
import { useState } from 'react';
import { playback, useProgress } from '@/lib/playback';
import { playerActions, usePlayer } from '@/lib/playerStore';

/**
 * A track page's link to the mini player: whether this track is the one playing, its progress, and play,
 * pause or seek through the player (a track that is not current starts playing, with `queue`, from `startAt`
 * seconds when a shared link asked for a moment).
 */
export function useTrackPlayback(track: Track | null, queue: Track[] = [], startAt: number | null = null) {
  const { current, isPlaying } = usePlayer();
  const progress = useProgress();
  const isCurrent = track !== null && current?.id === track.id;
  const duration = knownDuration(
    isCurrent && progress.trackId === track?.id ? progress.duration : Number.NaN,
    track?.duration,
  );
  const elapsed = isCurrent && progress.trackId === track?.id ? progress.currentTime : 0;
  // The shared moment applies to the first press of Play only (the bar may already hold this track, paused).
  const [startUsed, setStartUsed] = useState(false);
  const pendingStart = startUsed ? null : startAt;

  const start = (at: number | null = pendingStart) => {
    if (!track) return;
    playerActions.playTrack(track, queue.some((t) => t.id === track.id) ? queue : [track, ...queue]);
    // A shared link's moment (?t=1:23): the first play starts there (browsers let only a press start audio).
    if (at !== null) playback.seek(track.id, at);
    setStartUsed(true);
  };

  return {
    isCurrent,
    isPlaying: isCurrent && isPlaying,
    elapsed,
    duration,
    fraction: fractionAtTime(elapsed, duration),
    /** The shared link's moment that the next press of Play starts from, or null. */
    pendingStart,
    /** Plays this track, or pauses it when it is playing. */
    toggle() {
      if (!track) return;
      if (!isCurrent) {
        start();
        return;
      }
      if (!isPlaying && pendingStart !== null) playback.seek(track.id, pendingStart);
      setStartUsed(true);
      playerActions.toggle();
    },
    /** Plays this track from `seconds` (a timed comment's moment), starting it when it is not current. */
    playAt(seconds: number) {
      if (!track) return;
      setStartUsed(true);
      if (!isCurrent) {
        start(seconds);
        return;
      }
      playback.seek(track.id, seconds);
      if (!isPlaying) playerActions.toggle();
    },
    /** Seeks to a fraction of this track; a track that is not current starts playing there. */
    seek(fraction: number) {
      if (!track) return;
      if (isCurrent && Number.isFinite(duration)) {
        setStartUsed(true);
        playback.seek(track.id, timeAtFraction(fraction, duration));
        return;
      }
      setStartUsed(true);
      if (!isCurrent) start(null);
      playback.seekFraction(track.id, fraction);
    },
  };
}
