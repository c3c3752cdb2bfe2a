/**
 * Vocal analysis, run inside the media worker thread: decode the take, follow its pitch frame by frame with
 * essentia.js (Hann window, Spectrum, PitchYinFFT) and turn the pitch track into figures (vocalFigures.ts).
 */
import fs from 'node:fs';
import decode from 'audio-decode';
import { VOCAL, VOCAL_MESSAGES, type VocalAnalysis } from '@common/vocal';
import { mixToMono, resample } from './features';
import { type PitchFrames, VOICING, vocalFigures } from './vocalFigures';

/** The voice lives far below 5 kHz: half the usual rate halves the work of every frame. */
export const VOCAL_SAMPLE_RATE = 22_050;
/** 46 ms windows (two periods of the lowest note measured, 65 Hz) every 23 ms. */
export const VOCAL_FRAME_SIZE = 1024;
export const VOCAL_HOP_SIZE = 512;

interface EssentiaVector {
  delete(): void;
}

/** The part of essentia.js this analysis uses. */
export interface VocalEssentia {
  arrayToVector(values: Float32Array): EssentiaVector;
  Spectrum(frame: EssentiaVector, size?: number): { spectrum: EssentiaVector };
  PitchYinFFT(
    spectrum: EssentiaVector,
    frameSize?: number,
    interpolate?: boolean,
    maxFrequency?: number,
    minFrequency?: number,
    sampleRate?: number,
    tolerance?: number,
  ): { pitch: number; pitchConfidence: number };
}

/**
 * Pitch, confidence and level of every frame. Frame i is centred on i * hop (the signal is padded with half a
 * window of silence at the start), so frame times read directly as take times.
 */
export function trackPitch(essentia: VocalEssentia, samples: Float32Array, sampleRate: number): PitchFrames {
  const size = VOCAL_FRAME_SIZE;
  const hop = VOCAL_HOP_SIZE;
  const count = Math.max(0, Math.floor(samples.length / hop) + 1);
  const hz = new Float32Array(count);
  const confidence = new Float32Array(count);
  const rms = new Float32Array(count);
  const window = new Float32Array(size).map((_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / size));
  const frame = new Float32Array(size);
  const fill = (f: number) => {
    let energy = 0;
    for (let i = 0; i < size; i++) {
      const v = samples[f * hop - size / 2 + i] ?? 0;
      energy += v * v;
      frame[i] = v * window[i]!;
    }
    return Math.sqrt(energy / size);
  };
  let loudest = 0;
  for (let f = 0; f < count; f++) {
    rms[f] = fill(f);
    loudest = Math.max(loudest, rms[f]!);
  }
  // Frames the figures would call silence need no pitch (the same floor as voicedContour): in a take with
  // pauses this saves much of the work.
  const floor = Math.max(1e-4, loudest * 10 ** (-VOICING.floorDb / 20));
  for (let f = 0; f < count; f++) {
    if (rms[f]! <= floor) continue;
    fill(f);
    const vector = essentia.arrayToVector(frame);
    const spectrum = essentia.Spectrum(vector, size).spectrum;
    const pitch = essentia.PitchYinFFT(spectrum, size, true, 1200, 60, sampleRate, 1);
    vector.delete();
    spectrum.delete();
    hz[f] = pitch.pitch;
    confidence[f] = pitch.pitchConfidence;
  }
  return {
    hz,
    confidence,
    rms,
    hopSeconds: hop / sampleRate,
    windowSeconds: size / sampleRate,
    durationSeconds: samples.length / sampleRate,
  };
}

/** CPU time this thread has used, ms (Linux; null elsewhere): wall time alone says little on a busy machine. */
function threadCpuMs(): number | null {
  try {
    const fields = fs.readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** Decodes a take and measures it (in the media worker). A take longer than VOCAL.maxTakeSeconds is refused. */
export async function analyseVocal(
  filePath: string,
  loadEssentia: () => VocalEssentia,
): Promise<VocalAnalysis & { timings: Record<string, number> }> {
  const timings: Record<string, number> = {};
  const cpuAtStart = threadCpuMs();
  let mark = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - mark);
    mark = now;
  };
  let decoded;
  try {
    decoded = await decode(await fs.promises.readFile(filePath));
  } catch {
    throw new Error(VOCAL_MESSAGES.unreadable);
  }
  const channels = decoded.channelData;
  if (!channels.length || !channels[0]?.length) throw new Error(VOCAL_MESSAGES.unreadable);
  if (channels[0].length / decoded.sampleRate > VOCAL.maxTakeSeconds + 0.5) {
    throw new Error(VOCAL_MESSAGES.tooLong);
  }
  lap('decode');
  const mono = resample(mixToMono(channels), decoded.sampleRate, VOCAL_SAMPLE_RATE);
  lap('resample');
  const essentia = loadEssentia();
  lap('load');
  const frames = trackPitch(essentia, mono, VOCAL_SAMPLE_RATE);
  lap('pitch');
  const figures = vocalFigures(frames);
  lap('figures');
  const cpuAtEnd = threadCpuMs();
  if (cpuAtStart !== null && cpuAtEnd !== null) timings.cpu = cpuAtEnd - cpuAtStart;
  return { ...figures, timings };
}
