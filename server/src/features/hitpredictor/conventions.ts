/**
 * The conventions Stage A scores against (decision 0037): duration and intro length from published studies of
 * hits, tempo ranges per genre as commonly produced (half and double time count as inside), and the release
 * checks the streaming services ask for.
 */

/** Full marks from 2:15 to 3:45, nothing at 1:30 or below and 5:30 or above. */
export const DURATION = { zeroLow: 90, fullLow: 135, fullHigh: 225, zeroHigh: 330 } as const;
/** Time to full level: full marks at 5 s or less, nothing at 20 s or more (Léveillé Gauvin 2018). */
export const TIME_TO_FULL_LEVEL = { full: 5, zero: 20 } as const;
/** Outside the genre's tempo range, points fall to nothing a quarter of an octave (about 19%) away. */
export const TEMPO_FALLOFF_OCTAVES = 0.25;
/** Release checklist: integrated loudness and true peak (no weight in the score). */
export const LOUDNESS_RANGE_LUFS = { low: -16, high: -6 } as const;
export const TRUE_PEAK_MAX_DBTP = -1;
/** Points per factor (five factors: 100 in all). */
export const FACTOR_POINTS = 20;
/** A genre needs this many measured tracks on the platform for its own percentiles; fewer use the catalogue. */
export const MIN_GENRE_TRACKS = 5;

/** BPM ranges per catalogue genre. */
export const GENRE_TEMPO: Record<string, [number, number]> = {
  'hip-hop': [80, 115],
  'r&b': [60, 100],
  pop: [95, 130],
  rock: [100, 145],
  electronic: [115, 140],
  jazz: [80, 160],
  country: [80, 130],
  reggae: [60, 95],
  funk: [95, 125],
  soul: [65, 105],
  blues: [60, 120],
  gospel: [70, 130],
  trap: [130, 170],
  drill: [135, 150],
  afrobeats: [95, 125],
  latin: [85, 130],
};

/** Distance in octaves from the BPM (or its half or double) to the genre's range; 0 inside. */
export function tempoDistance(bpm: number, range: [number, number]): number {
  let best = Infinity;
  for (const candidate of [bpm / 2, bpm, bpm * 2]) {
    const [low, high] = range;
    const d =
      candidate < low ? Math.log2(low / candidate) : candidate > high ? Math.log2(candidate / high) : 0;
    best = Math.min(best, d);
  }
  return best;
}
