import { MAX_AUDIO_BYTES, UPLOAD_MESSAGES } from '@common/upload';
import { describe, expect, it } from 'vitest';
import { audioFileProblem } from './audioFileCheck';

describe('audioFileProblem', () => {
  it('accepts .mp3, .wav and .flac in any case up to 50MB', () => {
    expect(audioFileProblem({ name: 'a.mp3', size: 10 })).toBeNull();
    expect(audioFileProblem({ name: 'B.WAV', size: MAX_AUDIO_BYTES })).toBeNull();
    expect(audioFileProblem({ name: 'c.flac', size: 1 })).toBeNull();
  });

  it('rejects other types, files over 50MB and empty files with a clear message', () => {
    expect(audioFileProblem({ name: 'notes.txt', size: 10 })).toBe(UPLOAD_MESSAGES.unsupportedType);
    expect(audioFileProblem({ name: 'song.wav.exe', size: 10 })).toBe(UPLOAD_MESSAGES.unsupportedType);
    expect(audioFileProblem({ name: 'big.wav', size: MAX_AUDIO_BYTES + 1 })).toBe(UPLOAD_MESSAGES.tooLarge);
    expect(audioFileProblem({ name: 'empty.mp3', size: 0 })).toMatch(/empty/);
  });
});
