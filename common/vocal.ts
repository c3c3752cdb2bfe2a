/**
 * The Vocal AI contract (the AI Mentor page's Vocal AI tab; decision 0039). A take is sent as multipart
 * (field `audioFile`, optional text field `title`), analysed in the media worker, and only its figures and pitch
 * contour are kept: the audio itself is discarded after the analysis.
 *
 * - POST   /api/vocal/takes -> 201 VocalTake (signed in; MP3, WAV or FLAC by content, 50 MB, 5 minutes at most).
 * - GET    /api/vocal/takes -> VocalTakeList (the caller's own takes, newest first).
 * - GET    /api/vocal/takes/{id} -> VocalTake (404 for anyone but its owner).
 * - DELETE /api/vocal/takes/{id} -> 204.
 *
 * Errors answer `{ message }` with one of VOCAL_MESSAGES (or the catalogue's upload messages).
 */
import { z } from 'zod';
import { UPLOAD_MESSAGES } from './upload';

export const VOCAL = {
  /** Longest take analysed, seconds. */
  maxTakeSeconds: 300,
  /** A held note whose centre is this close to a note of the key counts as in tune. */
  inTuneCents: 25,
  titleMax: 80,
  /** Takes one account can analyse per hour. */
  takesPerHour: 30,
  /** Takes kept per account; the oldest go first beyond it. */
  keptTakes: 100,
} as const;

export const VOCAL_MESSAGES = {
  notLoggedIn: 'Sign in to analyse your vocal takes',
  unsupportedType: UPLOAD_MESSAGES.unsupportedType,
  tooLarge: UPLOAD_MESSAGES.tooLarge,
  missingFile: UPLOAD_MESSAGES.missingFile,
  notMultipart: UPLOAD_MESSAGES.notMultipart,
  tooLong: 'Takes can be at most 5 minutes long. Please send a shorter take.',
  unreadable: 'That file holds no audio we can read. Please try another take.',
  busy: 'The vocal coach is busy with other takes. Please try again in a minute.',
  tooMany: 'You have analysed many takes this hour. Please try again later.',
  notFound: 'Take not found',
  micRefused:
    'Microphone access was refused. Allow the microphone for this site in your browser settings, or upload a take instead.',
  micMissing: 'No microphone was found. Connect one, or upload a take instead.',
} as const;

/** The text fields sent beside the file. */
export const vocalTakeFieldsSchema = z.object({
  title: z
    .string()
    .trim()
    .max(VOCAL.titleMax, `The title can be at most ${VOCAL.titleMax} characters`)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type VocalTakeFields = z.output<typeof vocalTakeFieldsSchema>;

/** Semitones above the tonic of the notes counted as in the key (minor also allows the raised 7th). */
export const KEY_SCALES = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10, 11],
} as const;

export interface VocalKey {
  /** 0 = C ... 11 = B. */
  tonic: number;
  mode: 'major' | 'minor';
  /** 'A Minor', 'F# Major' (the catalogue's spelling). */
  name: string;
  /** Correlation of the held notes' pitch-class durations with the key's profile (-1..1). */
  confidence: number;
}

export interface VocalAccuracy {
  /** What the notes were compared with: the notes of the detected key, or every semitone when no key was clear. */
  reference: 'key' | 'chromatic';
  /** Mean distance of held notes' centres from the nearest reference note, cents (weighted by duration). */
  meanCents: number;
  /** Mean signed distance: above 0 sharp, below 0 flat. */
  meanSignedCents: number;
  /** Share of held-note time whose centre is within VOCAL.inTuneCents of a reference note, 0..1. */
  withinShare: number;
  /** Seconds of held notes the figures rest on. */
  heldSeconds: number;
}

export interface VocalNote {
  midi: number;
  name: string;
}

export interface VocalVibrato {
  /** Oscillations per second. */
  rateHz: number;
  /** Half the peak-to-peak swing, cents. */
  extentCents: number;
  /** Share of the long held notes (0.6 s or more) that carry vibrato, 0..1. */
  share: number;
}

export interface VocalPhrases {
  count: number;
  meanSeconds: number;
  longestSeconds: number;
  /** Pauses between phrases (where a singer breathes). */
  breathCount: number;
  meanBreathSeconds: number | null;
  /** Start and end of each phrase, seconds. */
  spans: [number, number][];
}

/** What the analysis of one take finds. Figures without enough evidence are null. */
export interface VocalAnalysis {
  durationSeconds: number;
  /** Seconds in which a pitched voice was heard. */
  voicedSeconds: number;
  key: VocalKey | null;
  accuracy: VocalAccuracy | null;
  range: { lowest: VocalNote; highest: VocalNote } | null;
  vibrato: VocalVibrato | null;
  phrases: VocalPhrases;
  /** The pitch over time: one value every `stepSeconds` (MIDI note number with cents as decimals, null = silence). */
  contour: { stepSeconds: number; midi: (number | null)[] };
}

export interface VocalTakeSummary {
  id: number;
  title: string;
  createdAt: string;
  durationSeconds: number;
  keyName: string | null;
  withinShare: number | null;
}

export interface VocalTake extends VocalTakeSummary {
  analysis: VocalAnalysis;
}

export interface VocalTakeList {
  takes: VocalTakeSummary[];
}

/** The notes (MIDI numbers) of a key between two MIDI numbers, for the chart's guide lines. */
export function keyNotesBetween(
  key: Pick<VocalKey, 'tonic' | 'mode'> | null,
  low: number,
  high: number,
): number[] {
  const scale: readonly number[] = key
    ? KEY_SCALES[key.mode].slice(0, 7)
    : [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
  const notes: number[] = [];
  for (let midi = Math.ceil(low); midi <= Math.floor(high); midi++) {
    const degree = (((midi - (key?.tonic ?? 0)) % 12) + 12) % 12;
    if (scale.includes(degree)) notes.push(midi);
  }
  return notes;
}

const pct = (share: number) => `${Math.round(share * 100)}%`;

/**
 * The vocal coach's advice: plain sentences chosen from the figures by fixed thresholds (decision 0039), so the
 * same take always gets the same advice.
 */
export function coachAdvice(analysis: VocalAnalysis): string[] {
  const advice: string[] = [];
  if (analysis.voicedSeconds < 2) {
    return [
      'I could hardly hear a sung pitch in this take. Sing a little closer to the microphone, in a quiet room, and hold your notes for a moment so I can measure them.',
    ];
  }
  const { accuracy, vibrato, range, phrases, key } = analysis;
  if (!key) {
    advice.push(
      'Your notes did not settle into one clear key, so I measured them against the nearest semitone. Sing a melody or a scale and hold the notes to get a key reading.',
    );
  }
  if (accuracy) {
    if (accuracy.withinShare >= 0.85) {
      advice.push(
        `Strong pitch: ${pct(accuracy.withinShare)} of your held notes landed within ${VOCAL.inTuneCents} cents of the target. Keep warming up the same way.`,
      );
    } else if (accuracy.withinShare >= 0.6) {
      advice.push(
        `Good foundation: ${pct(accuracy.withinShare)} of your held notes were within ${VOCAL.inTuneCents} cents. Slow scales with a drone or keyboard will tighten the rest.`,
      );
    } else {
      advice.push(
        `Only ${pct(accuracy.withinShare)} of your held notes were within ${VOCAL.inTuneCents} cents. Practise with a reference tone: play the note, hum it, then sing it, and listen for the beating to stop.`,
      );
    }
    if (accuracy.meanSignedCents >= 12) {
      advice.push(
        `You tend to sing sharp (about ${Math.round(accuracy.meanSignedCents)} cents on average). Relax the throat and jaw and support from the breath rather than pushing up to the note.`,
      );
    } else if (accuracy.meanSignedCents <= -12) {
      advice.push(
        `You tend to sing flat (about ${Math.round(-accuracy.meanSignedCents)} cents on average). Think of the pitch as slightly higher before you sing it and keep the breath flowing to the end of each note.`,
      );
    }
  }
  if (vibrato) {
    if (vibrato.rateHz > 7.5) {
      advice.push(
        `Your vibrato is fast (${vibrato.rateHz.toFixed(1)} per second); a tight, fast vibrato often comes from throat tension. Aim for 5 to 7 oscillations per second by relaxing the larynx.`,
      );
    } else if (vibrato.extentCents > 80) {
      advice.push(
        `Your vibrato is wide (±${Math.round(vibrato.extentCents)} cents). A narrower swing, around ±50 cents, keeps the pitch centre clear.`,
      );
    } else {
      advice.push(
        `Healthy vibrato: ${vibrato.rateHz.toFixed(1)} oscillations per second at ±${Math.round(vibrato.extentCents)} cents, on ${pct(vibrato.share)} of your long notes.`,
      );
    }
  } else if (accuracy && accuracy.heldSeconds >= 3) {
    advice.push(
      'Your long notes were straight, without vibrato. That suits many styles; to add it, let the note settle first, then relax into a gentle pulse.',
    );
  }
  if (range) {
    const span = range.highest.midi - range.lowest.midi;
    advice.push(
      span >= 12
        ? `You held notes from ${range.lowest.name} to ${range.highest.name} (${span} semitones) in this take.`
        : `This take held notes from ${range.lowest.name} to ${range.highest.name}. Sirens and lip trills across a wider span will show your full range.`,
    );
  }
  if (phrases.count > 0) {
    if (phrases.longestSeconds < 4 && phrases.count >= 3) {
      advice.push(
        `Your phrases were short (longest ${phrases.longestSeconds.toFixed(1)} s). Practise sustained "sss" exhalations to build breath support for longer lines.`,
      );
    } else if (phrases.meanBreathSeconds !== null && phrases.meanBreathSeconds < 0.4) {
      advice.push(
        'Your breaths between phrases were very quick. Plan your breath points in the lyric so you never have to gasp.',
      );
    } else if (phrases.longestSeconds >= 8) {
      advice.push(`Good breath control: your longest phrase lasted ${phrases.longestSeconds.toFixed(1)} s.`);
    }
  }
  return advice;
}
