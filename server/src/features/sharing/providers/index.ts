import type { PreviewProvider } from '../preview';
import { artistPreviews } from './artist';
import { certificatePreviews } from './certificate';
import { coursePreviews } from './course';
import { trackPreviews } from './track';

/**
 * Every kind of page with a link preview, by its pattern in common/pages.ts. Playlists plug in here with a
 * provider of their own (path '/playlist/:id').
 */
export const previewProviders: readonly PreviewProvider[] = [
  trackPreviews,
  artistPreviews,
  coursePreviews,
  certificatePreviews,
];
