import { useSyncExternalStore } from 'react';

/**
 * The bridge between the player bar's one <audio> element and the rest of the app: the playback
 * position of the loaded track, and seeking from anywhere (the bar's waveform, the track page). A seek
 * asked for a track that is not loaded yet waits until its audio knows its length.
 */
export interface Progress {
  /** The track whose audio is loaded, or null. */
  trackId: number | null;
  currentTime: number;
  /** NaN until the audio knows it. */
  duration: number;
}

/** HTMLMediaElement.HAVE_METADATA: the duration is known and seeking works. */
const HAVE_METADATA = 1;

let audio: HTMLAudioElement | null = null;
let progress: Progress = { trackId: null, currentTime: 0, duration: Number.NaN };
/** A seek waiting for its track's audio: to a time, or to a fraction of a length not known yet. */
let pendingSeek: { trackId: number; seconds?: number; fraction?: number } | null = null;
const listeners = new Set<() => void>();

function publish(next: Progress): void {
  if (
    next.trackId === progress.trackId &&
    next.currentTime === progress.currentTime &&
    Object.is(next.duration, progress.duration)
  ) {
    return;
  }
  progress = next;
  for (const listener of listeners) listener();
}

function readAudio(): void {
  if (!audio) return;
  publish({ trackId: progress.trackId, currentTime: audio.currentTime, duration: audio.duration });
}

function applyPendingSeek(): void {
  if (!audio || !pendingSeek || pendingSeek.trackId !== progress.trackId) return;
  const { seconds, fraction } = pendingSeek;
  const target =
    fraction !== undefined
      ? Number.isFinite(audio.duration)
        ? fraction * audio.duration
        : 0
      : (seconds ?? 0);
  pendingSeek = null;
  audio.currentTime = target;
  readAudio();
}

const AUDIO_EVENTS = ['timeupdate', 'durationchange', 'seeking', 'seeked', 'emptied'] as const;

export const playback = {
  /** Connects the player bar's audio element; returns the disconnect. */
  attach(element: HTMLAudioElement): () => void {
    audio = element;
    for (const type of AUDIO_EVENTS) element.addEventListener(type, readAudio);
    element.addEventListener('loadedmetadata', applyPendingSeek);
    return () => {
      for (const type of AUDIO_EVENTS) element.removeEventListener(type, readAudio);
      element.removeEventListener('loadedmetadata', applyPendingSeek);
      if (audio === element) audio = null;
      publish({ trackId: null, currentTime: 0, duration: Number.NaN });
    };
  },

  /** Records that the audio element now holds this track's source. */
  loaded(trackId: number): void {
    publish({ trackId, currentTime: 0, duration: Number.NaN });
  },

  /** Moves playback of `trackId` to `seconds`, now if its audio is ready, else once it is. */
  seek(trackId: number, seconds: number): void {
    const target = Math.max(0, seconds);
    if (audio && progress.trackId === trackId && audio.readyState >= HAVE_METADATA) {
      pendingSeek = null;
      audio.currentTime = target;
      readAudio();
      return;
    }
    pendingSeek = { trackId, seconds: target };
  },

  /** Moves playback of `trackId` to a fraction (0..1) of its length, once that length is known. */
  seekFraction(trackId: number, fraction: number): void {
    const f = Math.min(1, Math.max(0, fraction));
    if (audio && progress.trackId === trackId && audio.readyState >= HAVE_METADATA) {
      playback.seek(trackId, Number.isFinite(audio.duration) ? f * audio.duration : 0);
      return;
    }
    pendingSeek = { trackId, fraction: f };
  },

  /** Moves playback of the loaded track by `delta` seconds. */
  skip(delta: number): void {
    if (!audio || progress.trackId === null) return;
    const end = Number.isFinite(audio.duration) ? audio.duration : Infinity;
    playback.seek(progress.trackId, Math.min(end, audio.currentTime + delta));
  },

  get(): Progress {
    return progress;
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The playback position of the loaded track, updated as it plays. */
export function useProgress(): Progress {
  return useSyncExternalStore(subscribe, playback.get, playback.get);
}
