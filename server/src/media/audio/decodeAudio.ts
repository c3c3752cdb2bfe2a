/**
 * Decodes one audio file for the analysis. An MP3 goes through the same mpg123 decoder as a whole-file decode,
 * fed 16 KiB at a time: the whole-file decode keeps every block of output of both channels (a mono MP3 comes out
 * of the decoder as two equal channels) and then copies them into one array per channel, about four times the
 * decoded track in fresh memory. In steps, each block is small and short-lived, copied at once into arrays sized
 * from the metadata, for the channels the file really has. The samples are the same; the file is decoded once.
 */
import decode from 'audio-decode';

/** Bytes of MP3 handed to the decoder at a time. */
const MP3_STEP_BYTES = 16_384;
/** Room kept beyond the length the metadata announces (the decoder may give a frame or two more). */
const SPARE_SECONDS = 1;
/** No MP3 gives more samples per byte than this (8 kbit/s at 8 kHz gives 8): bounds a wrong announcement. */
const MAX_SAMPLES_PER_BYTE = 16;
/** The first guess when nothing is announced (about 88 kbit/s at 44.1 kHz); the arrays grow beyond it. */
const GUESSED_SAMPLES_PER_BYTE = 4;

export interface DecodedAudio {
  channelData: Float32Array[];
  sampleRate: number;
}

/**
 * Decodes a whole file. `mp3` when its metadata says MPEG layer 3: decoded in steps, as above, into arrays sized
 * for `expectedSamples` per channel (what the metadata announces) when known.
 */
export async function decodeAudio(
  bytes: Uint8Array,
  mp3: boolean,
  expectedSamples?: number,
): Promise<DecodedAudio> {
  return (mp3 ? await decodeMp3InSteps(bytes, expectedSamples) : null) ?? decode(bytes);
}

/**
 * The MP3 decoded in steps, or null when nothing was decoded (the whole-file decode then fails, or answers the
 * same). Each block is copied into the channels as it comes, so no block outlives its step. The decoder hands both
 * channels of a mono MP3 equal, and audio-decode keeps one of them; in steps it judges block by block until a
 * block's channels differ, so a stereo file's opening silence (equal channels) may come as single-channel blocks
 * before the stereo ones. Such a block's two channels were equal, so it stands for both.
 */
async function decodeMp3InSteps(bytes: Uint8Array, expectedSamples = 0): Promise<DecodedAudio | null> {
  const decoder = await decode.mp3();
  let channels: Float32Array[] = [];
  let length = 0;
  let sampleRate = 0;
  const append = (block: Float32Array[]) => {
    const count = block[0]!.length;
    if (channels.length === 0) {
      const announced = expectedSamples > 0 ? expectedSamples : bytes.length * GUESSED_SAMPLES_PER_BYTE;
      const spare = Math.round(SPARE_SECONDS * sampleRate);
      // Pages of the arrays that are never written cost nothing.
      const capacity = Math.min(announced + spare, bytes.length * MAX_SAMPLES_PER_BYTE);
      channels = block.map(() => new Float32Array(Math.max(capacity, count)));
    }
    if (length + count > channels[0]!.length) {
      // More than announced: room for twice as much.
      channels = channels.map((samples) => {
        const grown = new Float32Array(Math.max(2 * samples.length, length + count));
        grown.set(samples.subarray(0, length));
        return grown;
      });
    }
    if (block.length > channels.length) {
      // The first block whose channels differ: the blocks before it had equal channels.
      const second = new Float32Array(channels[0]!.length);
      second.set(channels[0]!.subarray(0, length));
      channels.push(second);
    }
    channels.forEach((samples, c) => samples.set(block[c] ?? block[0]!, length));
    length += count;
  };
  try {
    for (let offset = 0; offset < bytes.length; offset += MP3_STEP_BYTES) {
      const out = await decoder(bytes.subarray(offset, offset + MP3_STEP_BYTES));
      if (out.channelData.length) {
        sampleRate = out.sampleRate;
        append(out.channelData);
      }
    }
    // Flushes what the decoder still holds, and frees it.
    const rest = await decoder();
    if (rest.channelData.length) append(rest.channelData);
  } finally {
    decoder.free();
  }
  if (length === 0) return null;
  return { channelData: channels.map((samples) => samples.subarray(0, length)), sampleRate };
}
