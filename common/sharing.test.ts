import { describe, expect, it } from 'vitest';
import { formatStartTime, parseStartTime } from './pages';
import { networkShareLinks, shareLink } from './sharing';

describe('share links', () => {
  it('start at a moment as ?t=m:ss, and read back 1:23, 83 and 1:02:03', () => {
    expect(shareLink('https://pn.example', '/tracks/4', 83)).toBe('https://pn.example/tracks/4?t=1:23');
    expect(shareLink('https://pn.example', '/tracks/4', 0.4)).toBe('https://pn.example/tracks/4');
    expect(shareLink('https://pn.example', '/education?course=2')).toBe(
      'https://pn.example/education?course=2',
    );
    expect(parseStartTime('1:23')).toBe(83);
    expect(parseStartTime('83')).toBe(83);
    expect(parseStartTime('1:02:03')).toBe(3723);
    expect(parseStartTime('1:75')).toBeNull();
    expect(parseStartTime('abc')).toBeNull();
    expect(parseStartTime(null)).toBeNull();
    expect(formatStartTime(83)).toBe('1:23');
    expect(formatStartTime(3723)).toBe('1:02:03');
  });

  it('offer X, Facebook, WhatsApp, Reddit and email with the link encoded', () => {
    const links = networkShareLinks('https://pn.example/tracks/4?t=1:23', 'Tidal & Co');
    expect(links.map((l) => l.name)).toEqual(['X', 'Facebook', 'WhatsApp', 'Reddit', 'Email']);
    expect(links[0]!.href).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fpn.example%2Ftracks%2F4%3Ft%3D1%3A23&text=Tidal%20%26%20Co',
    );
    expect(links[4]!.href.startsWith('mailto:?subject=Tidal%20%26%20Co&body=')).toBe(true);
  });
});
