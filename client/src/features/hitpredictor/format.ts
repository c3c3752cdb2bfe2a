import type { HitResult } from '@common/hitpredictor';

/** The 'Analysis Complete' toast's text: the hit probability when the platform's model gives one. */
export function completionText(result: HitResult): string {
  const fit = `Fit with current hit conventions: ${result.marketPrediction.chartPotential}/100.`;
  return result.hitProbability === null
    ? `${fit} Hit probability: not shown (${result.model.status === 'insufficient-data' ? 'not enough data yet' : 'the model is no better than chance here'}).`
    : `Hit probability: ${result.hitProbability}% of similar tracks broke out here. ${fit}`;
}

/** '0.73' -> '73%' */
export const percent = (share: number) => `${Math.round(share * 100)}%`;
