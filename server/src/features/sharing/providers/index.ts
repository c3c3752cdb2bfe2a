import type { PreviewProvider } from '../preview';
import { artistPreviews } from './artist';
import { certificatePreviews } from './certificate';
import { coursePreviews } from './course';
import { playlistPreviews } from './playlist';
import { trackPreviews } from './track';

/**
 * Every kind of page with a link preview, by its pattern in common/pages.ts.
 */
export const previewProviders: readonly PreviewProvider[] = [
  trackPreviews,
  artistPreviews,
  coursePreviews,
  certificatePreviews,
  playlistPreviews,
];
