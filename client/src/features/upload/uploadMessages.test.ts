import { describe, expect, it } from 'vitest';
import { publishedDescription, REDIRECT_DELAY_MS, UPLOAD_TEXT } from './uploadMessages';

describe('upload texts', () => {
  it('quotes the spec', () => {
    expect(publishedDescription(3)).toBe('Successfully published 3 track(s).');
    expect(UPLOAD_TEXT.stillUploadingDescription).toBe(
      'Please wait for all files to finish uploading before submitting.',
    );
    expect(UPLOAD_TEXT.authDescription).toBe('Please log in to upload tracks.');
    expect(REDIRECT_DELAY_MS).toBe(1500);
  });
});
