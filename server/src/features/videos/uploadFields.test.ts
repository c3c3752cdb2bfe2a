import { videoUploadFieldsSchema } from '@common/videos';
import { describe, expect, it } from 'vitest';

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
