/** Note names shared by the Vocal AI and the Quantum Lab. */

/** Pitch-class names (sharps, with the flats musicians write for Eb, Ab and Bb), C first. */
export const NOTE_NAMES = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'] as const;
export type NoteName = (typeof NOTE_NAMES)[number];

/** The pitch class (0..11) of a MIDI note. */
export const pitchClass = (midi: number) => ((Math.round(midi) % 12) + 12) % 12;

/** 'A4' for MIDI 69. */
export function noteName(midi: number): string {
  const rounded = Math.round(midi);
  return `${NOTE_NAMES[pitchClass(rounded)]}${Math.floor(rounded / 12) - 1}`;
}

/** Hz of a MIDI note (A4 = 440 Hz). */
export const midiToHz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);
