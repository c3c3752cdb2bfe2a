import { describe, expect, it } from 'vitest';
import { mediaKeyOf, mediaUrl } from './storage';

describe('mediaKeyOf', () => {
  it('turns a media URL back into its storage key, without a query or fragment', () => {
    expect(mediaKeyOf(mediaUrl('covers/x.png'))).toBe('covers/x.png');
    expect(mediaKeyOf('/media/covers/x.png?v=2')).toBe('covers/x.png');
    expect(mediaKeyOf('/media/avatars/1/a.webp#top')).toBe('avatars/1/a.webp');
  });

  it('answers null for other URLs and keys storage refuses', () => {
    for (const url of [
      null,
      undefined,
      '',
      'https://images.example.com/cover.jpg',
      '/covers/x.png',
      '/media/',
      '/media/x.png',
      '/media/covers/../secret.png',
      '/media/covers/a%20b.png',
    ]) {
      expect(mediaKeyOf(url), String(url)).toBeNull();
    }
  });
});
