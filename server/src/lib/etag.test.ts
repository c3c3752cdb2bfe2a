import { describe, expect, it } from 'vitest';
import { holdsVersion } from './etag';

const asking = (ifNoneMatch?: string) => ({
  headers: ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch },
});

describe('holdsVersion', () => {
  it('matches the same tag, weak or strong, among several', () => {
    expect(holdsVersion(asking('"abc"'), '"abc"')).toBe(true);
    expect(holdsVersion(asking('W/"abc"'), '"abc"')).toBe(true);
    expect(holdsVersion(asking('"x", "abc"'), '"abc"')).toBe(true);
    expect(holdsVersion(asking('"abc"'), 'W/"abc"')).toBe(true);
    expect(holdsVersion(asking('*'), '"abc"')).toBe(true);
  });

  it('does not match another tag or no header', () => {
    expect(holdsVersion(asking('"abd"'), '"abc"')).toBe(false);
    expect(holdsVersion(asking('abc'), '"abc"')).toBe(false);
    expect(holdsVersion(asking(''), '"abc"')).toBe(false);
    expect(holdsVersion(asking(), '"abc"')).toBe(false);
  });
});
