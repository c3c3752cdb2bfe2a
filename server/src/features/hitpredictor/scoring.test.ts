import { describe, expect, it } from 'vitest';
import { tempoDistance } from './conventions';
import { nearestTracks, voteGenre } from './neighbours';
import { recommendationsFor } from './recommendations';
import { percentileRank, scoreStageA, type GenrePeers } from './stageA';
import { catalogueTrack, subject } from './testing';
import { emotionalIntensity } from './vocal';

const PEERS: GenrePeers = {
  genre: 'hip-hop',
  danceability: [0.2, 0.4, 0.6, 0.8],
  onsetRate: [1, 2, 3, 5],
};

const factor = (s: ReturnType<typeof subject>, id: string, peers = PEERS) =>
  scoreStageA(s, peers).factors.find((f) => f.id === id)!;

describe('Stage A: fit with current hit conventions', () => {
  it.each([
    [90, 0],
    [112.5, 10],
    [135, 20],
    [180, 20],
    [225, 20],
    [277.5, 10],
    [330, 0],
    [400, 0],
  ])('gives a %f s track %f of 20 points for duration', (seconds, points) => {
    expect(factor(subject({ duration: seconds }), 'duration').points).toBe(points);
  });

  it.each([
    [0.4, 20],
    [5, 20],
    [12.5, 10],
    [20, 0],
    [31, 0],
  ])('gives full level at %f s %f of 20 points', (seconds, points) => {
    expect(factor(subject({}, { timeToFullLevel: seconds }), 'timeToFullLevel').points).toBe(points);
  });

  it('counts half and double time inside the genre range', () => {
    expect(tempoDistance(180, [80, 115])).toBe(0); // half time: 90
    expect(tempoDistance(50, [80, 115])).toBe(0); // double time: 100
    expect(factor(subject({ bpm: 180 }), 'tempo').points).toBe(20);
    expect(factor(subject({ bpm: 140, genre: 'trap' }), 'tempo').points).toBe(20);
    // 125 BPM is log2(125/115) = 0.12 octave above hip-hop's range: about half the points.
    expect(factor(subject({ bpm: 125 }), 'tempo').points).toBeCloseTo(10.4, 0);
    expect(factor(subject({ bpm: null }), 'tempo').maxPoints).toBe(0);
    expect(factor(subject({ genre: null }), 'tempo').maxPoints).toBe(0);
  });

  it('scores danceability and onset energy as percentiles within the genre', () => {
    expect(percentileRank(0.6, [0.2, 0.4, 0.6, 0.8])).toBe(63);
    expect(factor(subject({ danceability: 0.9 }), 'danceability')).toMatchObject({
      points: 20,
      value: '100th percentile',
    });
    expect(factor(subject({}, { onsetRate: 2.5 }), 'energy').points).toBe(10);
    const none = factor(subject(), 'energy', { genre: null, danceability: [], onsetRate: [] });
    expect(none).toMatchObject({ maxPoints: 0, points: 0 });
  });

  it('adds the factors up to chartPotential and leaves unscored ones out', () => {
    const full = scoreStageA(subject({ danceability: 0.9 }, { onsetRate: 9 }), PEERS);
    expect(full.chartPotential).toBe(100);
    const partial = scoreStageA(subject({ bpm: null, danceability: 0.9 }, { onsetRate: 9 }), PEERS);
    expect(partial.chartPotential).toBe(100);
    const long = scoreStageA(subject({ duration: 330, danceability: 0.9 }, { onsetRate: 9 }), PEERS);
    expect(long.chartPotential).toBe(80);
  });

  it('checks loudness and true peak without weighing them', () => {
    const hot = scoreStageA(subject({ loudness: -5 }, { truePeak: 0.4 }), PEERS);
    const fine = scoreStageA(subject({ loudness: -9 }, { truePeak: -1.2 }), PEERS);
    expect(hot.checklist.map((c) => c.passed)).toEqual([false, false]);
    expect(fine.checklist.map((c) => c.passed)).toEqual([true, true]);
    expect(hot.chartPotential).toBe(fine.chartPotential);
    expect(recommendationsFor(hot.factors, hot.checklist, { status: 'fitted' } as never).join(' ')).toMatch(
      /-1 dBTP/,
    );
  });

  it('gives the same result for the same measures', () => {
    expect(scoreStageA(subject(), PEERS)).toEqual(scoreStageA(subject(), PEERS));
  });
});

describe('neighbours and genre votes', () => {
  const catalogue = [
    ...Array.from({ length: 7 }, (_, i) =>
      catalogueTrack({ genre: 'electronic', bpm: 124 + i, key: 'A Minor', userId: 2, duration: 200 }),
    ),
    ...Array.from({ length: 6 }, (_, i) =>
      catalogueTrack(
        { genre: 'hip-hop', bpm: 88 + i, key: 'D Major', userId: 3, loudness: -12, duration: 160 },
        { spectralCentroid: 900, onsetRate: 2 },
      ),
    ),
  ];

  it('finds the nearest tracks of other artists, half and double time meeting', () => {
    const house = subject({ bpm: 62, key: 'A Minor', duration: 200, userId: 9 }); // half of 124
    const near = nearestTracks(house, catalogue, 10);
    expect(near).toHaveLength(10);
    expect(near.slice(0, 7).every((n) => n.track.genre === 'electronic')).toBe(true);
    expect(near[0]!.similarity).toBeGreaterThan(near[9]!.similarity);
    const own = nearestTracks(subject({ userId: 2 }), catalogue, 10);
    expect(own.every((n) => n.track.userId !== 2)).toBe(true);
  });

  it('votes the genre by the ten nearest tracks and checks the tempo', () => {
    const house = subject({ bpm: 124, key: 'A Minor', duration: 200, userId: 9 });
    const vote = voteGenre(house, nearestTracks(house, catalogue, 10));
    expect(vote).toMatchObject({ genre: 'electronic', votes: 7, of: 10 });
    expect(vote.label).toBe('7 of the 10 nearest tracks are tagged electronic');
    expect(vote.tempoCheck).toMatch(/fits electronic/);
  });

  it('rates emotional intensity higher for loud, busy, bright, fast tracks', () => {
    const calm = subject(
      { loudness: -22, bpm: 70 },
      { onsetRate: 1, spectralCentroid: 600, loudnessRange: 12 },
    );
    const intense = subject(
      { loudness: -7, bpm: 150 },
      { onsetRate: 7, spectralCentroid: 3500, loudnessRange: 3 },
    );
    expect(emotionalIntensity(intense)).toBeGreaterThan(0.7);
    expect(emotionalIntensity(calm)).toBeLessThan(0.3);
  });
});
