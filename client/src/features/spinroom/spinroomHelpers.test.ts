import { formatAddedTime } from '@common/spinroom';
import { describe, expect, it } from 'vitest';
import { djInitials } from '@/lib/initials';

describe('djInitials', () => {
  it('takes the first letters of the first two words, or two letters of one word', () => {
    expect(djInitials('DJ Nova')).toBe('DN');
    expect(djInitials('  city selector crew ')).toBe('CS');
    expect(djInitials('nova')).toBe('NO');
    expect(djInitials('')).toBe('?');
  });
});

describe('formatAddedTime', () => {
  const now = Date.parse('2026-05-10T12:00:00.000Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('shows how long ago a beat was added', () => {
    expect(formatAddedTime(ago(20_000), now)).toBe('just now');
    expect(formatAddedTime(ago(5 * 60_000), now)).toBe('5m ago');
    expect(formatAddedTime(ago(2 * 3600_000), now)).toBe('2h ago');
    expect(formatAddedTime(ago(3 * 86_400_000), now)).toBe('3d ago');
    expect(formatAddedTime(ago(15 * 86_400_000), now)).toBe('2w ago');
    expect(formatAddedTime(ago(65 * 86_400_000), now)).toBe('2mo ago');
    expect(formatAddedTime(ago(800 * 86_400_000), now)).toBe('2y ago');
  });

  it('never shows a future time or garbage', () => {
    expect(formatAddedTime(new Date(now + 60_000).toISOString(), now)).toBe('just now');
    expect(formatAddedTime('not a date', now)).toBe('');
  });
});
