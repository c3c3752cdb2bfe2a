import { wrapIndex } from '@common/player';
import type { Track } from '@common/tracks';
import { useSyncExternalStore } from 'react';

/**
 * The mini player's state (part 1, section 4): a queue with a current index, playing or paused,
 * volume (default 0.7). Pages start playback through these actions; the player bar owns the audio element.
 */
export interface PlayerState {
  queue: Track[];
  index: number;
  isPlaying: boolean;
  volume: number;
}

export const DEFAULT_VOLUME = 0.7;

let state: PlayerState = { queue: [], index: -1, isPlaying: false, volume: DEFAULT_VOLUME };
const listeners = new Set<() => void>();

function setState(next: Partial<PlayerState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function getPlayerState(): PlayerState {
  return state;
}

export function subscribePlayer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current track, or null when nothing is loaded. */
export function currentTrack(s: PlayerState = state): Track | null {
  return s.queue[s.index] ?? null;
}

export const playerActions = {
  /** Makes `track` current and plays it; `queue` (containing it) becomes the play queue. */
  playTrack(track: Track, queue: Track[] = [track]): void {
    const list = queue.some((t) => t.id === track.id) ? queue : [track, ...queue];
    setState({ queue: list, index: list.findIndex((t) => t.id === track.id), isPlaying: true });
  },
  /** Loads a queue without starting playback (the default current track). */
  load(queue: Track[], index = 0): void {
    if (state.queue.length > 0) return;
    setState({ queue, index: queue.length ? Math.min(index, queue.length - 1) : -1 });
  },
  play(): void {
    if (currentTrack()) setState({ isPlaying: true });
  },
  pause(): void {
    setState({ isPlaying: false });
  },
  toggle(): void {
    if (state.isPlaying) setState({ isPlaying: false });
    else if (currentTrack()) setState({ isPlaying: true });
  },
  /** Next wraps from last to first and starts playback. */
  next(): void {
    if (state.queue.length === 0) return;
    setState({ index: wrapIndex(state.index, 1, state.queue.length), isPlaying: true });
  },
  /** Previous wraps from first to last and starts playback. */
  previous(): void {
    if (state.queue.length === 0) return;
    setState({ index: wrapIndex(state.index, -1, state.queue.length), isPlaying: true });
  },
  /** Appends a track to the queue. */
  enqueue(track: Track): void {
    if (state.queue.some((t) => t.id === track.id)) return;
    setState({ queue: [...state.queue, track], index: state.index < 0 ? 0 : state.index });
  },
  /** Makes the queue entry at `index` current and plays it. */
  jumpTo(index: number): void {
    if (index < 0 || index >= state.queue.length) return;
    setState({ index, isPlaying: true });
  },
  /** Removes the queue entry at `index`; removing the current one moves on to the track after it. */
  remove(index: number): void {
    if (index < 0 || index >= state.queue.length) return;
    const queue = state.queue.filter((_, i) => i !== index);
    if (queue.length === 0) {
      setState({ queue, index: -1, isPlaying: false });
      return;
    }
    let next = state.index;
    if (index < state.index) next -= 1;
    else if (index === state.index) next = state.index % queue.length;
    setState({ queue, index: next });
  },
  setVolume(volume: number): void {
    setState({ volume: Math.min(1, Math.max(0, volume)) });
  },
  /** On a playback error, playing is set to false. */
  failed(): void {
    setState({ isPlaying: false });
  },
  /** Updates a track's fields wherever it sits in the queue (e.g. after a like). */
  updateTrack(id: number, changes: Partial<Track>): void {
    if (!state.queue.some((t) => t.id === id)) return;
    setState({ queue: state.queue.map((t) => (t.id === id ? { ...t, ...changes } : t)) });
  },
};

/** The player state and its actions, for any component. */
export function usePlayer() {
  const s = useSyncExternalStore(subscribePlayer, getPlayerState, getPlayerState);
  return { ...s, current: currentTrack(s), ...playerActions };
}

/** Whether a track is current (the player bar shows); re-renders only when that changes. */
export function useHasCurrentTrack(): boolean {
  return useSyncExternalStore(
    subscribePlayer,
    () => currentTrack() !== null,
    () => currentTrack() !== null,
  );
}
