import { useSyncExternalStore } from 'react';
import { getPlayerState, playerActions, subscribePlayer } from '@/lib/playerStore';

/**
 * Beat previews (part 2, section 4): one beat plays at a time. Pressing play on the playing beat stops it;
 * pressing play on another switches to it. Previews have their own audio element; starting one pauses the
 * mini player, and the mini player starting stops the preview.
 */
let audio: HTMLAudioElement | null = null;
let playingId: number | null = null;
const listeners = new Set<() => void>();

function emit(next: number | null): void {
  playingId = next;
  for (const listener of listeners) listener();
}

function element(): HTMLAudioElement {
  if (!audio) {
    audio = new Audio();
    audio.preload = 'none';
    audio.addEventListener('ended', () => emit(null));
    audio.addEventListener('error', () => {
      if (playingId !== null) emit(null);
    });
    subscribePlayer(() => {
      if (getPlayerState().isPlaying && playingId !== null) stopPreview();
    });
  }
  return audio;
}

/** Stops whatever preview is playing. */
export function stopPreview(): void {
  if (audio) audio.pause();
  if (playingId !== null) emit(null);
}

/** Plays a beat's preview, or stops it when it is the one playing. */
export function togglePreview(beat: { id: number; previewUrl: string }): void {
  const el = element();
  if (playingId === beat.id) {
    stopPreview();
    return;
  }
  if (getPlayerState().isPlaying) playerActions.pause();
  el.pause();
  el.src = beat.previewUrl;
  el.currentTime = 0;
  emit(beat.id);
  el.play().catch((error: unknown) => {
    // A newer toggle replaced this one: not an error.
    if (error instanceof DOMException && error.name === 'AbortError') return;
    if (playingId === beat.id) emit(null);
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The id of the beat whose preview is playing, or null. */
export function usePlayingBeatId(): number | null {
  return useSyncExternalStore(subscribe, () => playingId);
}
