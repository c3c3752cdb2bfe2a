import * as tonejs from '@tonejs/midi';
import { describe, expect, it } from 'vitest';
import {
  generateIdea,
  IDEA,
  IDEA_MOODS,
  IDEA_SCALES,
  ideaFileName,
  ideaSettingsSchema,
  type IdeaSettings,
  nextSeed,
  SCALE_STEPS,
} from './ideas';
import { ideaParts, ideaToMidi, toTicks } from './ideasMidi';
import { NOTE_NAMES } from './music';

const { Midi } = ((tonejs as { default?: typeof tonejs }).default ?? tonejs) as typeof tonejs;

const settings: IdeaSettings = { tonic: 'A', scale: 'minor', mood: 'chill', tempo: 90, seed: 42 };

interface FileEvent {
  tick: number;
  status: number;
  /** The meta event's type (status 0xff). */
  type?: number;
  data: number[];
}

/** Reads the tracks of a Standard MIDI File: each track's events with their absolute ticks (test's own reader). */
function readMidiTracks(bytes: Uint8Array): FileEvent[][] {
  let at = 0;
  const byte = () => bytes[at++]!;
  const word = (size: number) => {
    let value = 0;
    for (let i = 0; i < size; i += 1) value = value * 256 + byte();
    return value;
  };
  const quantity = () => {
    let value = 0;
    for (;;) {
      const next = byte();
      value = value * 128 + (next & 0x7f);
      if (next < 0x80) return value;
    }
  };
  const chunkType = () => String.fromCharCode(byte(), byte(), byte(), byte());
  expect(chunkType()).toBe('MThd');
  const headerLength = word(4);
  at += headerLength;
  const tracks: FileEvent[][] = [];
  while (at < bytes.length) {
    expect(chunkType()).toBe('MTrk');
    const length = word(4);
    const end = at + length;
    const events: FileEvent[] = [];
    let tick = 0;
    let running = 0;
    while (at < end) {
      tick += quantity();
      let status = bytes[at]!;
      if (status >= 0x80) at += 1;
      else status = running;
      if (status === 0xff) {
        const type = byte();
        const length = quantity();
        events.push({ tick, status, type, data: [...bytes.slice(at, at + length)] });
        at += length;
      } else if (status === 0xf0 || status === 0xf7) {
        at += quantity();
      } else {
        running = status;
        const length = (status & 0xf0) === 0xc0 || (status & 0xf0) === 0xd0 ? 1 : 2;
        events.push({ tick, status, data: [...bytes.slice(at, at + length)] });
        at += length;
      }
    }
    expect(at).toBe(end);
    tracks.push(events);
  }
  return tracks;
}
const degreeOf = (midi: number, tonic: number) => (((midi - tonic) % 12) + 12) % 12;

describe('the idea generator', () => {
  it('writes the same idea for the same seed, and another for another seed', () => {
    expect(generateIdea(settings)).toEqual(generateIdea({ ...settings }));
    const other = generateIdea({ ...settings, seed: nextSeed(42) });
    expect(other.melody).not.toEqual(generateIdea(settings).melody);
  });

  it('follows the rules of its design for every key, scale and mood', () => {
    for (const scale of IDEA_SCALES) {
      for (const mood of IDEA_MOODS) {
        for (const [index, tonic] of NOTE_NAMES.entries()) {
          for (const seed of [1, 7, 123_456]) {
            const idea = generateIdea({ tonic, scale, mood, tempo: 100, seed });
            const steps = SCALE_STEPS[scale];
            const label = `${tonic} ${scale} ${mood} seed ${seed}`;
            expect(idea.chords, label).toHaveLength(IDEA.bars);
            // Every note of melody, chords and bass belongs to the scale.
            const everyNote = [
              ...idea.melody.map((n) => n.midi),
              ...idea.chords.flatMap((c) => c.notes),
              ...idea.bass.map((n) => n.midi),
            ];
            for (const midi of everyNote) expect(steps, label).toContain(degreeOf(midi, index));
            // The second half restates the progression and opens with the first half's two bars.
            expect(idea.chords.slice(4).map((c) => c.name)).toEqual(
              idea.chords.slice(0, 4).map((c) => c.name),
            );
            const bars = (from: number, to: number) =>
              idea.melody
                .filter((n) => n.startBeat >= from * 4 && n.startBeat < to * 4)
                .map((n) => [n.midi, n.startBeat - from * 4, n.beats]);
            expect(bars(4, 6), label).toEqual(bars(0, 2));
            // The idea ends on the tonic; the first half does not.
            const last = idea.melody[idea.melody.length - 1]!;
            expect(degreeOf(last.midi, index), label).toBe(0);
            const endOfFirstHalf = idea.melody.filter((n) => n.startBeat < 16).pop()!;
            expect(degreeOf(endOfFirstHalf.midi, index), label).not.toBe(0);
            // Notes on the first and third beats are tones of the chord sounding under them.
            for (const note of idea.melody) {
              if (note.startBeat % 2 !== 0) continue;
              const chord = idea.chords[Math.floor(note.startBeat / 4)]!;
              const chordPcs = chord.notes.map((m) => m % 12);
              if (note !== last && note !== endOfFirstHalf) expect(chordPcs, label).toContain(note.midi % 12);
            }
            // Nothing overlaps in the melody, and everything fits in eight bars.
            for (let i = 1; i < idea.melody.length; i++) {
              const before = idea.melody[i - 1]!;
              expect(before.startBeat + before.beats).toBeLessThanOrEqual(idea.melody[i]!.startBeat + 1e-9);
            }
            expect(last.startBeat + last.beats).toBeLessThanOrEqual(idea.totalBeats);
          }
        }
      }
    }
  });

  it('names chords and numerals from the scale', () => {
    const idea = generateIdea({ tonic: 'C', scale: 'major', mood: 'uplifting', tempo: 120, seed: 3 });
    const names = new Set(idea.chords.map((c) => `${c.roman}=${c.name}`));
    const allowed = new Set(['I=C', 'ii=Dm', 'iii=Em', 'IV=F', 'V=G', 'vi=Am', 'vii°=Bdim']);
    for (const name of names) expect(allowed).toContain(name);
    const sevenths = generateIdea({ tonic: 'C', scale: 'major', mood: 'chill', tempo: 80, seed: 3 });
    const allowed7 = new Set([
      'Imaj7=Cmaj7',
      'ii7=Dm7',
      'iii7=Em7',
      'IVmaj7=Fmaj7',
      'V7=G7',
      'vi7=Am7',
      'viiø7=Bm7b5',
    ]);
    for (const chord of sevenths.chords) expect(allowed7).toContain(`${chord.roman}=${chord.name}`);
  });

  it('checks its settings with clear messages', () => {
    const check = (input: unknown) => {
      const result = ideaSettingsSchema.safeParse(input);
      return result.success ? null : result.error.issues[0]!.message;
    };
    expect(check(settings)).toBeNull();
    expect(check({ ...settings, tempo: 300 })).toBe('The tempo must be 60 to 180 BPM');
    expect(check({ ...settings, tempo: 90.5 })).toBe('The tempo must be a whole number');
    expect(check({ ...settings, tonic: 'H' })).toBe('Choose a key');
    expect(check({ ...settings, mood: 'angry' })).toBe('Choose a mood');
    expect(check({ ...settings, seed: -1 })).toBe('The seed must be 0 to 2147483647');
    expect(ideaFileName({ ...settings, tonic: 'F#' })).toBe(
      'quantum-lab-fsharp-minor-chill-90bpm-seed42.mid',
    );
  });
});

describe('the MIDI file of an idea', () => {
  for (const mood of IDEA_MOODS) {
    it(`parses back to the generated notes (${mood})`, () => {
      const idea = generateIdea({ ...settings, mood, seed: 2024 });
      const file = new Midi(ideaToMidi(idea));
      expect(file.header.ppq).toBe(IDEA.ppq);
      // Stored as microseconds per quarter note.
      expect(file.header.tempos[0]!.bpm).toBeCloseTo(settings.tempo, 3);
      expect(file.header.timeSignatures[0]!.timeSignature).toEqual([4, 4]);
      const parts = ideaParts(idea);
      expect(file.tracks.map((t) => t.name)).toEqual(parts.map((p) => p.name));
      parts.forEach((part, i) => {
        const track = file.tracks[i]!;
        expect(track.channel).toBe(part.channel);
        const read = track.notes
          .map((n) => [n.midi, n.ticks, n.durationTicks, Math.round(n.velocity * 127)])
          .sort((a, b) => a[1]! - b[1]! || a[0]! - b[0]!);
        const written = part.notes
          .map((n) => [n.midi, toTicks(n.startBeat), toTicks(n.beats), n.velocity])
          .sort((a, b) => a[1]! - b[1]! || a[0]! - b[0]!);
        expect(read).toEqual(written);
      });
      // The file lasts the eight bars at the chosen tempo.
      expect(file.duration).toBeLessThanOrEqual((idea.totalBeats * 60) / settings.tempo + 1e-6);
    });
  }

  it('ends every track with the last bar, a whole number of 4/4 bars long', () => {
    for (const mood of IDEA_MOODS) {
      const idea = generateIdea({ ...settings, mood, seed: 7 });
      const bytes = ideaToMidi(idea);
      const tracks = readMidiTracks(bytes);
      expect(tracks).toHaveLength(4);
      const ticksPerBar = IDEA.beatsPerBar * IDEA.ppq;
      for (const events of tracks) {
        const last = events[events.length - 1]!;
        // End of track (FF 2F 00), after every other event, at the end of bar 8.
        expect([last.status, last.type, last.data]).toEqual([0xff, 0x2f, []]);
        expect(last.tick % ticksPerBar).toBe(0);
        expect(last.tick).toBe(IDEA.bars * ticksPerBar);
        for (const event of events) expect(event.tick).toBeLessThanOrEqual(last.tick);
      }
      // @tonejs/midi reads the same end on each part's track.
      for (const track of new Midi(bytes).tracks) expect(track.endOfTrackTicks).toBe(IDEA.bars * ticksPerBar);
    }
  });

  it("carries the key signature of the idea's key (sharps or flats, major or minor)", () => {
    const cases: [IdeaSettings['tonic'], IdeaSettings['scale'], number, 0 | 1][] = [
      ['C', 'major', 0, 0],
      ['A', 'minor', 0, 1],
      ['G', 'major', 1, 0],
      ['E', 'minor', 1, 1],
      ['B', 'major', 5, 0],
      ['F#', 'major', 6, 0],
      ['C#', 'major', -5, 0],
      ['F', 'major', -1, 0],
      ['Bb', 'major', -2, 0],
      ['Eb', 'major', -3, 0],
      ['Ab', 'major', -4, 0],
      ['C', 'minor', -3, 1],
      ['F#', 'minor', 3, 1],
      ['C#', 'minor', 4, 1],
      ['Eb', 'minor', -6, 1],
      ['Bb', 'minor', -5, 1],
      // Harmonic minor is written with the minor signature; a mode with the key of its tonic and third.
      ['A', 'harmonicMinor', 0, 1],
      ['D', 'dorian', -1, 1],
      ['E', 'phrygian', 1, 1],
      ['G', 'mixolydian', 1, 0],
    ];
    for (const [tonic, scale, accidentals, minor] of cases) {
      const idea = generateIdea({ ...settings, tonic, scale });
      const [conductor] = readMidiTracks(ideaToMidi(idea));
      const signatures = conductor!.filter((event) => event.status === 0xff && event.type === 0x59);
      expect(signatures, `${tonic} ${scale}`).toHaveLength(1);
      expect(signatures[0]!.tick).toBe(0);
      // FF 59 02 sf mi: sf a signed byte (sharps positive, flats negative), mi 0 major, 1 minor.
      const [sf, mi] = signatures[0]!.data;
      expect([(sf! << 24) >> 24, mi], `${tonic} ${scale}`).toEqual([accidentals, minor]);
    }
  });
});
