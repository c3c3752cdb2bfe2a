import { chordNotes, type Idea, type IdeaNote } from '@common/ideas';
import { midiToHz } from '@common/music';

/** How each part sounds: oscillator shape, level and the note's attack and release (seconds). */
const VOICES = {
  melody: { type: 'triangle', gain: 0.28, attack: 0.01, release: 0.08 },
  chords: { type: 'sine', gain: 0.09, attack: 0.04, release: 0.25 },
  bass: { type: 'sawtooth', gain: 0.07, attack: 0.01, release: 0.06 },
} as const satisfies Record<string, { type: OscillatorType; gain: number; attack: number; release: number }>;

export interface IdeaPlayback {
  /** Seconds into the idea (for the playhead). */
  position(): number;
  stop(): void;
  /** Resolves when the idea has played to its end (or was stopped). */
  finished: Promise<void>;
}

/**
 * Plays an idea with Web Audio: a small synthesiser voice per note, scheduled ahead on the audio clock, so timing
 * does not depend on the page's main thread.
 */
export function playIdea(idea: Idea): IdeaPlayback {
  const context = new AudioContext();
  const secondsPerBeat = 60 / idea.settings.tempo;
  const master = context.createGain();
  master.gain.value = 0.9;
  const compressor = context.createDynamicsCompressor();
  master.connect(compressor).connect(context.destination);
  // A low-pass on the bass takes the edge off the sawtooth.
  const bassFilter = context.createBiquadFilter();
  bassFilter.type = 'lowpass';
  bassFilter.frequency.value = 600;
  bassFilter.connect(master);

  const start = context.currentTime + 0.08;
  const schedule = (notes: IdeaNote[], voice: (typeof VOICES)[keyof typeof VOICES], output: AudioNode) => {
    for (const note of notes) {
      const at = start + note.startBeat * secondsPerBeat;
      const end = at + note.beats * secondsPerBeat;
      const oscillator = context.createOscillator();
      oscillator.type = voice.type;
      oscillator.frequency.value = midiToHz(note.midi);
      const gain = context.createGain();
      const level = voice.gain * (note.velocity / 127);
      gain.gain.setValueAtTime(0, at);
      gain.gain.linearRampToValueAtTime(level, at + voice.attack);
      gain.gain.setValueAtTime(level, Math.max(at + voice.attack, end - 0.02));
      gain.gain.linearRampToValueAtTime(0, end + voice.release);
      oscillator.connect(gain).connect(output);
      oscillator.start(at);
      oscillator.stop(end + voice.release + 0.05);
    }
  };
  schedule(idea.melody, VOICES.melody, master);
  schedule(chordNotes(idea), VOICES.chords, master);
  schedule(idea.bass, VOICES.bass, bassFilter);

  const length = idea.totalBeats * secondsPerBeat;
  let stopped = false;
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const end = () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    void context.close();
    finish();
  };
  const timer = setTimeout(end, (length + 0.6) * 1000);
  return {
    position: () => Math.max(0, Math.min(length, context.currentTime - start)),
    stop: end,
    finished,
  };
}
