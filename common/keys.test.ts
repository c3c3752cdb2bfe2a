import { describe, expect, it } from 'vitest';
import { camelotCode, compatibleKeys, KEY_NAMES, keySpellings, parseKey } from './keys';

describe('keys', () => {
  it('names all 24 keys once, sharps and flats included, each on its own place of the Camelot wheel', () => {
    expect(KEY_NAMES).toHaveLength(24);
    expect(KEY_NAMES).toContain('C# Major');
    expect(KEY_NAMES).toContain('Bb Minor');
    const codes = KEY_NAMES.map((name) => camelotCode(name));
    expect(new Set(codes).size).toBe(24);
    expect(camelotCode('A Minor')).toBe('8A');
    expect(camelotCode('C Major')).toBe('8B');
    expect(camelotCode('F# Minor')).toBe('11A');
    expect(camelotCode('Gb Minor')).toBe('11A');
  });

  it('reads the ways people write a key, and nothing else', () => {
    expect(parseKey('Am')).toEqual({ tonic: 9, minor: true });
    expect(parseKey('B♭ minor')).toEqual({ tonic: 10, minor: true });
    expect(parseKey('Eb Major')).toEqual({ tonic: 3, minor: false });
    expect(parseKey('H minor')).toBeNull();
    expect(parseKey('')).toBeNull();
    expect(keySpellings({ tonic: 10, minor: true })).toEqual(['A# Minor', 'Bb Minor']);
  });

  it('mixes a key with itself, its relative and its two Camelot neighbours', () => {
    const names = compatibleKeys(parseKey('A Minor')!).map(({ key, relation }) => [
      keySpellings(key)[0],
      relation,
    ]);
    expect(names).toEqual([
      ['A Minor', 'same key'],
      ['C Major', 'relative key'],
      ['E Minor', 'one step up'],
      ['D Minor', 'one step down'],
    ]);
  });
});
