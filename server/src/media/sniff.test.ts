import { describe, expect, it } from 'vitest';
import { sniffAudio, sniffImage, sniffVideo } from './sniff';

describe('sniffing', () => {
  it('knows MP4, WebM, JPEG, PNG and WebP by their first bytes only', () => {
    expect(sniffVideo(Buffer.from('\0\0\0\x20ftypmp42', 'latin1'))?.ext).toBe('mp4');
    expect(sniffVideo(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0]))?.ext).toBe('webm');
    expect(sniffVideo(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))).toBeNull();
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))?.ext).toBe('webp');
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))?.contentType).toBe('image/jpeg');
    expect(sniffImage(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))?.ext).toBe('png');
    expect(sniffImage(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))).toBeNull();
  });

  it('knows MP3 (tagged or a bare frame), WAV and FLAC, and nothing else', () => {
    expect(sniffAudio(Buffer.from('ID3\x04\0\0\0\0\0\0', 'latin1'))?.type).toBe('mp3');
    expect(sniffAudio(Buffer.from([0xff, 0xfb, 0x90, 0x64]))?.contentType).toBe('audio/mpeg');
    expect(sniffAudio(Buffer.from('RIFF\0\0\0\0WAVEfmt ', 'latin1'))?.ext).toBe('wav');
    expect(sniffAudio(Buffer.from('fLaC\0\0\0\x22', 'latin1'))?.contentType).toBe('audio/flac');
    expect(sniffAudio(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))).toBeNull();
    expect(sniffAudio(Buffer.from([0xff, 0xfb, 0xf0, 0x64]))).toBeNull();
  });

  it('gives every type its short name, extension and content type', () => {
    expect(sniffVideo(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))).toEqual({
      type: 'webm',
      ext: 'webm',
      contentType: 'video/webm',
    });
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff]))).toEqual({
      type: 'jpg',
      ext: 'jpg',
      contentType: 'image/jpeg',
    });
  });
});
