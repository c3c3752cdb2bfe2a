import { NOTE_NAMES } from './music';
import type { KeyRelation } from './search';

/**
 * Musical keys as the catalogue writes them ('A Minor', 'F# Major', 'Eb Major'), the Camelot wheel, and which
 * keys mix (decision 0054). Sharps and flats of the same note are the same key.
 */
export interface ParsedKey {
  /** Pitch class of the tonic, C = 0. */
  tonic: number;
  minor: boolean;
}

const NOTES: Record<string, number> = { c: 0, d: 2, e: 4, f: 5, g: 7, a: 9, b: 11 };

/** 'A Minor', 'a minor', 'Am', 'F#', 'Gb maj', 'B♭ minor' -> tonic and mode; null when not a key. */
export function parseKey(text: string | null | undefined): ParsedKey | null {
  if (!text) return null;
  const match = /^\s*([a-g])\s*([#♯b♭]?)\s*(major|minor|maj|min|m)?\s*$/i.exec(text);
  if (!match) return null;
  const [, letter, accidental, mode] = match;
  let tonic = NOTES[letter!.toLowerCase()]!;
  if (accidental === '#' || accidental === '♯') tonic += 1;
  if (accidental === 'b' || accidental === '♭') tonic -= 1;
  const minorMode = mode !== undefined && /^(minor|min|m)$/i.test(mode) && mode !== 'M';
  return { tonic: (tonic + 12) % 12, minor: minorMode };
}

/** The 24 keys by name, one spelling each ('C Major', 'C Minor', 'C# Major', ... 'B Minor'), in pitch order. */
export const KEY_NAMES: readonly string[] = NOTE_NAMES.flatMap((note) => [`${note} Major`, `${note} Minor`]);

/** Every spelling of each pitch class the catalogue may hold. */
const SPELLINGS: string[][] = [
  ['C', 'B#'],
  ['C#', 'Db'],
  ['D'],
  ['D#', 'Eb'],
  ['E', 'Fb'],
  ['F', 'E#'],
  ['F#', 'Gb'],
  ['G'],
  ['G#', 'Ab'],
  ['A'],
  ['A#', 'Bb'],
  ['B', 'Cb'],
];

/** Every way the catalogue writes a key ('A# Minor', 'Bb Minor'), as the analysis formats it. */
export function keySpellings(key: ParsedKey): string[] {
  const mode = key.minor ? 'Minor' : 'Major';
  return SPELLINGS[key.tonic]!.map((note) => `${note} ${mode}`);
}

/** The Camelot code: number 1-12 and A (minor) or B (major). C Major is 8B, A Minor 8A. */
export function camelotOf(key: ParsedKey): { number: number; letter: 'A' | 'B' } {
  const major = key.minor ? (key.tonic + 3) % 12 : key.tonic;
  return { number: ((((major * 7) % 12) + 7) % 12) + 1, letter: key.minor ? 'A' : 'B' };
}

export function camelotCode(text: string | null | undefined): string | null {
  const key = parseKey(text);
  if (!key) return null;
  const { number, letter } = camelotOf(key);
  return `${number}${letter}`;
}

function fromCamelot(number: number, letter: 'A' | 'B'): ParsedKey {
  const wrapped = ((number - 1 + 12) % 12) + 1;
  // Inverse of camelotOf: the major tonic is 7 fifths per step from C (8B).
  const major = ((((wrapped - 8) * 7) % 12) + 12) % 12;
  return letter === 'B' ? { tonic: major, minor: false } : { tonic: (major + 9) % 12, minor: true };
}

/** The keys that mix with a key, each with its relation: itself, its relative, one step up and down the wheel. */
export function compatibleKeys(key: ParsedKey): { key: ParsedKey; relation: KeyRelation }[] {
  const { number, letter } = camelotOf(key);
  return [
    { key, relation: 'same key' },
    { key: fromCamelot(number, letter === 'A' ? 'B' : 'A'), relation: 'relative key' },
    { key: fromCamelot(number + 1, letter), relation: 'one step up' },
    { key: fromCamelot(number - 1, letter), relation: 'one step down' },
  ];
}

/** How a track's key mixes with the asked one, or null when it does not. */
export function keyRelation(asked: ParsedKey, trackKey: string | null): KeyRelation | null {
  const parsed = parseKey(trackKey);
  if (!parsed) return null;
  const found = compatibleKeys(asked).find(
    (k) => k.key.tonic === parsed.tonic && k.key.minor === parsed.minor,
  );
  return found?.relation ?? null;
}
