import { HIT_MODEL, type HitModelState } from '@common/hitpredictor';
import { seededRandom } from '@common/random';

/**
 * Stage B: a logistic regression refitted on the platform's own tracks (decision 0037). Trained on the older
 * tracks and tested on the newer ones; the tested AUC gets a 95% bootstrap interval from a seeded generator,
 * so the same data always gives the same figures.
 */

export interface LabelledTrack {
  trackId: number;
  publishedAt: string;
  /** The standardised feature vector. */
  x: number[];
  breakout: boolean;
}

export interface FittedModel {
  weights: number[];
  bias: number;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function predict(model: FittedModel, x: number[]): number {
  let z = model.bias;
  for (let i = 0; i < x.length; i++) z += model.weights[i]! * x[i]!;
  return sigmoid(z);
}

/** L2-regularised logistic regression by Newton's method (deterministic; lambda 1, the bias not penalised). */
export function fitLogistic(rows: { x: number[]; y: number }[], lambda = 1, iterations = 25): FittedModel {
  const d = rows[0]?.x.length ?? 0;
  const beta = new Float64Array(d + 1); // beta[0] is the bias
  for (let iter = 0; iter < iterations; iter++) {
    const grad = new Float64Array(d + 1);
    const hess = Array.from({ length: d + 1 }, () => new Float64Array(d + 1));
    for (const row of rows) {
      const features = [1, ...row.x];
      let z = 0;
      for (let j = 0; j <= d; j++) z += beta[j]! * features[j]!;
      const p = sigmoid(z);
      const w = Math.max(p * (1 - p), 1e-9);
      for (let j = 0; j <= d; j++) {
        grad[j]! += (p - row.y) * features[j]!;
        for (let k = 0; k <= j; k++) hess[j]![k]! += w * features[j]! * features[k]!;
      }
    }
    for (let j = 1; j <= d; j++) {
      grad[j]! += lambda * beta[j]!;
      hess[j]![j]! += lambda;
    }
    for (let j = 0; j <= d; j++) for (let k = j + 1; k <= d; k++) hess[j]![k] = hess[k]![j]!;
    const step = solve(hess, grad);
    let change = 0;
    for (let j = 0; j <= d; j++) {
      beta[j]! -= step[j]!;
      change = Math.max(change, Math.abs(step[j]!));
    }
    if (change < 1e-8) break;
  }
  return { bias: beta[0]!, weights: Array.from(beta.slice(1)) };
}

/** Solves A x = b by Gaussian elimination with partial pivoting (A is small and positive definite). */
function solve(a: Float64Array[], b: Float64Array): Float64Array {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const p = m[col]![col]! || 1e-12;
    for (let r = col + 1; r < n; r++) {
      const f = m[r]![col]! / p;
      for (let c = col; c <= n; c++) m[r]![c]! -= f * m[col]![c]!;
    }
  }
  const x = new Float64Array(n);
  for (let r = n - 1; r >= 0; r--) {
    let s = m[r]![n]!;
    for (let c = r + 1; c < n; c++) s -= m[r]![c]! * x[c]!;
    x[r] = s / (m[r]![r]! || 1e-12);
  }
  return x;
}

/** Area under the ROC curve (Mann-Whitney, ties counting half); null without both classes. */
export function auc(scores: number[], labels: boolean[]): number | null {
  const order = scores.map((s, i) => ({ s, y: labels[i]! })).sort((a, b) => a.s - b.s);
  let positives = 0;
  let negatives = 0;
  let rankSum = 0;
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j < order.length && order[j]!.s === order[i]!.s) j++;
    const rank = (i + 1 + j) / 2;
    for (let k = i; k < j; k++) {
      if (order[k]!.y) {
        positives++;
        rankSum += rank;
      } else negatives++;
    }
    i = j;
  }
  if (positives === 0 || negatives === 0) return null;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/** 95% percentile bootstrap interval of the AUC (seeded). */
export function bootstrapAuc(
  scores: number[],
  labels: boolean[],
  rounds: number = HIT_MODEL.bootstrapRounds,
  seed: number = HIT_MODEL.seed,
): [number, number] | null {
  const random = seededRandom(seed);
  const values: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const s: number[] = [];
    const l: boolean[] = [];
    for (let i = 0; i < scores.length; i++) {
      const pick = Math.floor(random() * scores.length);
      s.push(scores[pick]!);
      l.push(labels[pick]!);
    }
    const value = auc(s, l);
    if (value !== null) values.push(value);
  }
  if (values.length === 0) return null;
  values.sort((a, b) => a - b);
  const at = (q: number) => values[Math.min(values.length - 1, Math.floor(q * values.length))]!;
  return [at(0.025), at(0.975)];
}

export interface StageB {
  state: HitModelState;
  /** Present when the model is fitted and its interval excludes 0.5. */
  model: FittedModel | null;
  tracks: LabelledTrack[];
}

const round3 = (v: number) => Math.round(v * 1000) / 1000;

/** Fits and tests Stage B on labelled tracks; `minTracks` is HIT_MODEL.minTracks outside tests. */
export function fitStageB(tracks: LabelledTrack[], minTracks: number = HIT_MODEL.minTracks): StageB {
  const sorted = [...tracks].sort(
    (a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.trackId - b.trackId,
  );
  const positives = sorted.filter((t) => t.breakout).length;
  const base = {
    eligibleTracks: sorted.length,
    trainTracks: 0,
    testTracks: 0,
    auc: null,
    aucLow: null,
    aucHigh: null,
    baseRate: sorted.length ? round3(positives / sorted.length) : null,
  };
  if (sorted.length < minTracks) {
    return {
      state: {
        ...base,
        status: 'insufficient-data',
        reason: `Not enough data yet: ${sorted.length} of the ${minTracks} tracks with a known outcome the platform's own model needs.`,
      },
      model: null,
      tracks: sorted,
    };
  }
  const cut = Math.floor(sorted.length * HIT_MODEL.trainShare);
  const train = sorted.slice(0, cut);
  const test = sorted.slice(cut);
  const model = fitLogistic(train.map((t) => ({ x: t.x, y: t.breakout ? 1 : 0 })));
  const scores = test.map((t) => predict(model, t.x));
  const labels = test.map((t) => t.breakout);
  const tested = auc(scores, labels);
  const interval = bootstrapAuc(scores, labels);
  const fitted = {
    ...base,
    trainTracks: train.length,
    testTracks: test.length,
    auc: tested === null ? null : round3(tested),
    aucLow: interval ? round3(interval[0]) : null,
    aucHigh: interval ? round3(interval[1]) : null,
  };
  if (tested === null || !interval || interval[0] <= 0.5) {
    return {
      state: {
        ...fitted,
        status: 'not-significant',
        reason:
          tested === null
            ? 'The newer tracks held out for testing hold no breakout (or only breakouts): the model cannot be tested.'
            : `Tested on the ${test.length} newest tracks, the model's AUC interval (${fitted.aucLow}–${fitted.aucHigh}) includes 0.5, chance: no probability is shown.`,
      },
      model: null,
      tracks: sorted,
    };
  }
  return {
    state: {
      ...fitted,
      status: 'fitted',
      reason: `Trained on the ${train.length} older tracks, tested on the ${test.length} newest: AUC ${fitted.auc} (95% interval ${fitted.aucLow}–${fitted.aucHigh}).`,
    },
    model,
    tracks: sorted,
  };
}

/** Wilson 95% interval of a proportion. */
export function wilson(successes: number, n: number): [number, number] {
  if (n === 0) return [0, 0];
  const z = 1.96;
  const p = successes / n;
  const centre = p + (z * z) / (2 * n);
  const margin = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  const denom = 1 + (z * z) / n;
  return [Math.max(0, (centre - margin) / denom), Math.min(1, (centre + margin) / denom)];
}

/**
 * 'X% of similar tracks broke out here': among the labelled tracks whose model scores are nearest the
 * subject's (the nearest 10%, at least 50), the share that broke out, with its Wilson interval.
 */
export function similarTrackRate(
  stage: StageB,
  x: number[],
): { percent: number; interval: [number, number]; similar: number } | null {
  if (!stage.model) return null;
  const model = stage.model;
  const score = predict(model, x);
  const count = Math.min(stage.tracks.length, Math.max(50, Math.round(stage.tracks.length * 0.1)));
  const nearest = stage.tracks
    .map((t) => ({ t, gap: Math.abs(predict(model, t.x) - score) }))
    .sort((a, b) => a.gap - b.gap || a.t.trackId - b.t.trackId)
    .slice(0, count);
  const hits = nearest.filter((n) => n.t.breakout).length;
  const [low, high] = wilson(hits, nearest.length);
  return {
    percent: Math.round((hits / nearest.length) * 100),
    interval: [Math.round(low * 100), Math.round(high * 100)],
    similar: nearest.length,
  };
}
