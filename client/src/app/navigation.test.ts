import { describe, expect, it } from 'vitest';
import {
  activeBottomTab,
  BOTTOM_TABS,
  FEATURE_LINKS,
  isActivePath,
  PRIMARY_LINKS,
  visiblePrimaryLinks,
} from './navigation';

describe('navigation', () => {
  it('has the header rows and bottom tabs of part 1, section 2', () => {
    expect(PRIMARY_LINKS.map((link) => link.href)).toEqual([
      '/',
      '/upload',
      '/dashboard',
      '/contact',
      '/about',
    ]);
    expect(FEATURE_LINKS.map((link) => link.href)).toEqual([
      '/artist',
      '/videos',
      '/spinroom',
      '/beatbank',
      '/listening',
      '/collab',
      '/nft-marketplace',
      '/education',
      '/ai-hit-predictor',
      '/drizzy-plus-ai',
      '/quantum-collab',
      '/fan-portal',
    ]);
    expect(BOTTOM_TABS.map((tab) => [tab.label, tab.href])).toEqual([
      ['Home', '/'],
      ['Studio', '/artist'],
      ['Spin Room', '/beatlab'],
      ['Beats', '/beatbank'],
      ['NFTs', '/nft-marketplace'],
      ['Learn', '/education'],
      ['Search', '/search'],
    ]);
  });

  it('shows Dashboard among the primary links only to a signed-in user', () => {
    expect(visiblePrimaryLinks(true).map((link) => link.label)).toContain('Dashboard');
    expect(visiblePrimaryLinks(false).map((link) => link.label)).toEqual([
      'Home',
      'Upload',
      'Contact',
      'About us',
    ]);
  });

  it('matches the current page and the pages inside its section, ignoring a trailing slash', () => {
    const upload = { href: '/upload', label: 'Upload' };
    expect(isActivePath('/upload', upload)).toBe(true);
    expect(isActivePath('/upload/', upload)).toBe(true);
    expect(isActivePath('/uploads', upload)).toBe(false);
    expect(isActivePath('/upload/quick', upload)).toBe(true);
    expect(isActivePath('/', { href: '/', label: 'Home' })).toBe(true);
    expect(isActivePath('/about', { href: '/', label: 'Home' })).toBe(false);
  });

  it('tracks the bottom tab from the path, Home on the home page', () => {
    expect(activeBottomTab('/')?.label).toBe('Home');
    expect(activeBottomTab('/artist')?.label).toBe('Studio');
    expect(activeBottomTab('/beatlab')?.label).toBe('Spin Room');
    expect(activeBottomTab('/spinroom')?.label).toBe('Spin Room');
    expect(activeBottomTab('/education')?.label).toBe('Learn');
    expect(activeBottomTab('/education/courses/1/lessons/2')?.label).toBe('Learn');
    expect(activeBottomTab('/search')?.label).toBe('Search');
  });

  it('marks no bottom tab on a page that is not one of the tabs', () => {
    for (const path of ['/contact', '/newsletter', '/about', '/collab', '/auth', '/no-such-page']) {
      expect(activeBottomTab(path), path).toBeUndefined();
    }
  });
});
