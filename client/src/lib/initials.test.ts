import { describe, expect, it } from 'vitest';
import { userInitials } from './initials';

describe('userInitials', () => {
  it('shows the first two letters of the username in upper case', () => {
    expect(userInitials('abcdef')).toBe('AB');
    expect(userInitials('dj.nova')).toBe('DJ');
    expect(userInitials('lunawaves')).toBe('LU');
    expect(userInitials('x')).toBe('X');
  });
});
