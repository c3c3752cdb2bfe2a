import { UPLOAD_MESSAGES } from '@common/upload';
import { describe, expect, it } from 'vitest';
import { exceptionOutcome, interpretUploadResponse } from './uploadOutcome';

const okBody = JSON.stringify({ file: { url: '/media/audio/a.wav' }, track: { id: 7, title: 'A' } });

describe('interpretUploadResponse', () => {
  it('accepts a 2xx answer with file.url and track', () => {
    const outcome = interpretUploadResponse(201, okBody);
    expect(outcome.ok).toBe(true);
    if (outcome.ok) expect(outcome.response.track.id).toBe(7);
  });

  it('maps 401 to the login message', () => {
    expect(interpretUploadResponse(401, '{"message":"Not logged in"}')).toEqual({
      ok: false,
      error: UPLOAD_MESSAGES.notLoggedIn,
      unauthorized: true,
    });
    expect(UPLOAD_MESSAGES.notLoggedIn).toBe('You must be logged in to upload files');
  });

  it("reads the server's message (or error) on other failures", () => {
    expect(
      interpretUploadResponse(415, JSON.stringify({ message: UPLOAD_MESSAGES.unsupportedType })),
    ).toMatchObject({
      error: UPLOAD_MESSAGES.unsupportedType,
      unauthorized: false,
    });
    expect(interpretUploadResponse(413, '{"error":"Too big"}')).toMatchObject({ error: 'Too big' });
  });

  it("says 'Upload failed' without a sentence and 'Upload failed: Server error' for a non-JSON body", () => {
    expect(interpretUploadResponse(500, '{}')).toMatchObject({ error: 'Upload failed' });
    expect(interpretUploadResponse(502, '<html>Bad gateway</html>')).toMatchObject({
      error: 'Upload failed: Server error',
    });
  });

  it("says 'Failed to process server response' for a 2xx with a bad body", () => {
    expect(interpretUploadResponse(200, 'not json')).toMatchObject({
      error: 'Failed to process server response',
    });
    expect(interpretUploadResponse(201, '{"file":{}}')).toMatchObject({
      error: 'Failed to process server response',
    });
  });
});

describe('exceptionOutcome', () => {
  it("uses the exception's message, else 'Unknown error occurred'", () => {
    expect(exceptionOutcome(new Error('boom'))).toMatchObject({ error: 'boom' });
    expect(exceptionOutcome('weird')).toMatchObject({ error: 'Unknown error occurred' });
  });
});
