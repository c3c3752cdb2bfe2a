// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_FILES_META, prefetchApp } from './prefetchApp';

const FILES = Array.from({ length: 19 }, (_, i) => `/assets/chunk-${i}.js`);

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];

describe('prefetchApp', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    const meta = document.createElement('meta');
    meta.name = APP_FILES_META;
    meta.content = FILES.join(' ');
    document.head.append(meta);
  });

  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
  });

  it('adds a prefetch link for every listed file, a few per task, in the listed order', () => {
    prefetchApp();
    // The first few at once, the rest in later tasks: the page answers input in between.
    expect(links()).toHaveLength(8);
    vi.advanceTimersToNextTimer();
    expect(links()).toHaveLength(16);
    vi.runAllTimers();
    expect(links().map((link) => link.getAttribute('href'))).toEqual(FILES);
  });

  it('prefetches once, however often it is asked', () => {
    prefetchApp();
    prefetchApp();
    vi.runAllTimers();
    prefetchApp();
    vi.runAllTimers();
    expect(links()).toHaveLength(FILES.length);
  });

  it('adds nothing where the page lists no files (the development server)', () => {
    document.head.innerHTML = '';
    prefetchApp();
    vi.runAllTimers();
    expect(links()).toHaveLength(0);
  });
});
