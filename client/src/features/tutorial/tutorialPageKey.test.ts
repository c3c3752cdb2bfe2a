import { describe, expect, it } from 'vitest';
import { tutorialKeyForPath } from './tutorialPageKey';

describe('tutorialKeyForPath', () => {
  it.each([
    ['/', 'home'],
    ['', 'home'],
    ['/home', 'home'],
    ['/upload', 'upload'],
    ['/dashboard', 'dashboard'],
    ['/beatbank', 'beatbank'],
    ['/collab', 'collab'],
    ['/listening', 'listeningparty'],
    ['/listening/room-123', 'listeningparty'],
    ['/dashboard?tab=tracks', 'dashboard'],
  ])('maps %s to %s', (path, key) => {
    expect(tutorialKeyForPath(path)).toBe(key);
  });

  it.each(['/auth', '/videos', '/listeningparty', '/about', '/nope'])('has no tutorial for %s', (path) => {
    expect(tutorialKeyForPath(path)).toBeNull();
  });
});
