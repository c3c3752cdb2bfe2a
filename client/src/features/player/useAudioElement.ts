import { resolveAudioUrl } from '@common/player';
import type { PlayCountResult, Track } from '@common/tracks';
import { useEffect, useRef } from 'react';
import { patchTrack } from '@/features/tracks';
import { request } from '@/lib/api';
import { playback } from '@/lib/playback';
import { getPlayerState, playerActions } from '@/lib/playerStore';
import { toast } from '@/ui/useToast';
import { endOfTrack } from './endOfTrack';

/** A playback error: playing is set to false, and the listener is told. */
function playbackFailed(title: string): void {
  playerActions.failed();
  toast({ title: 'Playback error', description: `"${title}" could not be played.`, variant: 'destructive' });
}

/**
 * Starts playback (loading the source again after an earlier failure). A refused autoplay is only logged
 * (part 1, section 8) and leaves the player paused; a source that cannot be played is a playback error.
 */
function start(audio: HTMLAudioElement, title: string): void {
  if (audio.error) audio.load();
  audio.play().catch((error: unknown) => {
    const name = error instanceof DOMException ? error.name : '';
    if (name === 'AbortError') return; // the source changed before it could start
    console.warn('Audio playback did not start:', error);
    if (name === 'NotAllowedError') playerActions.pause();
    else if (name === 'NotSupportedError' && getPlayerState().isPlaying) playbackFailed(title);
  });
}

/** Points the element at a new source (the element is a DOM node, not React state). */
function loadSource(audio: HTMLAudioElement, src: string): void {
  audio.src = src;
}

function applyVolume(audio: HTMLAudioElement, volume: number): void {
  audio.volume = volume;
}

/** Counts a play once playback has actually started (POST /api/tracks/{id}/play). */
function countPlay(trackId: number): void {
  request<PlayCountResult>('POST', `/api/tracks/${trackId}/play`)
    .then((result) => patchTrack(trackId, { plays: result.plays }))
    .catch((error: unknown) => console.warn('Play not counted:', error));
}

/**
 * Drives the player bar's <audio> element from the player state: a new track's source loads and plays
 * if playing is on; play/pause and volume follow the state; a playback error sets playing to false with a
 * toast; a finished track moves on through the queue and stops after the last one.
 */
export function useAudioElement(
  audio: HTMLAudioElement | null,
  track: Track,
  isPlaying: boolean,
  volume: number,
): void {
  const src = resolveAudioUrl(track.audioUrl);
  const countedRef = useRef<number | null>(null);
  const trackRef = useRef(track);
  /** The track whose source the element holds. */
  const loadedRef = useRef<number | null>(null);
  useEffect(() => {
    trackRef.current = track;
  });

  useEffect(() => {
    if (!audio) return;
    const detach = playback.attach(audio);
    const handlePlaying = () => {
      const { id } = trackRef.current;
      if (countedRef.current === id) return;
      countedRef.current = id;
      countPlay(id);
    };
    const handleError = () => {
      if (!audio.getAttribute('src')) return;
      // A track loaded without playing (the default one) fails quietly; a wanted playback says so.
      if (getPlayerState().isPlaying) playbackFailed(trackRef.current.title);
      else playerActions.failed();
    };
    const handleEnded = () => {
      const { queue, index } = getPlayerState();
      const then = endOfTrack(queue, index, loadedRef.current);
      if (then === 'stale') return;
      countedRef.current = null;
      if (then === 'next') playerActions.next();
      else playerActions.pause();
    };
    audio.addEventListener('playing', handlePlaying);
    audio.addEventListener('error', handleError);
    audio.addEventListener('ended', handleEnded);
    return () => {
      audio.removeEventListener('playing', handlePlaying);
      audio.removeEventListener('error', handleError);
      audio.removeEventListener('ended', handleEnded);
      detach();
    };
  }, [audio]);

  // A new track: load its source, and play it if playing is on.
  useEffect(() => {
    if (!audio) return;
    countedRef.current = null;
    loadSource(audio, src);
    loadedRef.current = track.id;
    playback.loaded(track.id);
    if (getPlayerState().isPlaying) start(audio, trackRef.current.title);
  }, [audio, src, track.id]);

  useEffect(() => {
    if (!audio) return;
    if (isPlaying && audio.paused) start(audio, trackRef.current.title);
    else if (!isPlaying && !audio.paused) audio.pause();
  }, [audio, isPlaying]);

  useEffect(() => {
    if (audio) applyVolume(audio, volume);
  }, [audio, volume]);
}
