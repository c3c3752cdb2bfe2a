import decode from 'audio-decode';
import { describe, expect, it } from 'vitest';
import { decodeAudio } from './decodeAudio';
import { encodeMp3 } from './encodeMp3';
import type { SynthAudio } from './synth';

const SR = 44_100;

/** Two different tones, after `silentSeconds` of digital silence on both channels. */
function stereo(seconds: number, silentSeconds: number): SynthAudio {
  const left = new Float32Array(seconds * SR);
  const right = new Float32Array(seconds * SR);
  for (let i = silentSeconds * SR; i < left.length; i++) {
    left[i] = 0.3 * Math.sin((2 * Math.PI * 440 * i) / SR);
    right[i] = 0.2 * Math.sin((2 * Math.PI * 660 * i) / SR) + 0.05 * Math.sin((2 * Math.PI * 97 * i) / SR);
  }
  return { sampleRate: SR, left, right };
}

describe('decoding an MP3 in steps', () => {
  it.each([
    ['a mono MP3', 1 as const, 0, 12 * SR],
    ['a stereo MP3 whose length is not announced', 2 as const, 0, undefined],
    ['a stereo MP3 that opens with 3 s of silence', 2 as const, 3, 12 * SR],
    ['a stereo MP3 longer than its metadata said', 2 as const, 3, SR],
  ])(
    'gives the samples of the whole-file decode for %s',
    async (_, channels, silentSeconds, announced) => {
      const mp3 = encodeMp3(stereo(12, silentSeconds), 128, channels);
      const whole = await decode(mp3);
      const stepped = await decodeAudio(mp3, true, announced);
      expect(stepped.sampleRate).toBe(whole.sampleRate);
      expect(stepped.channelData).toHaveLength(channels);
      expect(stepped.channelData).toHaveLength(whole.channelData.length);
      stepped.channelData.forEach((samples, c) => {
        const expected = whole.channelData[c]!;
        expect(samples.length).toBe(expected.length);
        let differing = 0;
        for (let i = 0; i < samples.length; i++) if (samples[i] !== expected[i]) differing++;
        expect(differing).toBe(0);
      });
    },
    60_000,
  );

  it('leaves other formats and files that hold no MP3 to the whole-file decode', async () => {
    await expect(
      decodeAudio(new TextEncoder().encode('this is not an mp3 file at all'), true),
    ).rejects.toThrow();
  });
});
