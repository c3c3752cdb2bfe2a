import { HOME_TUTORIAL_SEEN_KEY, TUTORIAL_STATE_KEY, type TutorialPageKey } from './storageKeys';

interface TutorialState {
  completedTutorials: string[];
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // storage can be blocked by the browser's privacy settings
    return null;
  }
}

/** The completed tutorials kept in the browser; corrupt or missing state reads as none. */
export function readCompletedTutorials(): string[] {
  try {
    const raw = storage()?.getItem(TUTORIAL_STATE_KEY);
    if (!raw) return [];
    const parsed = JSON.parse(raw) as Partial<TutorialState> | null;
    const list = parsed?.completedTutorials;
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether a page's tutorial is done; for home the seen flag counts as completion and the other way round. */
export function isTutorialCompleted(key: TutorialPageKey): boolean {
  if (key === 'home' && storage()?.getItem(HOME_TUTORIAL_SEEN_KEY)) return true;
  return readCompletedTutorials().includes(key);
}

/** Remembers that a tutorial was finished or closed, so it no longer opens by itself. */
export function markTutorialCompleted(key: TutorialPageKey): void {
  const store = storage();
  if (!store) return;
  try {
    const completed = readCompletedTutorials();
    if (!completed.includes(key)) completed.push(key);
    store.setItem(
      TUTORIAL_STATE_KEY,
      JSON.stringify({ completedTutorials: completed } satisfies TutorialState),
    );
    if (key === 'home') store.setItem(HOME_TUTORIAL_SEEN_KEY, 'true');
  } catch {
    // a full or blocked storage only means the tutorial may show again
  }
}
