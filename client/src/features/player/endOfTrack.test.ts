import { describe, expect, it } from 'vitest';
import { endOfTrack } from './endOfTrack';

const queue = [{ id: 1 }, { id: 2 }, { id: 3 }];

describe('the end of a track', () => {
  it('moves on through the queue and stops after the last track', () => {
    expect(endOfTrack(queue, 0, 1)).toBe('next');
    expect(endOfTrack(queue, 1, 2)).toBe('next');
    expect(endOfTrack(queue, 2, 3)).toBe('stop');
  });

  it('is ignored when it is the end of a source the player has already left', () => {
    // The last track was playing when Next wrapped to the first; its end arrives before the first is loaded.
    expect(endOfTrack(queue, 0, 3)).toBe('stale');
    expect(endOfTrack(queue, 2, 1)).toBe('stale');
  });

  it('stops a track played without a queue', () => {
    expect(endOfTrack([], -1, 7)).toBe('stop');
  });
});
