/**
 * The Quantum Lab contract and its idea generator (the AI Mentor page's Quantum Lab tab; decision 0039). The
 * generator is pure and seeded: the same settings always write the same eight bars, in the browser (which plays
 * them with Web Audio and writes the MIDI file) and on the server (which keeps only the settings).
 *
 * - GET    /api/ideas -> SavedIdeaList (the caller's own ideas, newest first; 401 for visitors).
 * - POST   /api/ideas -> 201 SavedIdea (saveIdeaSchema).
 * - DELETE /api/ideas/{id} -> 204 (404 for anyone but its owner).
 * - GET    /api/ideas/{id}/midi -> the idea as a Standard MIDI File (audio/midi), for its owner.
 */
import { z } from 'zod';
import { NOTE_NAMES, type NoteName } from './music';
import { seededRandom } from './random';

/** Bumped whenever the generator would write different notes for the same settings. */
export const IDEA_GENERATOR_VERSION = 1;

export const IDEA_SCALES = ['major', 'minor', 'dorian', 'mixolydian', 'phrygian', 'harmonicMinor'] as const;
export type IdeaScale = (typeof IDEA_SCALES)[number];
export const SCALE_LABELS: Record<IdeaScale, string> = {
  major: 'Major',
  minor: 'Minor',
  dorian: 'Dorian',
  mixolydian: 'Mixolydian',
  phrygian: 'Phrygian',
  harmonicMinor: 'Harmonic minor',
};
/** Semitones above the tonic of each scale's seven degrees. */
export const SCALE_STEPS: Record<IdeaScale, readonly number[]> = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
  dorian: [0, 2, 3, 5, 7, 9, 10],
  mixolydian: [0, 2, 4, 5, 7, 9, 10],
  phrygian: [0, 1, 3, 5, 7, 8, 10],
  harmonicMinor: [0, 2, 3, 5, 7, 8, 11],
};

export const IDEA_MOODS = ['uplifting', 'melancholic', 'dark', 'dreamy', 'energetic', 'chill'] as const;
export type IdeaMood = (typeof IDEA_MOODS)[number];
export const MOOD_LABELS: Record<IdeaMood, string> = {
  uplifting: 'Uplifting',
  melancholic: 'Melancholic',
  dark: 'Dark',
  dreamy: 'Dreamy',
  energetic: 'Energetic',
  chill: 'Chill',
};

export const IDEA = {
  tempoMin: 60,
  tempoMax: 180,
  seedMax: 2_147_483_647,
  titleMax: 80,
  /** Ideas one account can keep. */
  savedMax: 200,
  bars: 8,
  beatsPerBar: 4,
  /** Ticks per quarter note of the MIDI file. */
  ppq: 480,
} as const;

export const IDEA_MESSAGES = {
  notLoggedIn: 'Sign in to save your ideas',
  notFound: 'Idea not found',
  tooMany: `You can keep ${IDEA.savedMax} ideas. Delete some to save more.`,
} as const;

export const ideaSettingsSchema = z.object({
  tonic: z.enum(NOTE_NAMES, { error: 'Choose a key' }),
  scale: z.enum(IDEA_SCALES, { error: 'Choose a scale' }),
  mood: z.enum(IDEA_MOODS, { error: 'Choose a mood' }),
  tempo: z
    .number({ error: 'The tempo must be a number' })
    .int('The tempo must be a whole number')
    .min(IDEA.tempoMin, `The tempo must be ${IDEA.tempoMin} to ${IDEA.tempoMax} BPM`)
    .max(IDEA.tempoMax, `The tempo must be ${IDEA.tempoMin} to ${IDEA.tempoMax} BPM`),
  seed: z
    .number({ error: 'The seed must be a number' })
    .int('The seed must be a whole number')
    .min(0, `The seed must be 0 to ${IDEA.seedMax}`)
    .max(IDEA.seedMax, `The seed must be 0 to ${IDEA.seedMax}`),
});
export type IdeaSettings = z.infer<typeof ideaSettingsSchema>;

export const saveIdeaSchema = ideaSettingsSchema.extend({
  title: z
    .string()
    .trim()
    .max(IDEA.titleMax, `The title can be at most ${IDEA.titleMax} characters`)
    .optional(),
});
export type SaveIdeaInput = z.infer<typeof saveIdeaSchema>;

export interface SavedIdea extends IdeaSettings {
  id: number;
  title: string;
  createdAt: string;
}
export interface SavedIdeaList {
  ideas: SavedIdea[];
}

/** One note: MIDI number, start and length in beats (quarter notes), velocity 1..127. */
export interface IdeaNote {
  midi: number;
  startBeat: number;
  beats: number;
  velocity: number;
}

export interface IdeaChord {
  /** Roman numeral of the chord in the key ('vi', 'V7', 'ii°'). */
  roman: string;
  /** Chord symbol ('Am', 'G7', 'Bdim'). */
  name: string;
  /** The voiced notes, low to high. */
  notes: number[];
  startBeat: number;
  beats: number;
}

export interface Idea {
  settings: IdeaSettings;
  version: number;
  /** 'A Minor', 'D Dorian'. */
  keyName: string;
  totalBeats: number;
  chords: IdeaChord[];
  melody: IdeaNote[];
  bass: IdeaNote[];
}

/** The seed after `seed` (a fixed linear congruential step), for a 'next idea' button. */
export const nextSeed = (seed: number) => (Math.imul(seed, 1_103_515_245) + 12_345) >>> 1;

interface MoodStyle {
  /** Progressions as scale degrees (0 = I), one chord per bar. */
  progressions: number[][];
  sevenths: boolean;
  /** Melody rhythms of one bar in eighth notes (negative: a rest), each summing to 8. */
  rhythms: number[][];
  /** Rhythm of the last bar of each half (a longer, settling note). */
  endings: number[][];
  /** Melody register: semitones added to the tonic in octave 4. */
  register: number;
  velocity: number;
  /** Chords struck once a bar, twice (halves) or on every beat. */
  chordHits: 1 | 2 | 4;
  /** Bass notes a bar. */
  bassHits: 1 | 2 | 4;
}

const MOODS: Record<IdeaMood, MoodStyle> = {
  uplifting: {
    progressions: [
      [0, 4, 5, 3],
      [0, 5, 3, 4],
      [0, 3, 4, 3],
      [3, 0, 4, 5],
    ],
    sevenths: false,
    rhythms: [
      [2, 2, 2, 2],
      [2, 1, 1, 2, 2],
      [3, 1, 2, 2],
      [-2, 2, 1, 1, 2],
    ],
    endings: [
      [2, 2, 4],
      [2, 6],
    ],
    register: 0,
    velocity: 92,
    chordHits: 2,
    bassHits: 2,
  },
  melancholic: {
    progressions: [
      [5, 3, 0, 4],
      [0, 5, 3, 4],
      [0, 6, 5, 4],
      [0, 3, 5, 4],
    ],
    sevenths: true,
    rhythms: [
      [4, 2, 2],
      [3, 1, 4],
      [2, 2, 4],
      [-2, 2, 4],
    ],
    endings: [[8], [2, 6]],
    register: 0,
    velocity: 72,
    chordHits: 1,
    bassHits: 1,
  },
  dark: {
    progressions: [
      [0, 5, 6, 0],
      [0, 1, 0, 6],
      [0, 5, 4, 0],
      [0, 3, 5, 4],
    ],
    sevenths: false,
    rhythms: [
      [3, 3, 2],
      [4, 4],
      [2, 1, 1, 4],
      [-2, 3, 3],
    ],
    endings: [[8], [4, 4]],
    register: -5,
    velocity: 84,
    chordHits: 2,
    bassHits: 4,
  },
  dreamy: {
    progressions: [
      [0, 3, 0, 3],
      [0, 2, 3, 1],
      [3, 4, 2, 5],
      [0, 5, 1, 4],
    ],
    sevenths: true,
    rhythms: [
      [4, 4],
      [6, 2],
      [3, 3, 2],
      [-4, 4],
    ],
    endings: [[8], [6, 2]],
    register: 5,
    velocity: 66,
    chordHits: 1,
    bassHits: 1,
  },
  energetic: {
    progressions: [
      [0, 6, 5, 6],
      [0, 4, 5, 3],
      [5, 3, 0, 4],
      [0, 3, 5, 4],
    ],
    sevenths: false,
    rhythms: [
      [1, 1, 2, 1, 1, 2],
      [2, 1, 1, 2, 2],
      [1, 1, 1, 1, 2, 2],
      [3, 3, 2],
    ],
    endings: [
      [2, 2, 4],
      [1, 1, 2, 4],
    ],
    register: 0,
    velocity: 104,
    chordHits: 4,
    bassHits: 4,
  },
  chill: {
    progressions: [
      [1, 4, 0, 5],
      [0, 5, 1, 4],
      [3, 2, 1, 0],
      [0, 2, 3, 4],
    ],
    sevenths: true,
    rhythms: [
      [3, 3, 2],
      [2, 4, 2],
      [1, 2, 1, 4],
      [-2, 2, 2, 2],
    ],
    endings: [[8], [4, 4]],
    register: 0,
    velocity: 70,
    chordHits: 1,
    bassHits: 2,
  },
};

/** Chords that share a harmonic function (tonic, predominant, dominant): the generator may swap within a group. */
const FUNCTION_GROUPS = [
  [0, 2, 5],
  [1, 3],
  [4, 6],
];

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const QUALITY: Record<string, { symbol: string; minor: boolean; suffix: string }> = {
  '4,7': { symbol: '', minor: false, suffix: '' },
  '3,7': { symbol: 'm', minor: true, suffix: '' },
  '3,6': { symbol: 'dim', minor: true, suffix: '°' },
  '4,8': { symbol: 'aug', minor: false, suffix: '+' },
  '4,7,11': { symbol: 'maj7', minor: false, suffix: 'maj7' },
  '4,7,10': { symbol: '7', minor: false, suffix: '7' },
  '3,7,10': { symbol: 'm7', minor: true, suffix: '7' },
  '3,7,11': { symbol: 'm(maj7)', minor: true, suffix: '(maj7)' },
  '3,6,10': { symbol: 'm7b5', minor: true, suffix: 'ø7' },
  '3,6,9': { symbol: 'dim7', minor: true, suffix: '°7' },
  '4,8,11': { symbol: 'maj7#5', minor: false, suffix: '+maj7' },
  '4,8,10': { symbol: 'aug7', minor: false, suffix: '+7' },
};
const NUMERALS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII'];

/** Pitch classes (relative to C) of the diatonic chord on `degree`: stacked thirds of the scale. */
function chordPitchClasses(
  tonic: number,
  steps: readonly number[],
  degree: number,
  seventh: boolean,
): number[] {
  const count = seventh ? 4 : 3;
  return Array.from({ length: count }, (_, i) => {
    const index = degree + 2 * i;
    return (tonic + steps[index % 7]! + 12 * Math.floor(index / 7)) % 12;
  });
}

function describeChord(pcs: number[], degree: number): { roman: string; name: string } {
  const intervals = pcs.slice(1).map((pc) => (pc - pcs[0]! + 12) % 12);
  const quality = QUALITY[intervals.join(',')] ?? { symbol: '', minor: false, suffix: '' };
  const numeral = NUMERALS[degree]!;
  return {
    roman: `${quality.minor ? numeral.toLowerCase() : numeral}${quality.suffix}`,
    name: `${NOTE_NAMES[pcs[0]!]}${quality.symbol}`,
  };
}

/** The voicing of `pcs` between E3 and E5 that moves least from the previous chord (smooth voice leading). */
function voice(pcs: number[], previous: number[] | null): number[] {
  const candidates: number[][] = [];
  for (let inversion = 0; inversion < pcs.length; inversion++) {
    const order = [...pcs.slice(inversion), ...pcs.slice(0, inversion)];
    for (let bottom = 52; bottom < 64; bottom++) {
      if (bottom % 12 !== order[0]) continue;
      const notes = [bottom];
      for (const pc of order.slice(1)) {
        let next = notes[notes.length - 1]! + 1;
        while (next % 12 !== pc) next++;
        notes.push(next);
      }
      candidates.push(notes);
    }
  }
  if (!previous) return candidates.find((notes) => notes[0]! % 12 === pcs[0]) ?? candidates[0]!;
  const distance = (notes: number[]) =>
    notes.reduce(
      (sum, note, i) => sum + Math.abs(note - (previous[Math.min(i, previous.length - 1)] ?? note)),
      0,
    );
  return candidates.reduce((best, notes) => (distance(notes) < distance(best) ? notes : best));
}

/** The scale's notes (MIDI) between `low` and `high`. */
function scaleNotes(tonic: number, steps: readonly number[], low: number, high: number): number[] {
  const notes: number[] = [];
  for (let midi = low; midi <= high; midi++) {
    if (steps.includes((((midi - tonic) % 12) + 12) % 12)) notes.push(midi);
  }
  return notes;
}

/** The note of `pool` nearest to `target` (ties to the lower). */
const nearest = (pool: number[], target: number) =>
  pool.reduce((best, note) => (Math.abs(note - target) < Math.abs(best - target) ? note : best));

/**
 * Writes an eight-bar idea (decision 0039): a four-chord progression of the mood, varied by swapping chords of the
 * same harmonic function (and never resting a bar on a diminished triad), played twice with voice-led chords and a bass line; over it a melody in a parallel
 * period: chord tones on strong beats, mostly stepwise motion between them, bars 5-6 repeating bars 1-2, the
 * first half ending away from the tonic and the second on it.
 */
export function generateIdea(settings: IdeaSettings): Idea {
  const random = seededRandom(settings.seed);
  const style = MOODS[settings.mood];
  const steps = SCALE_STEPS[settings.scale];
  const tonic = NOTE_NAMES.indexOf(settings.tonic as NoteName);
  const beatsPerBar = IDEA.beatsPerBar;

  // Progression: a template of the mood, each chord after the first swapped within its function one time in four.
  const template = pick(random, style.progressions);
  const diminished = (degree: number) => {
    const [root, third, fifth] = chordPitchClasses(tonic, steps, degree, false);
    return (third! - root! + 12) % 12 === 3 && (fifth! - root! + 12) % 12 === 6;
  };
  const degrees = template.map((degree, i) => {
    const group = FUNCTION_GROUPS.find((g) => g.includes(degree))!;
    const swapped = i === 0 || random() >= 0.25 ? degree : pick(random, group);
    // A diminished triad is a weak chord to hold for a bar: its function is taken by a stable chord instead.
    if (!diminished(swapped)) return swapped;
    return group.find((other) => !diminished(other)) ?? swapped;
  });

  const chords: IdeaChord[] = [];
  const bass: IdeaNote[] = [];
  let previous: number[] | null = null;
  for (let bar = 0; bar < IDEA.bars; bar++) {
    const degree = degrees[bar % degrees.length]!;
    const pcs = chordPitchClasses(tonic, steps, degree, style.sevenths);
    const notes = voice(pcs, previous);
    previous = notes;
    const { roman, name } = describeChord(pcs, degree);
    chords.push({ roman, name, notes, startBeat: bar * beatsPerBar, beats: beatsPerBar });
    const root = 36 + pcs[0]!;
    const hitBeats = beatsPerBar / style.bassHits;
    for (let hit = 0; hit < style.bassHits; hit++) {
      // The bass jumps to the chord's fifth on the third hit of four: a common walking figure.
      const midi = style.bassHits === 4 && hit === 2 ? root + ((pcs[2]! - pcs[0]! + 12) % 12) : root;
      bass.push({
        midi,
        startBeat: bar * beatsPerBar + hit * hitBeats,
        beats: hitBeats * 0.9,
        velocity: style.velocity - 8,
      });
    }
  }

  // Melody.
  const home = 60 + tonic + style.register;
  const pool = scaleNotes(tonic, steps, home - 5, home + 14);
  const centre = home + 4;
  const rhythmA = pick(random, style.rhythms);
  const rhythmB = pick(random, style.rhythms);
  const rhythmC = pick(random, style.rhythms);
  const bars = [rhythmA, rhythmB, rhythmA, pick(random, style.endings)];
  const halfRhythms = [...bars, rhythmA, rhythmB, rhythmC, pick(random, style.endings)];
  const melody: IdeaNote[] = [];
  let last = nearest(pool, home);
  for (let bar = 0; bar < IDEA.bars; bar++) {
    const chordPcs = chordPitchClasses(tonic, steps, degrees[bar % degrees.length]!, false);
    const chordTones = pool.filter((note) => chordPcs.includes(note % 12));
    const rhythm = halfRhythms[bar]!;
    // Bars 5-6 repeat bars 1-2 note for note (the same chords sound under them).
    if (bar === 4 || bar === 5) {
      const source = melody.filter(
        (note) => note.startBeat >= (bar - 4) * beatsPerBar && note.startBeat < (bar - 3) * beatsPerBar,
      );
      for (const note of source) melody.push({ ...note, startBeat: note.startBeat + 4 * beatsPerBar });
      if (source.length) last = source[source.length - 1]!.midi;
      continue;
    }
    let at = 0;
    rhythm.forEach((value, i) => {
      const eighths = Math.abs(value);
      if (value < 0) {
        at += eighths;
        return;
      }
      const strong = at % 4 === 0;
      const finalNote = i === rhythm.length - 1;
      let midi: number;
      if (finalNote && bar === IDEA.bars - 1) {
        midi = nearest(
          pool.filter((note) => (note - tonic) % 12 === 0),
          last,
        );
      } else if (finalNote && bar === 3) {
        // The first half ends open: a chord tone that is not the tonic.
        const open = chordTones.filter((note) => (note - tonic) % 12 !== 0);
        midi = nearest(open.length ? open : chordTones, last);
      } else if (strong && chordTones.length) {
        const ranked = [...chordTones].sort((a, b) => Math.abs(a - last) - Math.abs(b - last));
        midi = ranked[random() < 0.7 ? 0 : Math.min(1, ranked.length - 1)]!;
      } else {
        const index = pool.indexOf(nearest(pool, last));
        const up = random() < 0.5 + (0.3 * (centre - last)) / 7;
        const leap = random() < 0.2 ? 2 : random() < 0.1 ? 0 : 1;
        const next = Math.max(0, Math.min(pool.length - 1, index + (up ? leap : -leap)));
        midi = pool[next]!;
      }
      melody.push({
        midi,
        startBeat: bar * beatsPerBar + at / 2,
        beats: (eighths / 2) * 0.95,
        velocity: Math.min(127, style.velocity + (strong ? 10 : 0) - Math.floor(random() * 6)),
      });
      last = midi;
      at += eighths;
    });
  }

  return {
    settings,
    version: IDEA_GENERATOR_VERSION,
    keyName: `${settings.tonic} ${SCALE_LABELS[settings.scale]}`,
    totalBeats: IDEA.bars * beatsPerBar,
    chords,
    melody,
    bass,
  };
}

/** The chord notes of an idea as notes (struck once, twice or four times a bar, by mood). */
export function chordNotes(idea: Idea): IdeaNote[] {
  const hits = MOODS[idea.settings.mood].chordHits;
  const velocity = MOODS[idea.settings.mood].velocity - 20;
  return idea.chords.flatMap((chord) =>
    Array.from({ length: hits }, (_, hit) =>
      chord.notes.map((midi) => ({
        midi,
        startBeat: chord.startBeat + (hit * chord.beats) / hits,
        beats: (chord.beats / hits) * 0.95,
        velocity,
      })),
    ).flat(),
  );
}

/** A file name for the idea's MIDI file ('quantum-lab-a-minor-chill-90bpm-seed42.mid'). */
export function ideaFileName(settings: IdeaSettings): string {
  const key = settings.tonic.replace('#', 'sharp').toLowerCase();
  return `quantum-lab-${key}-${settings.scale.toLowerCase()}-${settings.mood}-${settings.tempo}bpm-seed${settings.seed}.mid`;
}

/** The default title of a saved idea. */
export const ideaTitle = (settings: IdeaSettings) =>
  `${MOOD_LABELS[settings.mood]} idea in ${settings.tonic} ${SCALE_LABELS[settings.scale]}`;
