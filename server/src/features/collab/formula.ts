import { parseKey } from '@common/keys';
import {
  COLLAB,
  COLLAB_MATCHING,
  genreLabel,
  MATCH_WEIGHTS,
  type MatchScores,
  type MatchSignal,
  quantumResonance,
} from '@common/collab';

/**
 * The matching formula of decision 0033, as pure functions: the same inputs always give the same scores.
 * Every part is 0..1 (or null when there is nothing to compare); the match percentage is their weighted mean.
 */

/** What the formula knows of one side of a match (their profile, their user row and their signals). */
export interface MatchSide {
  id: number;
  name: string;
  /** The genres of their user profile, as written. */
  genres: string[];
  /** Lower-cased genres of their published tracks. */
  trackGenres: string[];
  location: string | null;
  skills: string[];
  collabType: string[];
  isAvailable: boolean;
  analysedTracks: number;
  tempo: number | null;
  energy: number | null;
  danceability: number | null;
  mainKey: string | null;
  requestsReceived: number;
  requestsAnswered: number;
  completedCollabs: number;
  ratingCount: number;
  ratingSum: number;
  activity: number;
}

/** Plays and likes each side gave the other's tracks (soulAlignment). */
export interface MutualListening {
  playsByViewer: number;
  likesByViewer: number;
  playsByOther: number;
  likesByOther: number;
}

export const NO_LISTENING: MutualListening = {
  playsByViewer: 0,
  likesByViewer: 0,
  playsByOther: 0,
  likesByOther: 0,
};

/** Defaults where a reliability measure has no data yet (stated in decision 0033). */
export const RELIABILITY_DEFAULTS = {
  /** No requests received: a neutral half. */
  responseRate: 0.5,
  /** Nobody has rated them: a neutral 3 of 5. */
  rating: 0.5,
} as const;

/** Completed collaborations that count fully towards reliability. */
const COMPLETED_FULL = 3;
/** Activity (10 per track published in 90 days + plays in 90 days) at which a profile counts as fully active. */
const ACTIVITY_FULL = 200;
/** Tempo difference (BPM) at which tempo closeness reaches 0. */
const TEMPO_RANGE = 30;
/** Plays + 3 x likes of the other's tracks that count as full listening. */
const LISTENING_FULL = 15;

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const round = (value: number) => Math.round(value);

/** Sørensen–Dice overlap of two sets: 2|A∩B| / (|A|+|B|); 0 when both are empty. */
export function dice(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size + b.size === 0) return 0;
  let shared = 0;
  for (const item of a) if (b.has(item)) shared += 1;
  return (2 * shared) / (a.size + b.size);
}

/** A side's genres: their profile genres and the genres of their published tracks, lower-cased, once each. */
export function genreSet(side: Pick<MatchSide, 'genres' | 'trackGenres'>): Set<string> {
  const set = new Set<string>();
  for (const genre of [...side.genres, ...side.trackGenres]) {
    const lower = genre.trim().toLowerCase();
    if (lower) set.add(lower);
  }
  return set;
}

/** A skill: what it brings (as a need), how a person doing it is described, and what it usually needs. */
interface SkillRole {
  offer: string;
  /** Third person: 'Maya sings'. */
  does: string;
  /** Second person: 'you sing'. */
  doYou: string;
  needs: readonly string[];
}

/** Which skills complement which (a producer needs a vocalist, a vocalist needs a producer, ...). */
export const SKILL_ROLES: Record<(typeof COLLAB.skills)[number], SkillRole> = {
  Producer: {
    offer: 'production',
    does: 'produces',
    doYou: 'produce',
    needs: ['Vocalist', 'Rapper', 'Songwriter', 'Mixing Engineer', 'Mastering Engineer'],
  },
  Vocalist: {
    offer: 'vocals',
    does: 'sings',
    doYou: 'sing',
    needs: ['Producer', 'Beatmaker', 'Songwriter', 'Mixing Engineer'],
  },
  Songwriter: {
    offer: 'a songwriter',
    does: 'writes songs',
    doYou: 'write songs',
    needs: ['Vocalist', 'Producer'],
  },
  Rapper: {
    offer: 'a rapper',
    does: 'raps',
    doYou: 'rap',
    needs: ['Producer', 'Beatmaker', 'Mixing Engineer'],
  },
  DJ: { offer: 'a DJ', does: 'DJs', doYou: 'DJ', needs: ['Producer', 'Sound Designer'] },
  'Mixing Engineer': {
    offer: 'a mix',
    does: 'mixes',
    doYou: 'mix',
    needs: ['Producer', 'Vocalist', 'Rapper'],
  },
  'Mastering Engineer': {
    offer: 'mastering',
    does: 'masters',
    doYou: 'master',
    needs: ['Producer', 'Mixing Engineer'],
  },
  Instrumentalist: {
    offer: 'live instruments',
    does: 'plays',
    doYou: 'play',
    needs: ['Producer', 'Vocalist'],
  },
  Beatmaker: {
    offer: 'beats',
    does: 'makes beats',
    doYou: 'make beats',
    needs: ['Rapper', 'Vocalist', 'Mixing Engineer'],
  },
  'Sound Designer': {
    offer: 'sound design',
    does: 'designs sounds',
    doYou: 'design sounds',
    needs: ['Producer', 'DJ'],
  },
};

const roleOf = (skill: string): SkillRole | undefined => SKILL_ROLES[skill as keyof typeof SKILL_ROLES];

/** What a set of skills needs and does not have itself, in the order of COLLAB.skills. */
export function needsOf(skills: readonly string[]): string[] {
  const own = new Set(skills);
  const needed = new Set<string>();
  for (const skill of skills)
    for (const need of roleOf(skill)?.needs ?? []) if (!own.has(need)) needed.add(need);
  return COLLAB.skills.filter((skill) => needed.has(skill));
}

/** Which of `needer`'s needs `offerer` fills, in the order of COLLAB.skills. */
export function needsFilled(needer: readonly string[], offerer: readonly string[]): string[] {
  const offers = new Set(offerer);
  return needsOf(needer).filter((skill) => offers.has(skill));
}

/** One side's share of complementarity: none filled 0, one 0.75, two or more 1. */
export function fillScore(filled: number): number {
  return filled >= 2 ? 1 : filled === 1 ? 0.75 : 0;
}

/** Complementary skills, 0..1: how well each fills the other's needs, averaged over both directions. */
export function complementarity(a: readonly string[], b: readonly string[]): number {
  return (fillScore(needsFilled(a, b).length) + fillScore(needsFilled(b, a).length)) / 2;
}

/** A location read as 'City, Region/Country': the city and the country, lower-cased (null when unknown). */
export interface Place {
  city: string | null;
  country: string | null;
  /** The city as written, for reasons ('Both in Atlanta'). */
  cityLabel: string | null;
  countryLabel: string | null;
}

const US_STATES = new Set(
  (
    'al ak az ar ca co ct de fl ga hi id il in ia ks ky la me md ma mi mn ms mo mt ne nv nh nj nm ny nc nd oh ok ' +
    'or pa ri sc sd tn tx ut vt va wa wv wi wy dc'
  ).split(' '),
);
const US_STATE_NAMES = new Set([
  'alabama',
  'alaska',
  'arizona',
  'arkansas',
  'california',
  'colorado',
  'connecticut',
  'delaware',
  'florida',
  'georgia',
  'hawaii',
  'idaho',
  'illinois',
  'indiana',
  'iowa',
  'kansas',
  'kentucky',
  'louisiana',
  'maine',
  'maryland',
  'massachusetts',
  'michigan',
  'minnesota',
  'mississippi',
  'missouri',
  'montana',
  'nebraska',
  'nevada',
  'new hampshire',
  'new jersey',
  'new mexico',
  'new york',
  'north carolina',
  'north dakota',
  'ohio',
  'oklahoma',
  'oregon',
  'pennsylvania',
  'rhode island',
  'south carolina',
  'south dakota',
  'tennessee',
  'texas',
  'utah',
  'vermont',
  'virginia',
  'washington',
  'west virginia',
  'wisconsin',
  'wyoming',
]);
/** Other spellings of the same country. */
const COUNTRY_ALIASES: Record<string, [string, string]> = {
  us: ['united states', 'the United States'],
  usa: ['united states', 'the United States'],
  'u.s.': ['united states', 'the United States'],
  'u.s.a.': ['united states', 'the United States'],
  'united states': ['united states', 'the United States'],
  'united states of america': ['united states', 'the United States'],
  uk: ['united kingdom', 'the United Kingdom'],
  'u.k.': ['united kingdom', 'the United Kingdom'],
  'united kingdom': ['united kingdom', 'the United Kingdom'],
  'great britain': ['united kingdom', 'the United Kingdom'],
  england: ['united kingdom', 'the United Kingdom'],
  scotland: ['united kingdom', 'the United Kingdom'],
  wales: ['united kingdom', 'the United Kingdom'],
};

/**
 * Reads 'City, Region/Country': the first part is the city, the last part the country; a US state
 * ('GA', 'Georgia') and the usual other names ('USA', 'UK', 'England') are read as their country.
 * One part alone is a country when it is one of those names, else a city.
 */
export function parseLocation(location: string | null): Place {
  const parts = (location ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const none: Place = { city: null, country: null, cityLabel: null, countryLabel: null };
  if (parts.length === 0) return none;
  const countryOf = (text: string): [string, string] | null => {
    const lower = text.toLowerCase();
    if (COUNTRY_ALIASES[lower]) return COUNTRY_ALIASES[lower];
    if (US_STATES.has(lower) || US_STATE_NAMES.has(lower)) return ['united states', 'the United States'];
    return null;
  };
  if (parts.length === 1) {
    const country = countryOf(parts[0]!);
    if (country) return { city: null, country: country[0], cityLabel: null, countryLabel: country[1] };
    return { ...none, city: parts[0]!.toLowerCase(), cityLabel: parts[0]! };
  }
  const last = parts[parts.length - 1]!;
  const country = countryOf(last) ?? [last.toLowerCase(), last];
  return {
    city: parts[0]!.toLowerCase(),
    country: country[0],
    cityLabel: parts[0]!,
    countryLabel: country[1],
  };
}

/** Location, 0..1: same city (and country) 1, same country 0.5, otherwise or unknown 0. */
export function locationScore(a: Place, b: Place): number {
  const sameCountry = a.country !== null && a.country === b.country;
  const countriesAgree = a.country === null || b.country === null || sameCountry;
  if (a.city !== null && a.city === b.city && countriesAgree) return 1;
  return sameCountry ? 0.5 : 0;
}

/** The distance between two tempos, taking half and double time as the same feel. */
export function tempoDistance(a: number, b: number): number {
  return Math.min(Math.abs(a - b), Math.abs(a - 2 * b), Math.abs(2 * a - b));
}

/** Tempo closeness, 0..1: 1 at the same tempo (or half/double), 0 from 30 BPM apart. */
export function tempoCloseness(a: number, b: number): number {
  return clamp01(1 - tempoDistance(a, b) / TEMPO_RANGE);
}

export type KeyRelation = 'same' | 'relative' | 'near' | 'far';

/** How two keys relate: the same, relative major/minor, near (parallel or a fifth apart), or far. */
export function keyRelation(a: string | null, b: string | null): KeyRelation | null {
  const x = parseKey(a);
  const y = parseKey(b);
  if (!x || !y) return null;
  if (x.tonic === y.tonic && x.minor === y.minor) return 'same';
  if (x.minor !== y.minor) {
    const minor = x.minor ? x : y;
    const major = x.minor ? y : x;
    if ((minor.tonic + 3) % 12 === major.tonic) return 'relative';
    if (minor.tonic === major.tonic) return 'near';
    return 'far';
  }
  const interval = (x.tonic - y.tonic + 12) % 12;
  return interval === 5 || interval === 7 ? 'near' : 'far';
}

const KEY_SCORES: Record<KeyRelation, number> = { same: 1, relative: 0.8, near: 0.5, far: 0 };

/** The parts of sound compatibility (0..1 each, null when a side lacks that measure). */
export interface SoundParts {
  tempo: number | null;
  key: number | null;
  energy: number | null;
  danceability: number | null;
}

const SOUND_PART_WEIGHTS: Record<keyof SoundParts, number> = {
  tempo: 0.4,
  key: 0.2,
  energy: 0.2,
  danceability: 0.2,
};

/** Whether a side has enough analysed tracks for its sound to be compared. */
export const hasSound = (side: Pick<MatchSide, 'analysedTracks'>) =>
  side.analysedTracks >= COLLAB_MATCHING.soundMinTracks;

/** Sound compatibility's parts; null when either side has too few analysed tracks. */
export function soundParts(a: MatchSide, b: MatchSide): SoundParts | null {
  if (!hasSound(a) || !hasSound(b)) return null;
  const relation = keyRelation(a.mainKey, b.mainKey);
  return {
    tempo: a.tempo !== null && b.tempo !== null ? tempoCloseness(a.tempo, b.tempo) : null,
    key: relation === null ? null : KEY_SCORES[relation],
    energy: a.energy !== null && b.energy !== null ? clamp01(1 - Math.abs(a.energy - b.energy)) : null,
    danceability:
      a.danceability !== null && b.danceability !== null
        ? clamp01(1 - Math.abs(a.danceability - b.danceability))
        : null,
  };
}

/** Sound compatibility, 0..1: tempo 40%, key, energy and danceability 20% each, over the parts both have. */
export function soundScore(parts: SoundParts | null): number | null {
  if (!parts) return null;
  let total = 0;
  let weight = 0;
  for (const name of Object.keys(SOUND_PART_WEIGHTS) as (keyof SoundParts)[]) {
    const value = parts[name];
    if (value === null) continue;
    total += SOUND_PART_WEIGHTS[name] * value;
    weight += SOUND_PART_WEIGHTS[name];
  }
  return weight === 0 ? null : total / weight;
}

/** Share of received requests answered; null when none were received. */
export function responseRate(side: Pick<MatchSide, 'requestsReceived' | 'requestsAnswered'>): number | null {
  return side.requestsReceived > 0 ? clamp01(side.requestsAnswered / side.requestsReceived) : null;
}

/** Average rating (1-5) given by collaborators; null when nobody rated them. */
export function averageRating(side: Pick<MatchSide, 'ratingCount' | 'ratingSum'>): number | null {
  return side.ratingCount > 0 ? side.ratingSum / side.ratingCount : null;
}

/**
 * Reliability, 0..1: response rate 40%, completed collaborations 30% (full from 3), average rating 30%
 * ((rating - 1) / 4). No requests received counts as 0.5, no rating as 0.5 (a neutral 3 of 5).
 */
export function reliability(side: MatchSide): number {
  const rate = responseRate(side) ?? RELIABILITY_DEFAULTS.responseRate;
  const completed = clamp01(side.completedCollabs / COMPLETED_FULL);
  const rating = averageRating(side);
  const ratingPart = rating === null ? RELIABILITY_DEFAULTS.rating : clamp01((rating - 1) / 4);
  return 0.4 * rate + 0.3 * completed + 0.3 * ratingPart;
}

/** Activity, 0..1 on a log scale: full at 200 (10 per track published in 90 days, plus plays in 90 days). */
export function activityScore(activity: number): number {
  return clamp01(Math.log1p(Math.max(0, activity)) / Math.log1p(ACTIVITY_FULL));
}

/** Availability, 0..1: an available profile counts half, its recent activity the other half. */
export function availability(side: Pick<MatchSide, 'isAvailable' | 'activity'>): number {
  return side.isAvailable ? 0.5 + 0.5 * activityScore(side.activity) : 0;
}

/** Mutual listening, 0..1: each side's plays + 3 x likes of the other's tracks (full at 15), averaged. */
export function listeningScore(listening: MutualListening): number {
  const side = (plays: number, likes: number) => clamp01((plays + 3 * likes) / LISTENING_FULL);
  return (
    (side(listening.playsByViewer, listening.likesByViewer) +
      side(listening.playsByOther, listening.likesByOther)) /
    2
  );
}

/** Every part of the formula for one pair, 0..1 (sound null when not compared). */
export interface MatchParts {
  genres: number;
  skills: number;
  collabTypes: number;
  location: number;
  sound: number | null;
  reliability: number;
}

/** What the formula derives from a side's lists, kept per side object (a viewer is compared many times). */
interface Derived {
  genres: Set<string>;
  collabTypes: Set<string>;
  place: Place;
}
const derivedOf = new WeakMap<MatchSide, Derived>();

function derived(side: MatchSide): Derived {
  let found = derivedOf.get(side);
  if (!found) {
    found = {
      genres: genreSet(side),
      collabTypes: new Set(side.collabType),
      place: parseLocation(side.location),
    };
    derivedOf.set(side, found);
  }
  return found;
}

/** The parts of the match percentage for `viewer` looking at `other`. */
export function matchParts(viewer: MatchSide, other: MatchSide): MatchParts {
  const a = derived(viewer);
  const b = derived(other);
  return {
    genres: dice(a.genres, b.genres),
    skills: complementarity(viewer.skills, other.skills),
    collabTypes: dice(a.collabTypes, b.collabTypes),
    location: locationScore(a.place, b.place),
    sound: soundScore(soundParts(viewer, other)),
    reliability: reliability(other),
  };
}

/** The weights in use: sound's weight is shared among the others when it is not compared. */
export function effectiveWeights(soundCompared: boolean): Record<MatchSignal, number> {
  if (soundCompared) return { ...MATCH_WEIGHTS };
  const scale = 100 / (100 - MATCH_WEIGHTS.sound);
  return {
    genres: MATCH_WEIGHTS.genres * scale,
    skills: MATCH_WEIGHTS.skills * scale,
    collabTypes: MATCH_WEIGHTS.collabTypes * scale,
    location: MATCH_WEIGHTS.location * scale,
    sound: 0,
    reliability: MATCH_WEIGHTS.reliability * scale,
  };
}

/** The match percentage, 0..100 unrounded (rank by this; show it rounded). */
export function matchTotal(parts: MatchParts): number {
  const weights = effectiveWeights(parts.sound !== null);
  return (
    weights.genres * parts.genres +
    weights.skills * parts.skills +
    weights.collabTypes * parts.collabTypes +
    weights.location * parts.location +
    weights.sound * (parts.sound ?? 0) +
    weights.reliability * parts.reliability
  );
}

/** A weighted mean of two parts as a 0..100 score. */
const blend = (a: number, wa: number, b: number, wb: number) => round((100 * (a * wa + b * wb)) / (wa + wb));

/** The named scores of the matchmaker, from the same parts (decision 0033). */
export function namedScores(
  viewer: MatchSide,
  other: MatchSide,
  parts: MatchParts,
  listening: MutualListening,
): MatchScores {
  const quantumScore = round(matchTotal(parts));
  const sound = soundParts(viewer, other);
  return {
    quantumScore,
    culturalCompatibility: blend(parts.location, MATCH_WEIGHTS.location, parts.genres, MATCH_WEIGHTS.genres),
    creativeSynergy: blend(parts.skills, MATCH_WEIGHTS.skills, parts.collabTypes, MATCH_WEIGHTS.collabTypes),
    neuralHarmony: parts.sound === null ? null : round(100 * parts.sound),
    collaborationPotential: round(100 * (0.7 * parts.reliability + 0.3 * availability(other))),
    soulAlignment: round(100 * listeningScore(listening)),
    energyMatch: sound?.energy == null ? null : round(100 * sound.energy),
    quantumResonance: quantumResonance(quantumScore),
  };
}

/** Joins two or more items as 'A and B' or 'A, B and C'. */
function listWords(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A reason with how much it adds to the percentage (reasons are shown by weight, highest first). */
interface WeightedReason {
  text: string;
  weight: number;
}

/** The facts of reliability that are worth saying, with no data left unsaid. */
export function reliabilityFacts(side: MatchSide, weight = 0): WeightedReason[] {
  const facts: WeightedReason[] = [];
  const rate = responseRate(side);
  if (rate !== null && rate >= 0.8)
    facts.push({ text: `Answers ${round(rate * 100)}% of requests`, weight: weight * 0.4 * rate });
  if (side.completedCollabs > 0) {
    const plural = side.completedCollabs === 1 ? 'collaboration' : 'collaborations';
    facts.push({
      text: `Completed ${side.completedCollabs} ${plural}`,
      weight: weight * 0.3 * clamp01(side.completedCollabs / COMPLETED_FULL),
    });
  }
  const rating = averageRating(side);
  if (rating !== null && rating >= 4) {
    facts.push({
      text: `Rated ${rating.toFixed(1)} by collaborators`,
      weight: weight * 0.3 * ((rating - 1) / 4),
    });
  }
  return facts;
}

/**
 * The top reasons of a match in plain words ('Both make Trap', 'You need vocals; Maya sings', 'Both in
 * Atlanta', 'Similar tempo (around 140 BPM)'), strongest first; ties keep the formula's order.
 */
export function matchReasons(viewer: MatchSide, other: MatchSide, parts: MatchParts): string[] {
  const weights = effectiveWeights(parts.sound !== null);
  const reasons: WeightedReason[] = [];

  const theirGenres = genreSet(other);
  const shared = [...genreSet(viewer)].filter((genre) => theirGenres.has(genre)).sort();
  if (shared.length > 0) {
    reasons.push({
      text: `Both make ${listWords(shared.slice(0, 2).map(genreLabel))}`,
      weight: weights.genres * parts.genres,
    });
  }

  const theyFill = needsFilled(viewer.skills, other.skills);
  if (theyFill.length > 0) {
    const role = roleOf(theyFill[0]!)!;
    reasons.push({
      text: `You need ${role.offer}; ${other.name} ${role.does}`,
      weight: (weights.skills * fillScore(theyFill.length)) / 2,
    });
  }
  const youFill = needsFilled(other.skills, viewer.skills);
  if (youFill.length > 0) {
    const role = roleOf(youFill[0]!)!;
    reasons.push({
      text: `${other.name} needs ${role.offer}; you ${role.doYou}`,
      weight: (weights.skills * fillScore(youFill.length)) / 2,
    });
  }

  const theirTypes = new Set(other.collabType);
  const sharedTypes = COLLAB.collabTypes.filter(
    (type) => viewer.collabType.includes(type) && theirTypes.has(type),
  );
  if (sharedTypes.length > 0) {
    reasons.push({
      text: `Both open to ${listWords(sharedTypes.slice(0, 2))}`,
      weight: weights.collabTypes * parts.collabTypes,
    });
  }

  if (parts.location > 0) {
    const place = parseLocation(other.location);
    const where = parts.location === 1 ? place.cityLabel : place.countryLabel;
    if (where) reasons.push({ text: `Both in ${where}`, weight: weights.location * parts.location });
  }

  const sound = soundParts(viewer, other);
  if (sound) {
    const soundWeight = weights.sound;
    if (sound.tempo !== null && sound.tempo >= 0.6 && other.tempo !== null) {
      reasons.push({
        text: `Similar tempo (around ${round(other.tempo)} BPM)`,
        weight: soundWeight * SOUND_PART_WEIGHTS.tempo * sound.tempo,
      });
    }
    const relation = keyRelation(viewer.mainKey, other.mainKey);
    if (relation === 'same' || relation === 'relative') {
      reasons.push({
        text:
          relation === 'same'
            ? `Same key (${other.mainKey})`
            : `Relative keys (${viewer.mainKey} and ${other.mainKey})`,
        weight: soundWeight * SOUND_PART_WEIGHTS.key * KEY_SCORES[relation],
      });
    }
    if (sound.energy !== null && sound.energy >= 0.85) {
      reasons.push({
        text: 'Similar energy',
        weight: soundWeight * SOUND_PART_WEIGHTS.energy * sound.energy,
      });
    }
  }

  reasons.push(...reliabilityFacts(other, weights.reliability));

  return reasons
    .map((reason, order) => ({ ...reason, order }))
    .filter((reason) => reason.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .slice(0, COLLAB_MATCHING.reasonsMax)
    .map((reason) => reason.text);
}

/** A scored candidate. */
export interface ScoredMatch {
  side: MatchSide;
  parts: MatchParts;
  total: number;
}

/** Scores candidates for a viewer and orders them: the highest percentage first, ties by user id. */
export function rankMatches(viewer: MatchSide, candidates: MatchSide[]): ScoredMatch[] {
  return candidates
    .map((side) => {
      const parts = matchParts(viewer, side);
      const total = matchTotal(parts);
      // Compared at a millionth of a point, so that floating-point noise never decides an order.
      return { side, parts, total, key: Math.round(total * 1e6) };
    })
    .sort((a, b) => b.key - a.key || a.side.id - b.side.id)
    .map(({ side, parts, total }) => ({ side, parts, total }));
}
