import {
  type KeyCount,
  type CollabMatch,
  type CollabProfile,
  genreLabel,
  type MatchScores,
  type SoundProfile,
} from '@common/collab';
import { findPlan } from '@common/plans';
import { averageRating, type MatchSide, responseRate } from './formula';
import type { CardDetails } from './queries';
import type { SignalValues } from './signals';

/** What the profile presenter needs of a collab_profiles row. */
export interface ProfileRow {
  userId: number | null;
  skills: string[];
  collabType: string[];
  isAvailable: boolean;
  description: string | null;
  rateInfo: string | null;
  equipment: string[];
  updatedAt: string;
}

/** A collab profile, with its examples resolved to tracks that still qualify. */
export function presentCollabProfile(
  row: ProfileRow,
  examples: { id: number; title: string }[],
): CollabProfile {
  return {
    userId: Number(row.userId),
    skills: row.skills,
    collabType: row.collabType,
    isAvailable: row.isAvailable,
    description: row.description ?? '',
    examples,
    rateInfo: row.rateInfo ?? '',
    equipment: row.equipment,
    updatedAt: row.updatedAt,
  };
}

/** The genres shown on a card: their profile's as written, then their tracks' not already there. */
export function cardGenres(side: Pick<MatchSide, 'genres' | 'trackGenres'>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const genre of [...side.genres, ...side.trackGenres.map(genreLabel)]) {
    const key = genre.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(genre.trim());
  }
  return out;
}

/** The role a card shows: their artist type, or their first skill when they left the default. */
export function roleOf(userType: string, skills: string[]): string {
  const type = userType.trim();
  if (type && type.toLowerCase() !== 'artist') return type;
  return skills[0] ?? 'Artist';
}

/** A match card. Personal matches carry the percentage and the named scores; others carry neither. */
export function presentMatch(
  side: MatchSide,
  details: CardDetails,
  extra: {
    followers: number;
    recentWork: { id: number; title: string }[];
    reasons: string[];
    scores?: MatchScores;
  },
): CollabMatch {
  const rating = averageRating(side);
  const rate = responseRate(side);
  return {
    id: side.id,
    name: side.name,
    username: details.username,
    image: details.image,
    role: roleOf(details.userType, side.skills),
    location: side.location,
    genres: cardGenres(side),
    description: details.description,
    skills: side.skills,
    collabType: side.collabType,
    verified: details.planId ? (findPlan(details.planId)?.verified ?? false) : false,
    followers: extra.followers,
    completedCollabs: side.completedCollabs,
    avgRating: rating === null ? null : Math.round(rating * 10) / 10,
    responseRate: rate === null ? null : Math.round(rate * 100),
    equipment: details.equipment,
    recentWork: extra.recentWork,
    rateInfo: details.rateInfo,
    ...(extra.scores ? { matchPercentage: extra.scores.quantumScore, scores: extra.scores } : {}),
    reasons: extra.reasons,
  };
}

/** A sound profile (Neural Analysis) from a user's signals. */
export function presentSoundProfile(
  userId: number,
  values: SignalValues,
  keyCounts: KeyCount[],
): SoundProfile {
  return {
    userId,
    analysedTracks: values.analysedTracks,
    tempo: values.tempoAvg,
    energy: values.energyAvg,
    danceability: values.danceabilityAvg,
    loudness: values.loudnessAvg,
    keySpread: values.keySpread,
    mainKey: values.mainKey,
    keyCounts,
  };
}
