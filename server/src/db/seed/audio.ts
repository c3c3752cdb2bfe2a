import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encodeMp3 } from '../../media/audio/encodeMp3';
import { type SynthSpec, synthesize } from '../../media/audio/synth';
import { encodeWav } from '../../media/audio/wav';

/** Bump when the synthesiser or the encoder settings change, so cached renders are made again. */
const RENDER_VERSION = 'v2';
const MP3_KBPS = 128;

/**
 * Renders a track to an MP3 file in a fresh temporary path (the analysis benchmark's 3-minute track).
 * Encoding in JavaScript takes seconds per track, so renders are cached on this machine
 * (in the system temp directory) by their exact recipe: the audio is deterministic.
 */
export async function renderDemoMp3(spec: SynthSpec, cacheDir = defaultCacheDir()): Promise<string> {
  const recipe = JSON.stringify({ RENDER_VERSION, MP3_KBPS, ...spec });
  const cached = path.join(cacheDir, `${createHash('sha256').update(recipe).digest('hex').slice(0, 24)}.mp3`);
  const out = path.join(os.tmpdir(), `pn-seed-${randomUUID()}.mp3`);
  try {
    await fs.promises.copyFile(cached, out);
    return out;
  } catch {
    // not rendered yet
  }
  const mp3 = encodeMp3(synthesize(spec), MP3_KBPS, 1);
  await fs.promises.writeFile(out, mp3);
  try {
    await fs.promises.mkdir(cacheDir, { recursive: true });
    const partial = `${cached}.${process.pid}.part`;
    await fs.promises.writeFile(partial, mp3);
    await fs.promises.rename(partial, cached);
  } catch {
    // the cache is only an optimisation
  }
  return out;
}

/**
 * Renders a demo track to a WAV file in a fresh temporary path (the caller hands it to storage, which
 * consumes it). The seed uses WAV: synthesis takes a fraction of a second per track, where MP3 encoding in
 * JavaScript would take seconds, and the first start of a fresh installation should be quick.
 */
export async function renderDemoWav(spec: SynthSpec): Promise<string> {
  const out = path.join(os.tmpdir(), `pn-seed-${randomUUID()}.wav`);
  await fs.promises.writeFile(out, encodeWav(synthesize(spec), 1));
  return out;
}

export function defaultCacheDir(): string {
  return path.join(os.tmpdir(), 'panda-nation-demo-audio');
}
