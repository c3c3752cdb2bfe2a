/** Browser storage keys of the tutorials (part 1, section 4; part 2, section 9). */
export const HOME_TUTORIAL_SEEN_KEY = 'panda-nation:home-tutorial-seen';
export const TUTORIAL_STATE_KEY = 'panda-nation:tutorials';

/** Page keys: the first path segment; empty or home gives home; listening gives listeningparty. */
export const TUTORIAL_PAGE_KEYS = [
  'home',
  'upload',
  'dashboard',
  'beatbank',
  'collab',
  'listeningparty',
] as const;
export type TutorialPageKey = (typeof TUTORIAL_PAGE_KEYS)[number];
