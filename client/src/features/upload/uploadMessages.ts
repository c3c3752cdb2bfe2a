import { UNKNOWN_ARTIST } from '@common/tracks';

/** The upload and publish texts of part 2, sections 5 and 8, quoted exactly. */
export const UPLOAD_TEXT = {
  failedTitle: 'Upload failed',
  failed: 'Upload failed',
  serverError: 'Upload failed: Server error',
  badResponse: 'Failed to process server response',
  network: 'Network error occurred',
  unknown: 'Unknown error occurred',
  cancelled: 'Upload cancelled',
  emptyFile: 'This file is empty. Please choose an audio file.',
  authTitle: 'Authentication required',
  authDescription: 'Please log in to upload tracks.',
  successTitle: 'Upload successful',
  successDescription: 'Your track has been uploaded successfully.',
  stillUploadingTitle: 'Files still uploading',
  stillUploadingDescription: 'Please wait for all files to finish uploading before submitting.',
  missingTitle: 'Missing information',
  publishedTitle: 'Upload complete',
  publishErrorTitle: 'Error publishing track',
  publishErrorFallback: 'Failed to complete the publishing process.',
  untitled: 'Untitled Track',
  unknownArtist: UNKNOWN_ARTIST,
  otherGenre: 'Other',
} as const;

/** 'Successfully published N track(s).' */
export function publishedDescription(count: number): string {
  return `Successfully published ${count} track(s).`;
}

/** Pause before the page goes to /dashboard after publishing (part 2, section 9). */
export const REDIRECT_DELAY_MS = 1500;
