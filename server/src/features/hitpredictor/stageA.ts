import { formatDuration, type HitCheck, type HitFactor } from '@common/hitpredictor';
import {
  DURATION,
  FACTOR_POINTS,
  GENRE_TEMPO,
  LOUDNESS_RANGE_LUFS,
  TEMPO_FALLOFF_OCTAVES,
  TIME_TO_FULL_LEVEL,
  TRUE_PEAK_MAX_DBTP,
  tempoDistance,
} from './conventions';
import type { HitSubject } from './subject';

/** The values of the genre's measured tracks that the percentile factors compare with. */
export interface GenrePeers {
  /** The genre the peers are from, or null when they are the whole catalogue. */
  genre: string | null;
  danceability: number[];
  onsetRate: number[];
}

export interface StageAResult {
  chartPotential: number;
  factors: HitFactor[];
  checklist: HitCheck[];
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
const round1 = (v: number) => Math.round(v * 10) / 10;

/** Points on a ramp: full inside [fullLow, fullHigh], none at or beyond the zero marks, linear between. */
function trapezoid(x: number, zeroLow: number, fullLow: number, fullHigh: number, zeroHigh: number): number {
  if (x <= zeroLow || x >= zeroHigh) return 0;
  if (x < fullLow) return (x - zeroLow) / (fullLow - zeroLow);
  if (x > fullHigh) return (zeroHigh - x) / (zeroHigh - fullHigh);
  return 1;
}

/** Percentile rank (0-100): the share of values below x, ties counting half. */
export function percentileRank(x: number, values: number[]): number {
  if (values.length === 0) return 0;
  let below = 0;
  let equal = 0;
  for (const v of values) {
    if (v < x) below++;
    else if (v === x) equal++;
  }
  return Math.round(((below + equal / 2) / values.length) * 100);
}

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suffix}`;
};

const points = (share: number) => Math.round(clamp01(share) * FACTOR_POINTS * 10) / 10;

function durationFactor(seconds: number): HitFactor {
  const share = trapezoid(seconds, DURATION.zeroLow, DURATION.fullLow, DURATION.fullHigh, DURATION.zeroHigh);
  const reason =
    share === 1
      ? 'Inside 2:15–3:45, where most current hits sit.'
      : seconds < DURATION.fullLow
        ? 'Shorter than 2:15: points fall to nothing at 1:30.'
        : 'Longer than 3:45: points fall to nothing at 5:30.';
  return {
    id: 'duration',
    label: 'Duration',
    value: formatDuration(seconds),
    points: points(share),
    maxPoints: FACTOR_POINTS,
    reason,
  };
}

function introFactor(seconds: number): HitFactor {
  const { full, zero } = TIME_TO_FULL_LEVEL;
  const share = seconds <= full ? 1 : seconds >= zero ? 0 : (zero - seconds) / (zero - full);
  return {
    id: 'timeToFullLevel',
    label: 'Time to full level',
    value: `${round1(seconds)} s`,
    points: points(share),
    maxPoints: FACTOR_POINTS,
    reason:
      share === 1
        ? 'Full level within 5 s: intros of hits have shrunk to about 5 s (Léveillé Gauvin 2018).'
        : `Full level only after ${round1(seconds)} s: full marks at 5 s or less, nothing at 20 s or more.`,
  };
}

function tempoFactor(bpm: number | null, genre: string | null): HitFactor {
  const base = { id: 'tempo' as const, label: 'Tempo for the genre', maxPoints: FACTOR_POINTS };
  const range = genre ? GENRE_TEMPO[genre] : undefined;
  if (bpm === null) {
    return {
      ...base,
      value: 'not found',
      points: 0,
      maxPoints: 0,
      reason: 'No steady tempo was found: not scored.',
    };
  }
  if (!range) {
    return {
      ...base,
      value: `${bpm} BPM`,
      points: 0,
      maxPoints: 0,
      reason: 'No genre to compare with: not scored.',
    };
  }
  const distance = tempoDistance(bpm, range);
  const share = 1 - distance / TEMPO_FALLOFF_OCTAVES;
  return {
    ...base,
    value: `${bpm} BPM`,
    points: points(share),
    reason:
      distance === 0
        ? `Inside ${genre}'s usual ${range[0]}–${range[1]} BPM (half and double time count).`
        : `Outside ${genre}'s usual ${range[0]}–${range[1]} BPM, even at half or double time.`,
  };
}

function percentileFactor(
  id: 'danceability' | 'energy',
  label: string,
  value: number,
  peers: number[],
  peerGenre: string | null,
): HitFactor {
  const within = peerGenre ? `${peerGenre} tracks` : 'tracks';
  if (peers.length === 0) {
    return {
      id,
      label,
      value: 'no peers yet',
      points: 0,
      maxPoints: 0,
      reason: 'No measured tracks on this platform to compare with yet: not scored.',
    };
  }
  const rank = percentileRank(value, peers);
  return {
    id,
    label,
    value: `${ordinal(rank)} percentile`,
    points: points(rank / 100),
    maxPoints: FACTOR_POINTS,
    reason: `Higher than ${rank}% of the ${peers.length} measured ${within} on this platform.`,
  };
}

function checklist(subject: HitSubject): HitCheck[] {
  const { low, high } = LOUDNESS_RANGE_LUFS;
  const loud = subject.loudness;
  const peak = subject.hit.truePeak;
  return [
    {
      id: 'loudness',
      label: 'Integrated loudness',
      value: `${round1(loud)} LUFS`,
      passed: loud >= low && loud <= high,
      reason:
        loud < low
          ? `Quieter than ${low} LUFS: streaming services will turn it up less than other tracks are turned down.`
          : loud > high
            ? `Louder than ${high} LUFS: services turn it down, and the loudness costs dynamics.`
            : `Inside ${low} to ${high} LUFS. No published study links loudness with success, so it has no weight.`,
    },
    {
      id: 'truePeak',
      label: 'True peak',
      value: `${round1(peak)} dBTP`,
      passed: peak <= TRUE_PEAK_MAX_DBTP,
      reason:
        peak <= TRUE_PEAK_MAX_DBTP
          ? 'At most -1 dBTP, as streaming services ask.'
          : 'Above -1 dBTP: encoding to lossy formats may clip. Streaming services ask for at most -1 dBTP.',
    },
  ];
}

/** Stage A: fit with current hit conventions (0-100) from five explained factors, and the release checklist. */
export function scoreStageA(subject: HitSubject, peers: GenrePeers): StageAResult {
  const factors = [
    durationFactor(subject.duration),
    introFactor(subject.hit.timeToFullLevel),
    tempoFactor(subject.bpm, subject.genre),
    percentileFactor('danceability', 'Danceability', subject.danceability, peers.danceability, peers.genre),
    percentileFactor(
      'energy',
      'Energy (onsets per second)',
      subject.hit.onsetRate,
      peers.onsetRate,
      peers.genre,
    ),
  ];
  const max = factors.reduce((sum, f) => sum + f.maxPoints, 0);
  const got = factors.reduce((sum, f) => sum + f.points, 0);
  return {
    chartPotential: max > 0 ? Math.round((got / max) * 100) : 0,
    factors,
    checklist: checklist(subject),
  };
}
