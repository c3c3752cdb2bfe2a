import { describe, expect, it } from 'vitest';
import { maskEmail, publicName } from './people';

describe('publicName', () => {
  it('is the display name when there is one', () => {
    expect(publicName({ username: 'lunawaves', displayName: 'Luna Waves' })).toBe('Luna Waves');
  });

  it('is the username when the display name is missing, empty or only spaces', () => {
    expect(publicName({ username: 'lunawaves' })).toBe('lunawaves');
    expect(publicName({ username: 'lunawaves', displayName: null })).toBe('lunawaves');
    expect(publicName({ username: 'lunawaves', displayName: '' })).toBe('lunawaves');
    expect(publicName({ username: 'lunawaves', displayName: '   ' })).toBe('lunawaves');
  });

  it('leaves out the spaces around a display name but keeps it as written inside', () => {
    expect(publicName({ username: 'beyonce', displayName: '  Beyoncé  Knowles ' })).toBe('Beyoncé  Knowles');
  });
});

describe('maskEmail', () => {
  it('keeps the first and last character of the name and the whole domain', () => {
    expect(maskEmail('maya.rivers@example.com')).toBe('m***s@example.com');
    expect(maskEmail('abc@mail.example.org')).toBe('a***c@mail.example.org');
  });

  it('hides how long the name is, and keeps only its first character when it is short', () => {
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
    expect(maskEmail('a@example.com')).toBe('a***@example.com');
    expect(maskEmail('averyveryverylongname@example.com')).toBe('a***e@example.com');
  });

  it('does not split a character made of two code units, and hides anything that is not an address', () => {
    expect(maskEmail('🎵music🎵@example.com')).toBe('🎵***🎵@example.com');
    expect(maskEmail('no-at-sign')).toBe('***');
    expect(maskEmail('@example.com')).toBe('***');
  });
});
