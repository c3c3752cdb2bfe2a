/**
 * Previews of priced tracks (Beat Bank beats): listeners without a licence hear the opening of the beat, faded
 * out, from a URL of its own; the owner and licence holders get the full file's URL instead.
 */

/** Every preview URL starts with this. */
export const PREVIEW_URL_PREFIX = '/media/previews/';
/** The longest preview of a priced track, in seconds: the first 45 s. */
export const PREVIEW_MAX_SECONDS = 45;
/** A preview never holds more than this share of its track, so a short beat is never given away whole. */
export const PREVIEW_MAX_SHARE = 0.5;

/** Whether an audio URL is a priced beat's preview rather than its full file. */
export function isPreviewUrl(url: string | null | undefined): boolean {
  return typeof url === 'string' && url.startsWith(PREVIEW_URL_PREFIX);
}

/** How long the preview of a track of `trackSeconds` is: the first 45 s, or half of a shorter track. */
export function previewSeconds(trackSeconds: number): number {
  if (!(trackSeconds > 0)) return 0;
  return Math.min(PREVIEW_MAX_SECONDS, trackSeconds * PREVIEW_MAX_SHARE);
}

/**
 * How long a track plays where everyone hears the same audio (listening rooms): a priced track plays its
 * preview, a free one (or one of unknown length) in full.
 */
export function sharedPlaybackSeconds(track: {
  price: number | string | null;
  duration: number | null;
}): number | null {
  return Number(track.price ?? 0) > 0 && track.duration ? previewSeconds(track.duration) : track.duration;
}
