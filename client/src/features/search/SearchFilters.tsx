import { genreLabel } from '@common/collab';
import { camelotCode, KEY_NAMES } from '@common/keys';
import { TRACK_GENRES } from '@common/tracks';
import { Button } from '@/ui/Button';
import { BpmRange } from './BpmRange';
import { FilterSelect } from './FilterSelect';
import {
  DURATION_CHOICES,
  durationChange,
  ENERGY_CHOICES,
  energyChange,
  rangeChoiceOf,
  type RangeChoice,
} from './filterOptions';
import { hasSoundFilter, SOUND_FIELDS, type SearchState } from './searchState';

const GENRE_CHOICES = TRACK_GENRES.map((genre) => ({ value: genre, label: genreLabel(genre) }));
/** All 24 keys, each with its Camelot code for DJs ('A Minor (8A)'). */
const KEY_CHOICES = KEY_NAMES.map((key) => ({ value: key, label: `${key} (${camelotCode(key)})` }));

/** A range's choices, with "Custom range" when the address holds one no choice names. */
function withCustom(choices: readonly RangeChoice[], chosen: string): readonly RangeChoice[] {
  return chosen === 'custom' ? [...choices, { value: 'custom', label: 'Custom range' }] : choices;
}

interface SearchFiltersProps {
  state: SearchState;
  onChange: (change: Partial<SearchState>) => void;
}

/** Filters by measured sound (tracks and beats): genre, BPM, key, keys that mix, energy, duration. */
export function SearchFilters({ state, onChange }: SearchFiltersProps) {
  const energy = rangeChoiceOf(ENERGY_CHOICES, state.energyMin, state.energyMax);
  const duration = rangeChoiceOf(DURATION_CHOICES, state.durationMin, state.durationMax);
  const cleared = Object.fromEntries(SOUND_FIELDS.map((field) => [field, undefined]));

  return (
    <section aria-labelledby="search-filters-title" className="grid gap-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="search-filters-title" className="text-lg font-bold">
          Filters
        </h2>
        {hasSoundFilter(state) ? (
          <Button variant="ghost" size="sm" onClick={() => onChange(cleared)}>
            Clear filters
          </Button>
        ) : null}
      </div>
      <FilterSelect
        id="search-genre"
        label="Genre"
        anyLabel="Any genre"
        choices={GENRE_CHOICES}
        value={state.genre ?? ''}
        onValueChange={(genre) => onChange({ genre: genre || undefined })}
      />
      <BpmRange key={`${state.bpmMin}-${state.bpmMax}`} state={state} onChange={onChange} />
      <FilterSelect
        id="search-key"
        label="Key (measured)"
        anyLabel="Any key"
        choices={KEY_CHOICES}
        value={state.key ?? ''}
        onValueChange={(key) => onChange({ key: key || undefined })}
      />
      <FilterSelect
        id="search-compatible"
        label="Mixes with"
        anyLabel="Any key"
        choices={KEY_CHOICES}
        value={state.compatibleWith ?? ''}
        onValueChange={(key) => onChange({ compatibleWith: key || undefined })}
      />
      <FilterSelect
        id="search-energy"
        label="Energy (measured)"
        anyLabel="Any energy"
        choices={withCustom(ENERGY_CHOICES, energy)}
        value={energy}
        onValueChange={(value) => value !== 'custom' && onChange(energyChange(value))}
      />
      <FilterSelect
        id="search-duration"
        label="Duration"
        anyLabel="Any length"
        choices={withCustom(DURATION_CHOICES, duration)}
        value={duration}
        onValueChange={(value) => value !== 'custom' && onChange(durationChange(value))}
      />
    </section>
  );
}
