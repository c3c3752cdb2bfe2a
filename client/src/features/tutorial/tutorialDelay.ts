import type { TutorialPageKey } from './storageKeys';

/** Part 1, section 9: the home tutorial opens 1.5 s after the page shows, the other pages after 1 s. */
const HOME_TUTORIAL_DELAY_MS = 1500;
const PAGE_TUTORIAL_DELAY_MS = 1000;

/** How long a page is on screen before its tutorial opens by itself. */
export function tutorialDelayMs(key: TutorialPageKey): number {
  return key === 'home' ? HOME_TUTORIAL_DELAY_MS : PAGE_TUTORIAL_DELAY_MS;
}
