import type { ComparableHit } from '@common/hitpredictor';
import { parseKey } from '@common/keys';
import { GENRE_TEMPO, tempoDistance } from './conventions';
import type { CatalogueTrack, HitSubject } from './subject';

/**
 * The standardised feature space of the neighbours (decision 0037): tempo on a log circle (one turn per octave,
 * so half and double time meet), key on the circle of fifths plus mode, loudness, loudness range, energy,
 * danceability, log duration, spectral averages and chroma. Each dimension is standardised over the catalogue,
 * then weighted so each group counts once (chroma's 12 values together count as one).
 */
interface Dimension {
  name: string;
  weight: number;
  read(t: HitSubject): number;
}

const circle = (turns: number) => [Math.cos(2 * Math.PI * turns), Math.sin(2 * Math.PI * turns)] as const;

function tempoTurns(t: HitSubject): number | null {
  return t.bpm ? Math.log2(t.bpm / 60) : null;
}

function fifths(t: HitSubject): { turns: number; minor: boolean } | null {
  const key = parseKey(t.key);
  if (!key) return null;
  // Position on the circle of fifths; a minor key sits with its relative major.
  const major = key.minor ? (key.tonic + 3) % 12 : key.tonic;
  return { turns: ((major * 7) % 12) / 12, minor: key.minor };
}

const SQRT_HALF = Math.SQRT1_2;
const CHROMA_WEIGHT = 1 / Math.sqrt(12);

export const DIMENSIONS: Dimension[] = [
  { name: 'tempoX', weight: SQRT_HALF, read: (t) => circle(tempoTurns(t) ?? 0)[0] * (t.bpm ? 1 : 0) },
  { name: 'tempoY', weight: SQRT_HALF, read: (t) => circle(tempoTurns(t) ?? 0)[1] * (t.bpm ? 1 : 0) },
  { name: 'keyX', weight: SQRT_HALF, read: (t) => (fifths(t) ? circle(fifths(t)!.turns)[0] : 0) },
  { name: 'keyY', weight: SQRT_HALF, read: (t) => (fifths(t) ? circle(fifths(t)!.turns)[1] : 0) },
  { name: 'mode', weight: 1, read: (t) => (fifths(t)?.minor ? 1 : 0) },
  { name: 'loudness', weight: 1, read: (t) => t.loudness },
  { name: 'loudnessRange', weight: 1, read: (t) => t.hit.loudnessRange },
  { name: 'energy', weight: 1, read: (t) => t.energy },
  { name: 'danceability', weight: 1, read: (t) => t.danceability },
  { name: 'duration', weight: 1, read: (t) => Math.log(Math.max(1, t.duration)) },
  { name: 'centroid', weight: 1, read: (t) => Math.log(Math.max(1, t.hit.spectralCentroid)) },
  { name: 'rolloff', weight: 1, read: (t) => Math.log(Math.max(1, t.hit.spectralRolloff)) },
  { name: 'flatness', weight: 1, read: (t) => t.hit.spectralFlatness },
  ...Array.from({ length: 12 }, (_, i) => ({
    name: `chroma${i}`,
    weight: CHROMA_WEIGHT,
    read: (t: HitSubject) => t.hit.chroma[i] ?? 0,
  })),
];
const WEIGHT_SQUARES = DIMENSIONS.reduce((sum, d) => sum + d.weight ** 2, 0);

export interface Scaler {
  mean: number[];
  sd: number[];
}

/** Means and standard deviations of each dimension over the tracks (a constant dimension gets sd 1). */
export function fitScaler(tracks: HitSubject[]): Scaler {
  const n = Math.max(1, tracks.length);
  const mean = DIMENSIONS.map((d) => tracks.reduce((s, t) => s + d.read(t), 0) / n);
  const sd = DIMENSIONS.map((d, i) => {
    const variance = tracks.reduce((s, t) => s + (d.read(t) - mean[i]!) ** 2, 0) / n;
    return variance > 1e-12 ? Math.sqrt(variance) : 1;
  });
  return { mean, sd };
}

/** The weighted, standardised vector of a track. */
export function vectorOf(t: HitSubject, scaler: Scaler): number[] {
  return DIMENSIONS.map((d, i) => ((d.read(t) - scaler.mean[i]!) / scaler.sd[i]!) * d.weight);
}

/**
 * Similarity 0-100 from the distance: 100 * exp(-d² / (2W)), W the sum of squared weights. Two tracks drawn at
 * random from the catalogue are about 2W apart squared, so they score about 37.
 */
export function similarityOf(a: number[], b: number[]): number {
  let d2 = 0;
  for (let i = 0; i < a.length; i++) d2 += (a[i]! - b[i]!) ** 2;
  return Math.round(100 * Math.exp(-d2 / (2 * WEIGHT_SQUARES)) * 10) / 10;
}

const fmt = (v: number, digits = 0) => v.toFixed(digits);

/** The two or three largest differences, in words. */
function differencesOf(subject: HitSubject, other: HitSubject): string[] {
  const items: { size: number; text: string }[] = [];
  if (subject.bpm && other.bpm) {
    const octaves = Math.abs(Math.log2(other.bpm / subject.bpm));
    const folded = Math.min(octaves % 1, 1 - (octaves % 1));
    items.push({
      size: folded / 0.1,
      text: `${other.bpm > subject.bpm ? 'faster' : 'slower'}: ${other.bpm} vs ${subject.bpm} BPM`,
    });
  }
  if (subject.key !== other.key && other.key) {
    items.push({ size: 1, text: `in ${other.key}${subject.key ? ` vs ${subject.key}` : ''}` });
  }
  items.push({
    size: Math.abs(other.loudness - subject.loudness) / 3,
    text: `${other.loudness > subject.loudness ? 'louder' : 'quieter'}: ${fmt(other.loudness, 1)} vs ${fmt(subject.loudness, 1)} LUFS`,
  });
  items.push({
    size: Math.abs(Math.log(other.duration / Math.max(1, subject.duration))) / 0.2,
    text: `${other.duration > subject.duration ? 'longer' : 'shorter'}: ${Math.round(other.duration)} vs ${Math.round(subject.duration)} s`,
  });
  items.push({
    size: Math.abs(Math.log(other.hit.spectralCentroid / Math.max(1, subject.hit.spectralCentroid))) / 0.25,
    text: `${other.hit.spectralCentroid > subject.hit.spectralCentroid ? 'brighter' : 'darker'}: centroid ${other.hit.spectralCentroid} vs ${subject.hit.spectralCentroid} Hz`,
  });
  items.push({
    size: Math.abs(other.energy - subject.energy) / 0.1,
    text: `${other.energy > subject.energy ? 'more energetic' : 'calmer'}: energy ${fmt(other.energy, 2)} vs ${fmt(subject.energy, 2)}`,
  });
  items.push({
    size: Math.abs(other.hit.timeToFullLevel - subject.hit.timeToFullLevel) / 3,
    text: `full level at ${fmt(other.hit.timeToFullLevel, 1)} s vs ${fmt(subject.hit.timeToFullLevel, 1)} s`,
  });
  return items
    .filter((item) => item.size >= 1)
    .sort((a, b) => b.size - a.size)
    .slice(0, 3)
    .map((item) => item.text);
}

export interface Neighbour {
  track: CatalogueTrack;
  similarity: number;
}

/** The catalogue tracks a subject is compared with: never itself, nor another track of the same artist. */
export function comparablePool(subject: HitSubject, catalogue: CatalogueTrack[]): CatalogueTrack[] {
  return catalogue.filter(
    (t) => t.trackId !== subject.trackId && (subject.userId === null || t.userId !== subject.userId),
  );
}

/**
 * The catalogue tracks nearest the subject (never the subject itself nor the same artist), nearest first; ties
 * are broken by track id so the order is stable.
 */
export function nearestTracks(subject: HitSubject, catalogue: CatalogueTrack[], count: number): Neighbour[] {
  const scaler = fitScaler(catalogue);
  const origin = vectorOf(subject, scaler);
  return comparablePool(subject, catalogue)
    .map((track) => ({ track, similarity: similarityOf(origin, vectorOf(track, scaler)) }))
    .sort((a, b) => b.similarity - a.similarity || a.track.trackId - b.track.trackId)
    .slice(0, count);
}

export function presentComparable(subject: HitSubject, n: Neighbour): ComparableHit {
  return {
    trackId: n.track.trackId,
    title: n.track.title,
    artist: n.track.artist,
    genre: n.track.genre,
    similarity: n.similarity,
    differences: differencesOf(subject, n.track),
  };
}

/** Genre by the neighbours' votes (ties: the nearer track's genre), with tempo as a sanity check. */
export function voteGenre(
  subject: HitSubject,
  neighbours: Neighbour[],
): { genre: string | null; votes: number; of: number; label: string; tempoCheck: string } {
  const counts = new Map<string, { votes: number; first: number }>();
  neighbours.forEach((n, index) => {
    if (!n.track.genre) return;
    const entry = counts.get(n.track.genre) ?? { votes: 0, first: index };
    entry.votes++;
    counts.set(n.track.genre, entry);
  });
  const ranked = [...counts.entries()].sort((a, b) => b[1].votes - a[1].votes || a[1].first - b[1].first);
  const top = ranked[0];
  if (!top) {
    return {
      genre: null,
      votes: 0,
      of: neighbours.length,
      label: 'No measured catalogue tracks to compare with yet',
      tempoCheck: 'Not checked',
    };
  }
  const [genre, { votes }] = top;
  const range = GENRE_TEMPO[genre];
  const tempoCheck =
    !range || !subject.bpm
      ? 'No tempo to check'
      : tempoDistance(subject.bpm, range) === 0
        ? `${subject.bpm} BPM fits ${genre} (${range[0]}–${range[1]} BPM, half and double time included)`
        : `${subject.bpm} BPM is unusual for ${genre} (${range[0]}–${range[1]} BPM): treat the vote with care`;
  return {
    genre,
    votes,
    of: neighbours.length,
    label: `${votes} of the ${neighbours.length} nearest tracks are tagged ${genre}`,
    tempoCheck,
  };
}
