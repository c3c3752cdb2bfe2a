/**
 * Pure player logic shared by the mini player and the track page: where a track's audio is fetched
 * from, queue wrap-around and the maths of seeking on a waveform.
 */

/** Tracks whose URL mentions 'panda world' are served from this folder (part 1, section 4). */
export const FEATURED_AUDIO_DIR = '/audio/featured/';

/**
 * The URL the audio element plays: a track URL containing 'panda world' (in any case, spaces possibly
 * percent-encoded) is mapped to /audio/featured/ with the file name taken from the URL.
 */
export function resolveAudioUrl(url: string): string {
  let decoded = url;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    // a malformed escape: match on the raw text
  }
  if (!/panda[\s_+-]*world/i.test(decoded.replace(/\+/g, ' '))) return url;
  const path = decoded.split(/[?#]/)[0] ?? '';
  const fileName = path.split(/[\\/]/).filter(Boolean).pop();
  if (!fileName) return url;
  return `${FEATURED_AUDIO_DIR}${encodeURIComponent(fileName)}`;
}

/** An index moved by `step` inside a list of `length`, wrapping at both ends; -1 for an empty list. */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length <= 0) return -1;
  return (((index + step) % length) + length) % length;
}

/** The queue position to start from: the first featured track, else the first track (-1 when empty). */
export function defaultTrackIndex(tracks: readonly { featured: boolean }[]): number {
  if (tracks.length === 0) return -1;
  const featured = tracks.findIndex((t) => t.featured);
  return featured >= 0 ? featured : 0;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Where a pointer at `clientX` falls along an element spanning [left, left + width], as 0..1. */
export function pointerFraction(clientX: number, left: number, width: number): number {
  if (!(width > 0)) return 0;
  return clamp((clientX - left) / width, 0, 1);
}

/** The playback position, in seconds, at a fraction of the track. */
export function timeAtFraction(fraction: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  return clamp(fraction, 0, 1) * duration;
}

/** How far through the track a position is, as 0..1 (0 when the duration is unknown). */
export function fractionAtTime(time: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(time)) return 0;
  return clamp(time / duration, 0, 1);
}

/** The duration to show and seek with: the audio's own when known, else the analysed one, else NaN. */
export function knownDuration(audioDuration: number, trackDuration: number | null | undefined): number {
  if (Number.isFinite(audioDuration) && audioDuration > 0) return audioDuration;
  if (trackDuration !== null && trackDuration !== undefined && trackDuration > 0) return trackDuration;
  return Number.NaN;
}

/**
 * Waveform peaks (0..1) reduced or stretched to `bars` values by taking the loudest peak of each
 * slice, so short transients stay visible; values are clamped to 0..1.
 */
export function resamplePeaks(peaks: readonly number[], bars: number): number[] {
  if (bars <= 0 || peaks.length === 0) return [];
  const out: number[] = [];
  for (let i = 0; i < bars; i += 1) {
    const start = Math.floor((i * peaks.length) / bars);
    const end = Math.max(start + 1, Math.floor(((i + 1) * peaks.length) / bars));
    let max = 0;
    for (let j = start; j < end && j < peaks.length; j += 1) {
      const v = peaks[j] ?? 0;
      if (v > max) max = v;
    }
    out.push(clamp(Number.isFinite(max) ? max : 0, 0, 1));
  }
  return out;
}
