/** A Quantum Lab idea as a Standard MIDI File (@tonejs/midi), written the same way in the browser and the server. */
import * as tonejs from '@tonejs/midi';
import { chordNotes, type Idea, IDEA, ideaTitle, type IdeaNote } from './ideas';

// The package is CommonJS: Node sees its exports on `default`, bundlers as named exports.
const { Midi } = ((tonejs as { default?: typeof tonejs }).default ?? tonejs) as typeof tonejs;

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

/** The idea as MIDI bytes: tempo, 4/4, one track per part. */
export function ideaToMidi(idea: Idea): Uint8Array {
  const midi = new Midi();
  midi.header.setTempo(idea.settings.tempo);
  midi.header.timeSignatures.push({ ticks: 0, timeSignature: [4, 4] });
  midi.header.name = ideaTitle(idea.settings);
  for (const part of ideaParts(idea)) {
    const track = midi.addTrack();
    track.name = part.name;
    track.channel = part.channel;
    track.instrument.number = PROGRAMS[part.name.toLowerCase() as keyof typeof PROGRAMS];
    for (const note of part.notes) {
      track.addNote({
        midi: note.midi,
        ticks: toTicks(note.startBeat),
        durationTicks: toTicks(note.beats),
        velocity: note.velocity / 127,
      });
    }
  }
  return midi.toArray();
}
