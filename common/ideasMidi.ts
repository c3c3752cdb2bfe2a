/**
 * A Quantum Lab idea as a Standard MIDI File (format 1), written the same way in the browser and the server: a
 * conductor track (title, key signature, tempo, 4/4) and one track per part, each ending with the last bar.
 */
import {
  chordNotes,
  type Idea,
  IDEA,
  type IdeaNote,
  type IdeaSettings,
  ideaTitle,
  SCALE_STEPS,
} from './ideas';
import { NOTE_NAMES } from './music';

/** General MIDI programs of the three parts. */
const PROGRAMS = { melody: 80, chords: 4, bass: 33 } as const;

export interface IdeaMidiPart {
  name: 'Melody' | 'Chords' | 'Bass';
  channel: number;
  notes: IdeaNote[];
}

/** The parts written to the file, in track order. */
export function ideaParts(idea: Idea): IdeaMidiPart[] {
  return [
    { name: 'Melody', channel: 0, notes: idea.melody },
    { name: 'Chords', channel: 1, notes: chordNotes(idea) },
    { name: 'Bass', channel: 2, notes: idea.bass },
  ];
}

/** Beats to ticks (IDEA.ppq per quarter note). */
export const toTicks = (beats: number) => Math.round(beats * IDEA.ppq);

/** Ticks in a bar of the file's 4/4. */
export const TICKS_PER_BAR = IDEA.beatsPerBar * IDEA.ppq;

export interface KeySignature {
  /** Sharps (1 to 6) or flats (-1 to -6) of the signature; 0 for none. */
  accidentals: number;
  minor: boolean;
}

/**
 * The key signature of an idea's key. Major and minor are exact; harmonic minor has the minor signature (its
 * raised seventh is written as an accidental, as on paper); a mode has the signature of the major or minor key on
 * the same tonic with the same third (D Dorian as D minor, G Mixolydian as G major), so the file keeps the idea's
 * tonic. Of two spellings, the one with fewer accidentals; at six each, the one the tonic is named with.
 */
export function ideaKeySignature(settings: Pick<IdeaSettings, 'tonic' | 'scale'>): KeySignature {
  const minor = SCALE_STEPS[settings.scale][2] === 3;
  const tonic = NOTE_NAMES.indexOf(settings.tonic);
  // The major key with this signature: the key itself, or the relative major a minor third up.
  const major = minor ? (tonic + 3) % 12 : tonic;
  // Each sharp is a fifth (7 semitones) up from C, each flat a fifth down.
  const fifths = (major * 7) % 12;
  if (fifths < 6) return { accidentals: fifths, minor };
  if (fifths > 6) return { accidentals: fifths - 12, minor };
  return { accidentals: settings.tonic.endsWith('b') ? -6 : 6, minor };
}

/** The bytes of a variable-length quantity (7 bits a byte, the high bit set on all but the last). */
function variableLength(value: number): number[] {
  const bytes = [value & 0x7f];
  for (let rest = Math.floor(value / 128); rest > 0; rest = Math.floor(rest / 128)) {
    bytes.unshift((rest & 0x7f) | 0x80);
  }
  return bytes;
}

const uint32 = (value: number) => [
  (value >>> 24) & 0xff,
  (value >>> 16) & 0xff,
  (value >>> 8) & 0xff,
  value & 0xff,
];
const uint16 = (value: number) => [(value >>> 8) & 0xff, value & 0xff];
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0) & 0x7f);
const meta = (type: number, data: number[]) => [0xff, type, ...variableLength(data.length), ...data];
/** A note's velocity as a MIDI data byte: 1 to 127 (0 would end the note). */
const dataByte = (velocity: number) => Math.max(1, Math.min(127, Math.round(velocity)));

interface TimedEvent {
  tick: number;
  /** Among events at the same tick: lower first (a note ends before the next one starts). */
  order: number;
  bytes: number[];
}

/** An MTrk chunk of the events in time order, its end-of-track at `endTick`. */
function trackChunk(events: TimedEvent[], endTick: number): number[] {
  const sorted = events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => a.event.tick - b.event.tick || a.event.order - b.event.order || a.index - b.index)
    .map(({ event }) => event);
  const data: number[] = [];
  let at = 0;
  for (const event of sorted) {
    data.push(...variableLength(event.tick - at), ...event.bytes);
    at = event.tick;
  }
  data.push(...variableLength(Math.max(0, endTick - at)), ...meta(0x2f, []));
  return [...ascii('MTrk'), ...uint32(data.length), ...data];
}

/**
 * The idea as MIDI bytes: title, key signature, tempo and 4/4 in the conductor track, then one track per part
 * (name, program, notes). Every track ends at the end of the idea's last bar, so a player or DAW loops whole bars.
 */
export function ideaToMidi(idea: Idea): Uint8Array {
  const key = ideaKeySignature(idea.settings);
  const lastNoteEnd = Math.max(
    0,
    ...ideaParts(idea).flatMap((part) =>
      part.notes.map((note) => toTicks(note.startBeat) + toTicks(note.beats)),
    ),
  );
  const endTick = Math.ceil(Math.max(toTicks(idea.totalBeats), lastNoteEnd) / TICKS_PER_BAR) * TICKS_PER_BAR;
  const microsecondsPerBeat = Math.round(60_000_000 / idea.settings.tempo);

  const conductor = trackChunk(
    [
      { tick: 0, order: 0, bytes: meta(0x03, ascii(ideaTitle(idea.settings))) },
      { tick: 0, order: 0, bytes: meta(0x59, [key.accidentals & 0xff, key.minor ? 1 : 0]) },
      { tick: 0, order: 0, bytes: meta(0x51, uint32(microsecondsPerBeat).slice(1)) },
      // 4/4: numerator, log2 of the denominator, 24 clocks a click, 8 thirty-seconds a quarter.
      { tick: 0, order: 0, bytes: meta(0x58, [IDEA.beatsPerBar, 2, 24, 8]) },
    ],
    endTick,
  );
  const parts = ideaParts(idea).map((part) =>
    trackChunk(
      [
        { tick: 0, order: 0, bytes: meta(0x03, ascii(part.name)) },
        {
          tick: 0,
          order: 0,
          bytes: [0xc0 | part.channel, PROGRAMS[part.name.toLowerCase() as keyof typeof PROGRAMS]],
        },
        ...part.notes.flatMap((note) => {
          const start = toTicks(note.startBeat);
          return [
            { tick: start, order: 2, bytes: [0x90 | part.channel, note.midi, dataByte(note.velocity)] },
            { tick: start + toTicks(note.beats), order: 1, bytes: [0x80 | part.channel, note.midi, 0] },
          ];
        }),
      ],
      endTick,
    ),
  );
  const header = [
    ...ascii('MThd'),
    ...uint32(6),
    ...uint16(1),
    ...uint16(1 + parts.length),
    ...uint16(IDEA.ppq),
  ];
  return Uint8Array.from([...header, ...conductor, ...parts.flat()]);
}
