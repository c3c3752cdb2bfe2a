import { MAX_VIDEO_BYTES } from '@common/videos';
import { describe, expect, it } from 'vitest';
import { uploadedLabel } from './videoText';
import { videoFileProblem } from './videoFileCheck';

describe('videoFileProblem', () => {
  it('accepts MP4 and WebM up to 200MB', () => {
    expect(videoFileProblem({ name: 'a.mp4', type: 'video/mp4', size: 10 })).toBeNull();
    expect(videoFileProblem({ name: 'a.WEBM', type: '', size: MAX_VIDEO_BYTES })).toBeNull();
  });

  it('refuses other types and larger files with the server’s messages', () => {
    expect(videoFileProblem({ name: 'a.mov', type: 'video/quicktime', size: 10 })).toBe(
      'Unsupported video type. Please upload an MP4 or WebM video.',
    );
    expect(videoFileProblem({ name: 'a.mp4', type: 'video/mp4', size: MAX_VIDEO_BYTES + 1 })).toBe(
      'Video too large. The maximum size is 200MB.',
    );
  });
});

describe('uploadedLabel', () => {
  it('reads Uploaded on {date}, or Recently uploaded without a date', () => {
    expect(uploadedLabel('2026-03-05T12:00:00.000Z')).toBe('Uploaded on Mar 5, 2026');
    expect(uploadedLabel(null)).toBe('Recently uploaded');
    expect(uploadedLabel('not a date')).toBe('Recently uploaded');
  });
});
