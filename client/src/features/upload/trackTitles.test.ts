import { describe, expect, it } from 'vitest';
import { fileBaseName, titleForFile, titleFromFileName } from './trackTitles';

describe('track titles', () => {
  it('drops the extension', () => {
    expect(fileBaseName('Night Drive.final.wav')).toBe('Night Drive.final');
    expect(fileBaseName('.wav')).toBe('');
    expect(fileBaseName('demo')).toBe('demo');
    expect(titleFromFileName('Sunrise.mp3')).toBe('Sunrise');
  });

  it("falls back to 'Untitled Track'", () => {
    expect(titleFromFileName('  .mp3')).toBe('Untitled Track');
    expect(titleFromFileName('')).toBe('Untitled Track');
  });

  it('names the first file with the typed title and later files after their file names', () => {
    expect(titleForFile(' My Song ', 'a.wav', 0)).toBe('My Song');
    expect(titleForFile('My Song', 'Second Idea.wav', 1)).toBe('Second Idea');
    expect(titleForFile('', 'Only.flac', 0)).toBe('Only');
  });
});
