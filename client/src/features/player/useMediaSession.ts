import type { Track } from '@common/tracks';
import { useEffect } from 'react';
import { playback } from '@/lib/playback';
import { playerActions } from '@/lib/playerStore';

/** Artwork URLs must be absolute for the operating system's media controls. */
function absolute(url: string): string {
  return new URL(url, window.location.href).href;
}

/**
 * The Media Session API: the track's title, artist and artwork in the system's media controls, their
 * play/pause/previous/next/seek buttons, and the position.
 */
export function useMediaSession(track: Track, isPlaying: boolean, audio: HTMLAudioElement | null): void {
  const supported = typeof navigator !== 'undefined' && 'mediaSession' in navigator;

  useEffect(() => {
    if (!supported || typeof MediaMetadata === 'undefined') return;
    navigator.mediaSession.metadata = new MediaMetadata({
      title: track.title,
      artist: track.featuredArtist ? `${track.artist} feat. ${track.featuredArtist}` : track.artist,
      album: 'Panda Nation',
      artwork: track.coverArt ? [{ src: absolute(track.coverArt), sizes: '512x512' }] : [],
    });
  }, [supported, track.title, track.artist, track.featuredArtist, track.coverArt]);

  useEffect(() => {
    if (!supported) return;
    navigator.mediaSession.playbackState = isPlaying ? 'playing' : 'paused';
  }, [supported, isPlaying]);

  useEffect(() => {
    if (!supported) return;
    const session = navigator.mediaSession;
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => playerActions.play()],
      ['pause', () => playerActions.pause()],
      ['stop', () => playerActions.pause()],
      ['previoustrack', () => playerActions.previous()],
      ['nexttrack', () => playerActions.next()],
      ['seekbackward', (details) => playback.skip(-(details.seekOffset ?? 10))],
      ['seekforward', (details) => playback.skip(details.seekOffset ?? 10)],
      [
        'seekto',
        (details) => {
          const { trackId } = playback.get();
          if (trackId !== null && details.seekTime !== undefined) playback.seek(trackId, details.seekTime);
        },
      ],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // this browser does not know the action
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // as above
        }
      }
    };
  }, [supported]);

  useEffect(() => {
    if (!supported || !audio || !navigator.mediaSession.setPositionState) return;
    const update = () => {
      const { duration, currentTime, playbackRate } = audio;
      if (!Number.isFinite(duration) || duration <= 0) return;
      try {
        navigator.mediaSession.setPositionState({
          duration,
          position: Math.min(Math.max(0, currentTime), duration),
          playbackRate: playbackRate || 1,
        });
      } catch {
        // a position the browser rejects is simply not shown
      }
    };
    const events = ['loadedmetadata', 'durationchange', 'seeked', 'play', 'pause', 'ratechange'];
    for (const type of events) audio.addEventListener(type, update);
    return () => {
      for (const type of events) audio.removeEventListener(type, update);
    };
  }, [supported, audio]);
}
