/**
 * The media worker thread: decodes one file and measures it, or writes its preview. Everything heavy
 * (decoding, encoding, essentia.js WASM) runs here, never on the server's event loop. essentia.js installs
 * process-wide exception handlers when it loads, which is another reason it is only ever loaded inside this
 * thread (and only for an analysis). An analysis may start a second such thread for its essentia measures
 * (essentiaHelper.ts); the libraries only one kind of request needs are imported when it comes.
 */
import fs from 'node:fs';
import os from 'node:os';
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { helperHasRoom, serveEssentia, startEssentiaHelper } from './essentiaHelper';
import { detachedInput, essentiaInput, loadEssentia, readEssentia } from './essentiaStages';
import {
  ANALYSIS_SAMPLE_RATE,
  energyScore,
  formatKey,
  mixToMono,
  normaliseDanceability,
  resample,
  waveformPeaks,
} from './features';
import { completeHitFeatures, measureHitSignal } from './hitFeatures';
import { integratedLoudnessOf, loudnessSteps } from './loudness';
import type { PreviewResult } from './preview';
import type { AudioAnalysis, MediaWorkerRequest, PreviewRequest } from './types';
import type { VocalEssentia } from './vocal';
import { threadCpuMs, type MediaWorkerReply } from './worker';

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

/** Share of a typical analysis done when each stage ends (percent), for the progress a caller may ask for. */
const STAGE_DONE_PERCENT: Record<string, number> = {
  metadata: 2,
  decode: 30,
  mono: 32,
  'waveform+loudness': 38,
  hit: 55,
  // Only when the essentia measures run in this thread:
  load: 58,
  tempo: 75,
  danceability: 77,
  onsets: 83,
  key: 95,
  wait: 95,
  melody: 100,
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
    // Stages run in either thread, so the share only ever grows.
    if (done) Atomics.store(done, 0, Math.max(Atomics.load(done, 0), STAGE_DONE_PERCENT[name] ?? 0));
  };
  // First thing: the helper thread starts and loads essentia while this one reads and decodes the file.
  const helper = helperHasRoom() ? startEssentiaHelper() : null;
  try {
    const [{ parseFile }, { decodeAudio }] = await Promise.all([
      import('music-metadata'),
      import('./decodeAudio'),
    ]);
    const metadata = await parseFile(filePath, { duration: true, skipCovers: true });
    lap('metadata');
    const { container, codec, numberOfSamples } = metadata.format;
    const mp3 = container === 'MPEG' && /Layer 3$/.test(codec ?? '');
    const decoded = await decodeAudio(await fs.promises.readFile(filePath), mp3, numberOfSamples);
    const channels = decoded.channelData;
    const sampleRate = decoded.sampleRate;
    if (!channels.length || !channels[0]?.length) throw new Error('The file holds no audio');
    lap('decode');

    const mono = resample(mixToMono(channels), sampleRate, ANALYSIS_SAMPLE_RATE);
    const excerpts = essentiaInput(mono);
    // The helper gets a copy of the middle minute only (its buffer moves, nothing else is copied); should it
    // fail, this thread measures the same excerpts itself.
    const fromHelper = helper ? helper.read(detachedInput(excerpts)).catch(() => null) : null;
    lap('mono');

    const waveform = waveformPeaks(channels);
    // The first two channels filtered once for the integrated loudness and the hit features' short-term loudness.
    const steps = loudnessSteps(channels.slice(0, 2), sampleRate);
    const loudness = integratedLoudnessOf(steps);
    lap('waveform+loudness');

    const signal = measureHitSignal({ channels, sampleRate, mono, integratedLufs: loudness, steps });
    lap('hit');

    let helperCpu: number | null = null;
    let readings = fromHelper ? await fromHelper : null;
    if (readings) {
      lap('wait');
      Object.assign(timings, readings.timings);
      helperCpu = readings.cpu;
    } else {
      const essentia = loadEssentia();
      lap('load');
      readings = { ...readEssentia(essentia, excerpts, lap), timings: {}, cpu: null };
    }
    const { bpm, danceability, onsetRate, key } = readings;

    const foundKey = key.key && key.strength > 0.2 ? formatKey(key.key, key.scale) : null;
    const hitFeatures = completeHitFeatures(signal, onsetRate, foundKey);
    lap('melody');

    const cpuAtEnd = threadCpuMs();
    if (cpuAtStart !== null && cpuAtEnd !== null) {
      timings.cpu = cpuAtEnd - cpuAtStart + (helperCpu ?? 0);
      if (helperCpu !== null) timings.helperCpu = helperCpu;
    }

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
      hit: hitFeatures,
    };
  } finally {
    helper?.stop();
  }
}

/** Decodes the file and writes its preview (the opening, faded out, as MP3) to the requested path. */
async function preview(request: PreviewRequest): Promise<PreviewResult> {
  const [{ default: decode }, { encodePreview }] = await Promise.all([
    import('audio-decode'),
    import('./preview'),
  ]);
  const decoded = await decode(await fs.promises.readFile(request.filePath));
  const { mp3, result } = encodePreview(decoded.channelData, decoded.sampleRate);
  await fs.promises.writeFile(request.outputPath, mp3);
  return result;
}

async function run(request: MediaWorkerRequest, port: MessagePort): Promise<unknown> {
  switch (request.kind) {
    case 'vocal': {
      const { analyseVocal } = await import('./vocal');
      return analyseVocal(request.filePath, () => loadEssentia() as unknown as VocalEssentia);
    }
    case 'essentia':
      return serveEssentia(port);
    case 'preview':
      return preview(request);
    default:
      return analyse(request.filePath, request.progress);
  }
}

const port = parentPort;
if (port) {
  lowerPriority();
  run(workerData as MediaWorkerRequest, port).then(
    (value) => port.postMessage({ ok: true, value } satisfies MediaWorkerReply<typeof value>),
    (error: unknown) =>
      port.postMessage({
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      } satisfies MediaWorkerReply<never>),
  );
}
