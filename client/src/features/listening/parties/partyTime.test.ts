import { describe, expect, it } from 'vitest';
import { relativePartyTime, toLocalInputValue } from './partyTime';

describe('party times', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it('says how far away a party is', () => {
    expect(relativePartyTime('2026-11-22T12:30:00Z', now)).toBe('in 30 minutes');
    expect(relativePartyTime('2026-11-22T13:00:00Z', now)).toBe('in 1 hour');
    expect(relativePartyTime('2026-11-23T17:00:00Z', now)).toBe('in 29 hours');
    expect(relativePartyTime('2026-11-25T12:00:00Z', now)).toBe('in 3 days');
    expect(relativePartyTime('2026-11-22T11:50:00Z', now)).toBe('started 10 minutes ago');
    expect(relativePartyTime('2026-11-22T12:00:10Z', now)).toBe('starting now');
  });

  it('fills a datetime-local input with the local time', () => {
    const local = new Date(2026, 10, 23, 20, 5);
    expect(toLocalInputValue(local.getTime())).toBe('2026-11-23T20:05');
    expect(new Date('2026-11-23T20:05').getTime()).toBe(local.getTime());
  });
});
