/**
 * The media worker thread: decodes one file and measures it, or writes its preview. Everything heavy
 * (decoding, encoding, essentia.js WASM) runs here, never on the server's event loop. essentia.js installs
 * process-wide exception handlers when it loads, which is another reason it is only ever loaded inside this
 * thread (and only for an analysis).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import decode from 'audio-decode';
import { parseFile } from 'music-metadata';
import {
  ANALYSIS_SAMPLE_RATE,
  chooseTempo,
  energyScore,
  excerpt,
  formatKey,
  mixToMono,
  normaliseDanceability,
  resample,
  waveformPeaks,
} from './features';
import { measureHitFeatures } from './hitFeatures';
import { integratedLoudness } from './loudness';
import { encodePreview, type PreviewResult } from './preview';
import type { AudioAnalysis, MediaWorkerRequest, PreviewRequest } from './types';
import { analyseVocal, type VocalEssentia } from './vocal';
import type { MediaWorkerReply } from './worker';

/** Seconds of audio the tempo, danceability, key and onset measures look at (the middle of the track). */
const TEMPO_EXCERPT_SECONDS = 30;
const KEY_EXCERPT_SECONDS = 60;
const ONSET_EXCERPT_SECONDS = 15;
/** Tempo readings from here up are checked against a second estimator for a double-time error. */
const DOUBLE_TIME_CHECK_BPM = 125;

/** CPU time this thread has used, ms (Linux; null elsewhere): wall time alone says little on a busy machine. */
function threadCpuMs(): number | null {
  try {
    const fields = fs.readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat, counted in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

interface EssentiaVector {
  delete(): void;
}

interface EssentiaApi {
  arrayToVector(values: Float32Array): EssentiaVector;
  PercivalBpmEstimator(signal: EssentiaVector): { bpm: number };
  RhythmExtractor2013(
    signal: EssentiaVector,
    maxTempo: number,
    method: string,
    minTempo: number,
  ): { bpm: number };
  KeyExtractor(
    audio: EssentiaVector,
    averageDetuningCorrection?: boolean,
    frameSize?: number,
    hopSize?: number,
    hpcpSize?: number,
    maxFrequency?: number,
    maximumSpectralPeaks?: number,
    minFrequency?: number,
    pcpThreshold?: number,
    profileType?: string,
  ): { key: string; scale: string; strength: number };
  Danceability(signal: EssentiaVector): { danceability: number };
  OnsetRate(signal: EssentiaVector): { onsetRate: number };
}

/** Niceness of the analysis thread: requests win the CPU, the analysis still gets a fair share. */
const WORKER_NICENESS = 10;

/** Lowers this thread's CPU priority (Linux: setpriority on the thread id), so requests keep the cores. */
function lowerPriority(): void {
  try {
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, WORKER_NICENESS);
  } catch {
    // Not Linux, or not allowed: run at normal priority.
  }
}

function loadEssentia(): EssentiaApi {
  const require = createRequire(import.meta.url);
  const wasm: unknown = require('essentia.js/dist/essentia-wasm.umd.js');
  const Essentia = require('essentia.js/dist/essentia.js-core.umd.js') as new (wasm: unknown) => EssentiaApi;
  return new Essentia(wasm);
}

/** Share of a typical analysis done when each stage ends (percent), for the progress a caller may ask for. */
const STAGE_DONE_PERCENT: Record<string, number> = {
  metadata: 2,
  decode: 15,
  'waveform+loudness': 22,
  load: 27,
  tempo: 50,
  danceability: 53,
  onsets: 60,
  key: 72,
  hit: 100,
};

async function analyse(filePath: string, progress?: SharedArrayBuffer): Promise<AudioAnalysis> {
  const timings: Record<string, number> = {};
  const cpuAtStart = threadCpuMs();
  let mark = performance.now();
  const done = progress ? new Int32Array(progress) : null;
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - mark);
    mark = now;
    if (done) Atomics.store(done, 0, STAGE_DONE_PERCENT[name] ?? 0);
  };

  const metadata = await parseFile(filePath, { duration: true, skipCovers: true });
  lap('metadata');
  const decoded = await decode(await fs.promises.readFile(filePath));
  const channels = decoded.channelData;
  const sampleRate = decoded.sampleRate;
  if (!channels.length || !channels[0]?.length) throw new Error('The file holds no audio');
  lap('decode');

  const waveform = waveformPeaks(channels);
  const loudness = integratedLoudness(channels.slice(0, 2), sampleRate);
  lap('waveform+loudness');

  const mono = resample(mixToMono(channels), sampleRate, ANALYSIS_SAMPLE_RATE);
  const essentia = loadEssentia();
  lap('load');

  const rhythmPart = essentia.arrayToVector(excerpt(mono, ANALYSIS_SAMPLE_RATE, TEMPO_EXCERPT_SECONDS));
  // RhythmExtractor2013 (degara) first; a fast reading may be a slow track read at double time, and only
  // then is the second estimator worth its cost.
  const rhythm = essentia.RhythmExtractor2013(rhythmPart, 208, 'degara', 40).bpm;
  const bpm =
    rhythm >= DOUBLE_TIME_CHECK_BPM
      ? chooseTempo(essentia.PercivalBpmEstimator(rhythmPart).bpm, rhythm)
      : chooseTempo(Number.NaN, rhythm);
  lap('tempo');
  const danceability = essentia.Danceability(rhythmPart).danceability;
  lap('danceability');
  rhythmPart.delete();
  const onsetPart = essentia.arrayToVector(excerpt(mono, ANALYSIS_SAMPLE_RATE, ONSET_EXCERPT_SECONDS));
  const onsetRate = essentia.OnsetRate(onsetPart).onsetRate;
  onsetPart.delete();
  lap('onsets');

  const keyPart = essentia.arrayToVector(excerpt(mono, ANALYSIS_SAMPLE_RATE, KEY_EXCERPT_SECONDS));
  // The 'edma' profile (electronic and beat-driven music) read the demo catalogue's keys best.
  const key = essentia.KeyExtractor(keyPart, true, 4096, 4096, 12, 3500, 60, 25, 0.2, 'edma');
  keyPart.delete();
  lap('key');

  const foundKey = key.key && key.strength > 0.2 ? formatKey(key.key, key.scale) : null;
  const hit = measureHitFeatures({
    channels,
    sampleRate,
    mono,
    integratedLufs: loudness,
    onsetRate,
    key: foundKey,
  });
  lap('hit');

  const cpuAtEnd = threadCpuMs();
  if (cpuAtStart !== null && cpuAtEnd !== null) timings.cpu = cpuAtEnd - cpuAtStart;

  const seconds = metadata.format.duration ?? channels[0].length / sampleRate;
  return {
    duration: Math.round(seconds),
    codec: metadata.format.codec ?? null,
    sampleRate: metadata.format.sampleRate ?? sampleRate,
    bitrate: metadata.format.bitrate ? Math.round(metadata.format.bitrate) : null,
    waveform,
    loudness: Math.round(loudness * 10) / 10,
    energy: energyScore(loudness, onsetRate),
    danceability: normaliseDanceability(danceability),
    bpm: bpm === null ? null : Math.round(bpm),
    key: foundKey,
    keyStrength: Math.round(key.strength * 1000) / 1000,
    timings,
    hit,
  };
}

/** Decodes the file and writes its preview (the opening, faded out, as MP3) to the requested path. */
async function preview(request: PreviewRequest): Promise<PreviewResult> {
  const decoded = await decode(await fs.promises.readFile(request.filePath));
  const { mp3, result } = encodePreview(decoded.channelData, decoded.sampleRate);
  await fs.promises.writeFile(request.outputPath, mp3);
  return result;
}

function run(request: MediaWorkerRequest): Promise<unknown> {
  if (request.kind === 'vocal') {
    return analyseVocal(request.filePath, () => loadEssentia() as unknown as VocalEssentia);
  }
  return request.kind === 'preview' ? preview(request) : analyse(request.filePath, request.progress);
}

const port = parentPort;
if (port) {
  lowerPriority();
  run(workerData as MediaWorkerRequest).then(
    (value) => port.postMessage({ ok: true, value } satisfies MediaWorkerReply<typeof value>),
    (error: unknown) =>
      port.postMessage({
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      } satisfies MediaWorkerReply<never>),
  );
}
