import { describe, expect, it } from 'vitest';
import { formatMemberSince, formatUserType } from './profileDetails';

describe('profile details', () => {
  it('formats member since from ISO and SQL timestamps', () => {
    expect(formatMemberSince('2025-03-14T10:00:00.000Z')).toBe('March 2025');
    expect(formatMemberSince('2025-03-14 10:00:00')).toBe('March 2025');
    expect(formatMemberSince('not a date')).toBe('');
  });

  it('labels user types', () => {
    expect(formatUserType('artist')).toBe('Artist');
    expect(formatUserType('Audio Engineer')).toBe('Audio Engineer');
  });
});
