import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TUTORIAL_PAGE_KEYS } from './storageKeys';
import { TUTORIALS } from './tutorialContent';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../public');

describe('tutorial content', () => {
  it.each(TUTORIAL_PAGE_KEYS)('%s has five steps, each with a guide image that exists', (key) => {
    const { steps } = TUTORIALS[key];
    expect(steps).toHaveLength(5);
    for (const step of steps) {
      expect(step.title && step.body && step.imageAlt).toBeTruthy();
      expect(fs.existsSync(path.join(PUBLIC_DIR, step.image)), step.image).toBe(true);
    }
  });

  // The pages that are built today are described as they are, not as they will be.
  it.each(['home', 'dashboard'] as const)('%s names nothing that is not built yet', (key) => {
    const text = TUTORIALS[key].steps.map((step) => `${step.title} ${step.body} ${step.imageAlt}`).join(' ');
    for (const unbuilt of [/chat/i, /tips?\b/i, /earnings/i, /still being built, so/i]) {
      expect(text).not.toMatch(unbuilt);
    }
  });
});
