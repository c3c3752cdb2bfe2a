import type { SearchSort } from '@common/search';
import type { SearchState } from './searchState';

/** The sort choices' labels. */
export const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  popular: 'Most played',
  bpm: 'BPM, slowest first',
};

/** A named range of a measured value (a select's choice). */
export interface RangeChoice {
  value: string;
  label: string;
  min?: number;
  max?: number;
}

/** Measured energy, 0 to 1, in three bands. */
export const ENERGY_CHOICES: readonly RangeChoice[] = [
  { value: 'low', label: 'Low (below 0.4)', max: 0.4 },
  { value: 'medium', label: 'Medium (0.4 to 0.7)', min: 0.4, max: 0.7 },
  { value: 'high', label: 'High (above 0.7)', min: 0.7 },
];

/** Duration in seconds. */
export const DURATION_CHOICES: readonly RangeChoice[] = [
  { value: 'short', label: 'Under 1 minute', max: 60 },
  { value: 'medium', label: '1 to 4 minutes', min: 60, max: 240 },
  { value: 'long', label: '4 to 8 minutes', min: 240, max: 480 },
  { value: 'extended', label: 'Over 8 minutes', min: 480 },
];

/** The choice a state's range matches ('' for none, 'custom' for a range set in the address by hand). */
export function rangeChoiceOf(
  choices: readonly RangeChoice[],
  min: number | undefined,
  max: number | undefined,
): string {
  if (min === undefined && max === undefined) return '';
  return choices.find((choice) => choice.min === min && choice.max === max)?.value ?? 'custom';
}

/** The state change that selects a range choice ('' clears the range). */
export function energyChange(value: string): Partial<SearchState> {
  const choice = ENERGY_CHOICES.find((c) => c.value === value);
  return { energyMin: choice?.min, energyMax: choice?.max };
}

export function durationChange(value: string): Partial<SearchState> {
  const choice = DURATION_CHOICES.find((c) => c.value === value);
  return { durationMin: choice?.min, durationMax: choice?.max };
}

/** The value of a select's "any" choice (a select's values may not be empty). */
export const ANY = 'any';
