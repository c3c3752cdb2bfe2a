import { SEARCH_BPM_HIGHEST, SEARCH_BPM_LOWEST, SEARCH_MESSAGES } from '@common/search';
import { type KeyboardEvent, useState } from 'react';
import { Button } from '@/ui/Button';
import { CheckboxField } from '@/ui/form/CheckboxField';
import { errorIdFor } from '@/ui/form/fieldStyles';
import { TextField } from '@/ui/form/TextField';
import type { SearchState } from './searchState';

const OUT_OF_RANGE = `BPM must be a number from ${SEARCH_BPM_LOWEST} to ${SEARCH_BPM_HIGHEST}`;

/** A typed BPM bound: undefined when empty, NaN when not a BPM the API accepts. */
function bound(text: string): number | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= SEARCH_BPM_LOWEST && value <= SEARCH_BPM_HIGHEST
    ? value
    : Number.NaN;
}

/** What is wrong with a typed range, or null. */
export function bpmRangeError(minText: string, maxText: string): string | null {
  const min = bound(minText);
  const max = bound(maxText);
  if (Number.isNaN(min) || Number.isNaN(max)) return OUT_OF_RANGE;
  if (min !== undefined && max !== undefined && min > max) return SEARCH_MESSAGES.badBpmRange;
  return null;
}

interface BpmRangeProps {
  state: SearchState;
  onChange: (change: Partial<SearchState>) => void;
}

/** The BPM range (applied with Enter or its Apply button) and "count half and double time". */
export function BpmRange({ state, onChange }: BpmRangeProps) {
  const [minText, setMinText] = useState(state.bpmMin?.toString() ?? '');
  const [maxText, setMaxText] = useState(state.bpmMax?.toString() ?? '');
  const [error, setError] = useState<string | null>(null);

  function apply() {
    const problem = bpmRangeError(minText, maxText);
    setError(problem);
    if (problem) return;
    const bpmMin = bound(minText);
    const bpmMax = bound(maxText);
    if (bpmMin !== state.bpmMin || bpmMax !== state.bpmMax) onChange({ bpmMin, bpmMax });
  }

  function applyOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') apply();
  }

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1.5 text-sm font-medium">BPM (measured)</legend>
      <div className="grid grid-cols-2 items-start gap-3">
        <TextField
          id="search-bpm-min"
          label="From"
          inputMode="numeric"
          value={minText}
          onValueChange={setMinText}
          onKeyDown={applyOnEnter}
          error={error ?? undefined}
          placeholder={String(SEARCH_BPM_LOWEST)}
        />
        <TextField
          id="search-bpm-max"
          label="To"
          inputMode="numeric"
          value={maxText}
          onValueChange={setMaxText}
          onKeyDown={applyOnEnter}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorIdFor('search-bpm-min') : undefined}
          placeholder={String(SEARCH_BPM_HIGHEST)}
        />
      </div>
      <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={apply}>
        Apply BPM range
      </Button>
      <CheckboxField
        id="search-half-double"
        label="Count half and double time"
        description="70 BPM also matches a 140 BPM range."
        checked={state.halfDouble ?? false}
        onCheckedChange={(halfDouble) => onChange({ halfDouble })}
      />
    </fieldset>
  );
}
