import { HIT_MODEL } from '@common/hitpredictor';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '@common/random';
import { auc, fitStageB, type LabelledTrack, similarTrackRate, wilson } from './stageB';

/** Generated engagement data: breakouts follow the first two features through a logistic link (or nothing). */
function generate(count: number, signal: number, seed = 7): LabelledTrack[] {
  const random = seededRandom(seed);
  const normal = () => Math.sqrt(-2 * Math.log(random() + 1e-12)) * Math.cos(2 * Math.PI * random());
  return Array.from({ length: count }, (_, i) => {
    const x = Array.from({ length: 6 }, normal);
    const z = -2.4 + signal * (x[0]! - 0.7 * x[1]!);
    return {
      trackId: i + 1,
      publishedAt: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString(),
      x,
      breakout: random() < 1 / (1 + Math.exp(-z)),
    };
  });
}

describe('Stage B: the platform model', () => {
  it('computes AUC by ranks', () => {
    expect(auc([0.1, 0.4, 0.35, 0.8], [false, false, true, true])).toBe(0.75);
    expect(auc([0.1, 0.2], [false, false])).toBeNull();
  });

  it('is absent below the threshold of tracks, saying why', () => {
    const stage = fitStageB(generate(HIT_MODEL.minTracks - 1, 1.5));
    expect(stage.state.status).toBe('insufficient-data');
    expect(stage.model).toBeNull();
    expect(stage.state.reason).toMatch(/799 of the 800/);
    expect(similarTrackRate(stage, [0, 0, 0, 0, 0, 0])).toBeNull();
  });

  it('is fitted on older tracks, tested on newer ones, with an AUC interval above chance', () => {
    const stage = fitStageB(generate(1200, 1.5));
    expect(stage.state).toMatchObject({
      status: 'fitted',
      trainTracks: 840,
      testTracks: 360,
      eligibleTracks: 1200,
    });
    expect(stage.state.aucLow!).toBeGreaterThan(0.5);
    expect(stage.state.auc!).toBeGreaterThan(0.7);
    expect(stage.state.baseRate!).toBeGreaterThan(0.05);
    const likely = similarTrackRate(stage, [2, -2, 0, 0, 0, 0])!;
    const unlikely = similarTrackRate(stage, [-2, 2, 0, 0, 0, 0])!;
    expect(likely.percent).toBeGreaterThan(unlikely.percent);
    expect(likely.interval[0]).toBeLessThanOrEqual(likely.percent);
    expect(likely.interval[1]).toBeGreaterThanOrEqual(likely.percent);
  });

  it('gives the same figures for the same data (a seeded bootstrap)', () => {
    expect(fitStageB(generate(900, 1.5)).state).toEqual(fitStageB(generate(900, 1.5)).state);
  });

  it('shows no probability when the tested interval includes 0.5', () => {
    const stage = fitStageB(generate(900, 0, 11));
    expect(stage.state.status).toBe('not-significant');
    expect(stage.model).toBeNull();
    expect(stage.state.aucLow!).toBeLessThanOrEqual(0.5);
  });

  it('gives Wilson intervals that hold the proportion', () => {
    const [low, high] = wilson(10, 50);
    expect(low).toBeLessThan(0.2);
    expect(high).toBeGreaterThan(0.2);
  });
});
