/** Waveform peaks as small players draw them (no dependencies: the embed bundle imports this). */

/** Peaks of the waveform an embed page draws (the analysis keeps more; an embed needs no more than this). */
export const EMBED_WAVEFORM_POINTS = 200;

/** Peaks reduced to `points` by taking the largest of each span, rounded to two decimals. */
export function reducePeaks(peaks: readonly number[], points = EMBED_WAVEFORM_POINTS): number[] {
  if (peaks.length <= points) return peaks.map((p) => Math.round(p * 100) / 100);
  const out: number[] = [];
  for (let i = 0; i < points; i += 1) {
    const start = Math.floor((i * peaks.length) / points);
    const end = Math.max(start + 1, Math.floor(((i + 1) * peaks.length) / points));
    let max = 0;
    for (let j = start; j < end; j += 1) max = Math.max(max, peaks[j] ?? 0);
    out.push(Math.round(max * 100) / 100);
  }
  return out;
}
