import { beforeEach, describe, expect, it } from 'vitest';
import { HOME_TUTORIAL_SEEN_KEY, TUTORIAL_STATE_KEY } from './storageKeys';
import { isTutorialCompleted, markTutorialCompleted, readCompletedTutorials } from './tutorialStorage';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

const store = new MemoryStorage();
Object.assign(globalThis, { window: { localStorage: store } });

describe('tutorial storage', () => {
  beforeEach(() => store.clear());

  it('reads nothing completed from empty or corrupt state', () => {
    expect(readCompletedTutorials()).toEqual([]);
    store.setItem(TUTORIAL_STATE_KEY, '{not json');
    expect(readCompletedTutorials()).toEqual([]);
    store.setItem(TUTORIAL_STATE_KEY, JSON.stringify({ completedTutorials: 'upload' }));
    expect(readCompletedTutorials()).toEqual([]);
    expect(isTutorialCompleted('upload')).toBe(false);
  });

  it('marks a page complete once, keeping the others', () => {
    markTutorialCompleted('upload');
    markTutorialCompleted('collab');
    markTutorialCompleted('upload');
    expect(JSON.parse(store.getItem(TUTORIAL_STATE_KEY)!)).toEqual({
      completedTutorials: ['upload', 'collab'],
    });
    expect(isTutorialCompleted('collab')).toBe(true);
    expect(isTutorialCompleted('dashboard')).toBe(false);
  });

  it('treats the home seen flag and the home key as the same thing', () => {
    store.setItem(HOME_TUTORIAL_SEEN_KEY, 'true');
    expect(isTutorialCompleted('home')).toBe(true);
    store.clear();
    store.setItem(TUTORIAL_STATE_KEY, JSON.stringify({ completedTutorials: ['home'] }));
    expect(isTutorialCompleted('home')).toBe(true);
    store.clear();
    markTutorialCompleted('home');
    expect(store.getItem(HOME_TUTORIAL_SEEN_KEY)).toBe('true');
    expect(readCompletedTutorials()).toEqual(['home']);
  });
});
