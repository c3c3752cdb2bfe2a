import { videoUploadFieldsSchema } from '@common/videos';
import { describe, expect, it } from 'vitest';
import { sniffThumbnail, sniffVideo } from './sniff';

describe('videoUploadFieldsSchema', () => {
  it('derives the reel flag from the reported dimensions unless it is sent', () => {
    expect(videoUploadFieldsSchema.parse({ title: 'a', width: '720', height: '1280' }).isReelFormat).toBe(
      true,
    );
    expect(videoUploadFieldsSchema.parse({ title: 'a', width: '1280', height: '720' }).isReelFormat).toBe(
      false,
    );
    expect(videoUploadFieldsSchema.parse({ title: 'a' }).isReelFormat).toBe(false);
    expect(
      videoUploadFieldsSchema.parse({ title: 'a', width: '1280', height: '720', isReelFormat: 'true' })
        .isReelFormat,
    ).toBe(true);
  });

  it('ignores a blank or malformed duration and cleans the tags', () => {
    const parsed = videoUploadFieldsSchema.parse({ title: ' t ', duration: '', tags: ' a, ,b ' });
    expect(parsed).toMatchObject({ title: 't', duration: undefined, tags: ['a', 'b'] });
    expect(videoUploadFieldsSchema.parse({ title: 't', duration: 'abc' }).duration).toBeUndefined();
  });
});

describe('sniffing', () => {
  it('knows MP4, WebM, JPEG, PNG and WebP by their first bytes only', () => {
    expect(sniffVideo(Buffer.from('\0\0\0\x20ftypmp42', 'latin1'))?.ext).toBe('mp4');
    expect(sniffVideo(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0]))?.ext).toBe('webm');
    expect(sniffVideo(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))).toBeNull();
    expect(sniffThumbnail(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))?.ext).toBe('webp');
    expect(sniffThumbnail(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))?.contentType).toBe('image/jpeg');
    expect(sniffThumbnail(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))).toBeNull();
  });
});
