import type { RoomState } from '@common/rooms';
import { useEffect, useMemo } from 'react';
import { playerActions } from '@/lib/playerStore';
import type { RoomClient } from '../roomClient';
import { SyncController, type SyncStatus } from '../sync/controller';

/** How often the drift is measured and corrected (ms). */
const TICK_MS = 250;

/** A tiny store of the latest sync status, read by the indicator only (it changes four times a second). */
export class SyncStatusStore {
  private status: SyncStatus | null = null;
  private readonly listeners = new Set<() => void>();

  get = (): SyncStatus | null => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(status: SyncStatus): void {
    this.status = status;
    for (const listener of this.listeners) listener();
  }
}

/**
 * Keeps the room's own audio element on the room clock: applies every playback change ("play at server
 * time T"), runs the drift loop, reports buffering to the room, resyncs when the tab comes back, and
 * pauses the mini player when the room plays.
 */
export function useRoomSync(audio: HTMLAudioElement | null, room: RoomState | null, client: RoomClient) {
  const store = useMemo(() => new SyncStatusStore(), []);
  const controller = useMemo(
    () =>
      audio
        ? new SyncController(audio, { serverNow: client.serverNow, onStatus: (status) => store.set(status) })
        : null,
    [audio, client, store],
  );

  useEffect(() => {
    if (!audio || !controller) return;
    const created = controller;
    const timer = setInterval(() => created.tick(), TICK_MS);
    let buffering = false;
    const setBuffering = (value: boolean) => {
      if (buffering === value) return;
      buffering = value;
      created.setBuffering(value);
      client.setBuffering(value);
    };
    const handleWaiting = () => {
      if (client.getState().room?.isPlaying) setBuffering(true);
    };
    const handleReady = () => setBuffering(false);
    const handleMetadata = () => {
      // A new source loaded: place it on the room clock now that it can seek.
      const current = client.getState().room;
      if (current?.track) created.apply({ ...current, duration: current.track.duration ?? null });
    };
    audio.addEventListener('waiting', handleWaiting);
    audio.addEventListener('stalled', handleWaiting);
    audio.addEventListener('playing', handleReady);
    audio.addEventListener('canplay', handleReady);
    audio.addEventListener('loadedmetadata', handleMetadata);
    return () => {
      clearInterval(timer);
      created.dispose();
      audio.removeEventListener('waiting', handleWaiting);
      audio.removeEventListener('stalled', handleWaiting);
      audio.removeEventListener('playing', handleReady);
      audio.removeEventListener('canplay', handleReady);
      audio.removeEventListener('loadedmetadata', handleMetadata);
    };
  }, [audio, controller, client]);

  const hasTrack = Boolean(room?.track);
  const isPlaying = room?.isPlaying ?? false;
  const currentTime = room?.currentTime ?? 0;
  const serverTime = room?.serverTime ?? 0;
  const audioUrl = room?.track?.audioUrl;
  const duration = room?.track?.duration ?? null;
  useEffect(() => {
    if (!controller) return;
    controller.apply(hasTrack ? { isPlaying, currentTime, serverTime, duration } : null);
    if (hasTrack && isPlaying) playerActions.pause();
  }, [controller, hasTrack, isPlaying, currentTime, serverTime, duration, audioUrl]);

  useEffect(() => {
    const handleVisible = () => {
      if (document.visibilityState === 'visible' && client.getState().room) client.resync();
    };
    document.addEventListener('visibilitychange', handleVisible);
    return () => document.removeEventListener('visibilitychange', handleVisible);
  }, [client]);

  return {
    store,
    /** 'Start listening' after the browser refused to start audio without a gesture. */
    retry: () => controller?.retry(),
  };
}
