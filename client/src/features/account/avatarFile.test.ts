import { describe, expect, it } from 'vitest';
import { looksLikeAvatarImage } from './avatarFile';

describe('looksLikeAvatarImage', () => {
  it('knows PNG, JPEG and WebP by their first bytes', () => {
    expect(looksLikeAvatarImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe(
      true,
    );
    expect(looksLikeAvatarImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(
      looksLikeAvatarImage(new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50])),
    ).toBe(true);
  });

  it('refuses text and other RIFF files', () => {
    expect(looksLikeAvatarImage(new TextEncoder().encode('not an image at all'))).toBe(false);
    expect(
      looksLikeAvatarImage(new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45])),
    ).toBe(false);
  });
});
