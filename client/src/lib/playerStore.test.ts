import type { Track } from '@common/tracks';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentTrack, DEFAULT_VOLUME, getPlayerState, playerActions } from './playerStore';

const track = (id: number, featured = false) => ({ id, title: `Track ${id}`, featured }) as Track;
const [a, b, c] = [track(1), track(2, true), track(3)] as [Track, Track, Track];

describe('player state', () => {
  beforeEach(() => {
    while (getPlayerState().queue.length > 0) playerActions.remove(0);
    playerActions.pause();
  });

  it('starts paused at volume 0.7 and loads a default track without playing', () => {
    expect(getPlayerState().volume).toBe(DEFAULT_VOLUME);
    playerActions.load([a, b, c], 1);
    expect(currentTrack()?.id).toBe(2);
    expect(getPlayerState().isPlaying).toBe(false);
    playerActions.load([c], 0);
    expect(currentTrack()?.id).toBe(2);
  });

  it('wraps next and previous and starts playback', () => {
    playerActions.load([a, b, c], 2);
    playerActions.next();
    expect(currentTrack()?.id).toBe(1);
    expect(getPlayerState().isPlaying).toBe(true);
    playerActions.pause();
    playerActions.previous();
    expect(currentTrack()?.id).toBe(3);
    expect(getPlayerState().isPlaying).toBe(true);
  });

  it('plays a selected track, and stops on a playback error', () => {
    playerActions.playTrack(b, [a, b, c]);
    expect(currentTrack()?.id).toBe(2);
    expect(getPlayerState().isPlaying).toBe(true);
    playerActions.failed();
    expect(getPlayerState().isPlaying).toBe(false);
  });

  it('jumps within the queue and removes entries', () => {
    playerActions.playTrack(a, [a, b, c]);
    playerActions.jumpTo(2);
    expect(currentTrack()?.id).toBe(3);
    playerActions.remove(0);
    expect(currentTrack()?.id).toBe(3);
    playerActions.remove(1);
    expect(currentTrack()?.id).toBe(2);
    playerActions.remove(0);
    expect(currentTrack()).toBeNull();
    expect(getPlayerState().isPlaying).toBe(false);
  });
});
