import type { TutorialPageKey } from './storageKeys';

/** First path segment -> tutorial (part 1, section 2). */
const KEY_BY_SEGMENT: Record<string, TutorialPageKey> = {
  '': 'home',
  home: 'home',
  upload: 'upload',
  dashboard: 'dashboard',
  beatbank: 'beatbank',
  collab: 'collab',
  listening: 'listeningparty',
};

/** The tutorial of a path, from its first segment; null when the page has none. */
export function tutorialKeyForPath(path: string): TutorialPageKey | null {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const segment = pathname.split('/').filter(Boolean)[0]?.toLowerCase() ?? '';
  return Object.hasOwn(KEY_BY_SEGMENT, segment) ? (KEY_BY_SEGMENT[segment] ?? null) : null;
}
