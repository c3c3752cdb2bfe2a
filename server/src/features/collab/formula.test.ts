import { parseKey } from '@common/keys';
import { MATCH_WEIGHTS, quantumResonance } from '@common/collab';
import { describe, expect, it } from 'vitest';
import {
  activityScore,
  availability,
  complementarity,
  dice,
  effectiveWeights,
  keyRelation,
  listeningScore,
  locationScore,
  type MatchSide,
  matchParts,
  matchReasons,
  matchTotal,
  namedScores,
  needsOf,
  NO_LISTENING,
  parseLocation,
  rankMatches,
  reliability,
  soundParts,
  soundScore,
  tempoCloseness,
  tempoDistance,
} from './formula';
import { computeSignals, type SignalTrack } from './signals';

/** A side with nothing in common with anyone, and the given changes. */
function side(id: number, changes: Partial<MatchSide> = {}): MatchSide {
  return {
    id,
    name: `Artist ${id}`,
    genres: [],
    trackGenres: [],
    location: null,
    skills: ['DJ'],
    collabType: ['Live Set'],
    isAvailable: true,
    analysedTracks: 0,
    tempo: null,
    energy: null,
    danceability: null,
    mainKey: null,
    requestsReceived: 0,
    requestsAnswered: 0,
    completedCollabs: 0,
    ratingCount: 0,
    ratingSum: 0,
    activity: 0,
    ...changes,
  };
}

const sound = (tempo: number, key: string, energy: number, danceability: number) => ({
  analysedTracks: 3,
  tempo,
  mainKey: key,
  energy,
  danceability,
});

describe('the parts of the formula', () => {
  it('measures genre overlap with Sørensen–Dice', () => {
    expect(dice(new Set(['trap', 'hip-hop']), new Set(['trap', 'hip-hop']))).toBe(1);
    expect(dice(new Set(['trap', 'hip-hop']), new Set(['trap', 'drill']))).toBe(0.5);
    expect(dice(new Set(['trap']), new Set(['house']))).toBe(0);
    expect(dice(new Set(), new Set())).toBe(0);
  });

  it('reads genres of the profile and of the tracks as one lower-cased set', () => {
    const a = side(1, { genres: ['Trap', 'R&B'], trackGenres: ['trap'] });
    const b = side(2, { genres: [], trackGenres: ['r&b', 'trap'] });
    expect(matchParts(a, b).genres).toBe(1);
  });

  it('counts skills one side needs and the other offers, both ways', () => {
    expect(needsOf(['Producer'])).toEqual([
      'Vocalist',
      'Songwriter',
      'Rapper',
      'Mixing Engineer',
      'Mastering Engineer',
    ]);
    // A producer with a mixing engineer's skill does not need one.
    expect(needsOf(['Producer', 'Mixing Engineer'])).not.toContain('Mixing Engineer');
    expect(complementarity(['Producer'], ['Vocalist'])).toBe(0.75);
    expect(complementarity(['Producer'], ['Vocalist', 'Songwriter'])).toBe(0.875);
    expect(complementarity(['Producer'], ['Producer'])).toBe(0);
    // A producer who sings needs no producer; the other producer still needs their vocals.
    expect(complementarity(['Producer', 'Vocalist'], ['Producer'])).toBe(0.375);
  });

  it("reads 'City, Region/Country' locations", () => {
    expect(parseLocation('Atlanta, GA')).toMatchObject({ city: 'atlanta', country: 'united states' });
    expect(parseLocation('Houston, Texas')).toMatchObject({ city: 'houston', country: 'united states' });
    expect(parseLocation('London, UK')).toMatchObject({ city: 'london', country: 'united kingdom' });
    expect(parseLocation('Lagos, Nigeria')).toMatchObject({
      city: 'lagos',
      country: 'nigeria',
      countryLabel: 'Nigeria',
    });
    expect(parseLocation('Brooklyn, New York, USA')).toMatchObject({
      city: 'brooklyn',
      country: 'united states',
    });
    expect(parseLocation('England')).toMatchObject({ city: null, country: 'united kingdom' });
    expect(parseLocation('Berlin')).toMatchObject({ city: 'berlin', country: null });
    expect(parseLocation('  ')).toEqual({ city: null, country: null, cityLabel: null, countryLabel: null });
  });

  it('scores the same city 1, the same country 0.5, anything else 0', () => {
    const at = (text: string | null) => parseLocation(text);
    expect(locationScore(at('Atlanta, GA'), at('atlanta, ga'))).toBe(1);
    expect(locationScore(at('Atlanta, GA'), at('Atlanta'))).toBe(1);
    expect(locationScore(at('Atlanta, GA'), at('Houston, TX'))).toBe(0.5);
    expect(locationScore(at('London, UK'), at('Manchester, England'))).toBe(0.5);
    // Two cities of the same name in different countries are not the same place.
    expect(locationScore(at('London, UK'), at('London, Canada'))).toBe(0);
    expect(locationScore(at('Lagos, Nigeria'), at('London, UK'))).toBe(0);
    expect(locationScore(at(null), at(null))).toBe(0);
  });

  it('takes half and double time as the same tempo', () => {
    expect(tempoDistance(140, 70)).toBe(0);
    expect(tempoDistance(70, 140)).toBe(0);
    expect(tempoCloseness(140, 140)).toBe(1);
    expect(tempoCloseness(120, 135)).toBe(0.5);
    expect(tempoCloseness(90, 128)).toBe(0);
  });

  it('relates keys: same, relative, near (parallel or a fifth) and far', () => {
    expect(parseKey('F# Minor')).toEqual({ tonic: 6, minor: true });
    expect(parseKey('Eb Major')).toEqual({ tonic: 3, minor: false });
    expect(parseKey('Am')).toEqual({ tonic: 9, minor: true });
    expect(parseKey('not a key')).toBeNull();
    expect(keyRelation('A Minor', 'A Minor')).toBe('same');
    expect(keyRelation('A Minor', 'C Major')).toBe('relative');
    expect(keyRelation('C Major', 'A Minor')).toBe('relative');
    expect(keyRelation('A Minor', 'A Major')).toBe('near');
    expect(keyRelation('C Major', 'G Major')).toBe('near');
    expect(keyRelation('C Major', 'F# Major')).toBe('far');
    expect(keyRelation(null, 'C Major')).toBeNull();
  });

  it('compares sound only when both sides have at least 2 analysed tracks', () => {
    const a = side(1, sound(140, 'A Minor', 0.8, 0.7));
    expect(soundParts(a, side(2, { ...sound(140, 'A Minor', 0.8, 0.7), analysedTracks: 1 }))).toBeNull();
    const parts = soundParts(a, side(2, sound(70, 'C Major', 0.6, 0.7)))!;
    expect(parts).toMatchObject({ tempo: 1, key: 0.8, danceability: 1 });
    expect(parts.energy).toBeCloseTo(0.8, 10);
    expect(soundScore({ tempo: 1, key: 0.8, energy: 0.8, danceability: 1 })).toBeCloseTo(0.92, 10);
    // A part neither side has is left out, and the others keep their proportions.
    expect(soundScore({ tempo: 1, key: null, energy: 0.5, danceability: null })).toBeCloseTo(
      (0.4 + 0.1) / 0.6,
      10,
    );
    expect(soundScore(null)).toBeNull();
  });

  it('measures reliability, with stated defaults where there is no data', () => {
    // No requests (0.5), no completed collaborations (0), no rating (0.5).
    expect(reliability(side(1))).toBeCloseTo(0.4 * 0.5 + 0 + 0.3 * 0.5, 10);
    const proven = side(2, {
      requestsReceived: 10,
      requestsAnswered: 9,
      completedCollabs: 3,
      ratingCount: 2,
      ratingSum: 10,
    });
    expect(reliability(proven)).toBeCloseTo(0.4 * 0.9 + 0.3 + 0.3, 10);
    const ignoring = side(3, { requestsReceived: 10, requestsAnswered: 0, ratingCount: 1, ratingSum: 1 });
    expect(reliability(ignoring)).toBe(0);
  });

  it('rates activity on a log scale and availability from it', () => {
    expect(activityScore(0)).toBe(0);
    expect(activityScore(200)).toBe(1);
    expect(activityScore(5000)).toBe(1);
    expect(activityScore(20)).toBeGreaterThan(0.5);
    expect(availability({ isAvailable: true, activity: 0 })).toBe(0.5);
    expect(availability({ isAvailable: false, activity: 200 })).toBe(0);
  });

  it('measures mutual listening from plays and likes both ways', () => {
    expect(listeningScore(NO_LISTENING)).toBe(0);
    expect(listeningScore({ playsByViewer: 15, likesByViewer: 0, playsByOther: 0, likesByOther: 5 })).toBe(1);
    expect(listeningScore({ playsByViewer: 3, likesByViewer: 0, playsByOther: 0, likesByOther: 0 })).toBe(
      0.1,
    );
  });

  it('labels the percentage', () => {
    expect([100, 85, 84, 70, 69, 50, 49, 0].map(quantumResonance)).toEqual([
      'Perfect Resonance',
      'Perfect Resonance',
      'Strong Resonance',
      'Strong Resonance',
      'Good Resonance',
      'Good Resonance',
      'Emerging Resonance',
      'Emerging Resonance',
    ]);
  });
});

describe('the match percentage', () => {
  const producer = side(1, {
    name: 'Leo',
    genres: ['Trap'],
    skills: ['Producer'],
    collabType: ['Feature', 'Production'],
    location: 'Atlanta, GA',
  });

  it('weighs six signals to 100, and shares sound among the others when it is not compared', () => {
    expect(Object.values(MATCH_WEIGHTS).reduce((sum, w) => sum + w, 0)).toBe(100);
    const shared = effectiveWeights(false);
    expect(shared.sound).toBe(0);
    expect(Object.values(shared).reduce((sum, w) => sum + w, 0)).toBeCloseTo(100, 10);
    expect(shared.genres / shared.location).toBeCloseTo(MATCH_WEIGHTS.genres / MATCH_WEIGHTS.location, 10);
  });

  it('is 100 for a perfect pair and the sum of weighted parts otherwise', () => {
    const parts = { genres: 1, skills: 1, collabTypes: 1, location: 1, sound: 1, reliability: 1 };
    expect(matchTotal(parts)).toBe(100);
    expect(matchTotal({ ...parts, sound: null })).toBeCloseTo(100, 10);
    expect(matchTotal({ ...parts, genres: 0.5, sound: 0 })).toBe(100 - 12.5 - 20);
  });

  it('ranks same genre and complementary skills above nothing in common', () => {
    const vocalist = side(7, {
      name: 'Maya',
      genres: ['Trap'],
      skills: ['Vocalist'],
      collabType: ['Feature'],
      location: 'Atlanta, GA',
    });
    const stranger = side(3, { genres: ['Jazz'], skills: ['Producer'], collabType: ['Remix'] });
    const ranked = rankMatches(producer, [stranger, vocalist]);
    expect(ranked.map((m) => m.side.id)).toEqual([7, 3]);
    expect(ranked[0]!.total).toBeGreaterThan(ranked[1]!.total + 40);
  });

  it('breaks ties by user id, and gives the same order however the candidates arrive', () => {
    const twins = [side(9), side(4), side(6)];
    expect(rankMatches(producer, twins).map((m) => m.side.id)).toEqual([4, 6, 9]);
    expect(rankMatches(producer, [...twins].reverse()).map((m) => m.side.id)).toEqual([4, 6, 9]);
  });

  it('gives every named score from the same parts', () => {
    const vocalist = side(7, {
      name: 'Maya',
      genres: ['Trap'],
      skills: ['Vocalist'],
      collabType: ['Feature'],
      location: 'Atlanta, GA',
      ...sound(140, 'A Minor', 0.8, 0.6),
    });
    const viewer = { ...producer, ...sound(70, 'C Major', 0.7, 0.6) };
    const parts = matchParts(viewer, vocalist);
    const scores = namedScores(viewer, vocalist, parts, {
      playsByViewer: 15,
      likesByViewer: 0,
      playsByOther: 0,
      likesByOther: 0,
    });
    expect(scores).toEqual({
      quantumScore: Math.round(matchTotal(parts)),
      culturalCompatibility: 100,
      creativeSynergy: Math.round((100 * (20 * 0.75 + 10 * (2 / 3))) / 30),
      neuralHarmony: Math.round(100 * (0.4 + 0.2 * 0.8 + 0.2 * 0.9 + 0.2)),
      collaborationPotential: Math.round(100 * (0.7 * reliability(vocalist) + 0.3 * 0.5)),
      soulAlignment: 50,
      energyMatch: 90,
      quantumResonance: quantumResonance(Math.round(matchTotal(parts))),
    });
    const apart = namedScores(producer, side(8), matchParts(producer, side(8)), NO_LISTENING);
    expect(apart.neuralHarmony).toBeNull();
    expect(apart.energyMatch).toBeNull();
  });
});

describe('reasons', () => {
  it('says in plain words why a pair fits, strongest first', () => {
    const viewer = side(1, {
      genres: ['Trap'],
      skills: ['Producer'],
      collabType: ['Feature'],
      location: 'Atlanta, GA',
      ...sound(140, 'A Minor', 0.8, 0.6),
    });
    const maya = side(2, {
      name: 'Maya',
      genres: ['Trap'],
      trackGenres: ['trap'],
      skills: ['Vocalist'],
      collabType: ['Feature'],
      location: 'Atlanta, GA',
      ...sound(138, 'A Minor', 0.8, 0.6),
    });
    const reasons = matchReasons(viewer, maya, matchParts(viewer, maya));
    expect(reasons).toEqual(['Both make Trap', 'Both open to Feature', 'Both in Atlanta']);
    const both = matchReasons(viewer, maya, matchParts(viewer, maya));
    expect(both).toEqual(reasons);
  });

  it('names what the other offers that the viewer needs, the country, the tempo and the key', () => {
    const viewer = side(1, {
      skills: ['Producer'],
      location: 'Houston, TX',
      ...sound(140, 'A Minor', 0.2, 0.6),
    });
    const maya = side(2, {
      name: 'Maya',
      skills: ['Vocalist'],
      collabType: ['Remix'],
      location: 'Atlanta, GA',
      ...sound(142, 'C Major', 0.9, 0.6),
    });
    const reasons = matchReasons(viewer, maya, matchParts(viewer, maya));
    expect(reasons).toEqual([
      'You need vocals; Maya sings',
      'Maya needs production; you produce',
      'Similar tempo (around 142 BPM)',
    ]);
    const far = side(3, {
      name: 'Far',
      skills: ['Vocalist'],
      collabType: ['Remix'],
      location: 'Austin, TX',
      ...sound(90, 'C Major', 0.2, 0.6),
    });
    const farReasons = matchReasons(viewer, far, matchParts(viewer, far));
    expect(farReasons).toContain('Both in the United States');
    expect(farReasons.join()).not.toMatch(/tempo/);
  });

  it('says nothing where nothing is shared', () => {
    const a = side(1, { genres: ['Jazz'], skills: ['DJ'], collabType: ['Live Set'] });
    const b = side(2, { genres: ['Trap'], skills: ['DJ'], collabType: ['Remix'] });
    expect(matchReasons(a, b, matchParts(a, b))).toEqual([]);
  });
});

describe('computeSignals', () => {
  const now = new Date('2026-03-01T12:00:00.000Z');
  const track = (changes: Partial<SignalTrack>): SignalTrack => ({
    genre: 'trap',
    bpm: null,
    key: null,
    energy: null,
    danceability: null,
    loudness: null,
    analysed: false,
    publishedAt: '2025-01-01T00:00:00.000Z',
    ...changes,
  });

  it('averages analysed tracks only, and finds the main key and the key spread', () => {
    const values = computeSignals(
      {
        tracks: [
          track({
            genre: 'Trap',
            bpm: 140,
            key: 'A Minor',
            energy: 0.8,
            danceability: 0.6,
            loudness: -8,
            analysed: true,
          }),
          track({
            genre: 'R&B',
            bpm: 70,
            key: 'C Major',
            energy: 0.4,
            danceability: 0.5,
            loudness: -12,
            analysed: true,
          }),
          track({
            genre: 'trap',
            bpm: 150,
            key: 'A Minor',
            energy: 0.9,
            danceability: 0.7,
            loudness: -7,
            analysed: true,
          }),
          // Not analysed yet: counts for genres, not for sound.
          track({ genre: 'drill', bpm: 200, key: 'B Major', analysed: false }),
        ],
        profile: {
          username: 'maya_v',
          displayName: 'Maya  Verse',
          description: 'Hooks and\nharmonies',
          genres: ['Trap', 'Neo Soul'],
          location: ' Atlanta, GA ',
          skills: ['Vocalist', 'Beatmaker'],
          collabType: ['Feature', 'Remix'],
          offerable: true,
        },
        playsInWindow: 0,
        followers: 4,
        requestsReceived: 3,
        requestsAnswered: 2,
        completedCollabs: 1,
        ratingCount: 1,
        ratingSum: 5,
      },
      now,
    );
    expect(values).toEqual({
      // What the pre-score reads: both genre lists lower-cased, skills and types as bits of their lists.
      offerable: true,
      matchGenres: ['drill', 'neo soul', 'r&b', 'trap'],
      skillBits: 2 ** 1 + 2 ** 8,
      typeBits: 2 ** 0 + 2 ** 3,
      place: 'atlanta, ga',
      searchText: 'maya verse\nmaya_v\nhooks and harmonies',
      trackGenres: ['drill', 'r&b', 'trap'],
      analysedTracks: 3,
      tempoAvg: 120,
      energyAvg: 0.7,
      danceabilityAvg: 0.6,
      loudnessAvg: -9,
      keySpread: Math.round((2 / 24) * 1000) / 1000,
      mainKey: 'A Minor',
      followers: 4,
      requestsReceived: 3,
      requestsAnswered: 2,
      completedCollabs: 1,
      ratingCount: 1,
      ratingSum: 5,
      activity: 0,
    });
  });

  it('counts activity from tracks published and plays in the last 90 days', () => {
    const values = computeSignals(
      {
        tracks: [
          track({ publishedAt: '2026-02-20T00:00:00.000Z' }),
          track({ publishedAt: '2025-10-01T00:00:00.000Z' }),
        ],
        playsInWindow: 25,
        followers: 0,
        requestsReceived: 0,
        requestsAnswered: 0,
        completedCollabs: 0,
        ratingCount: 0,
        ratingSum: 0,
      },
      now,
    );
    expect(values.activity).toBe(10 + 25);
    expect(values).toMatchObject({ analysedTracks: 0, tempoAvg: null, keySpread: null, mainKey: null });
  });
});
