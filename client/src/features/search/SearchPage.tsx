import { SEARCH_SORTS, type SearchSort } from '@common/search';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/Button';
import { FilterSelect } from './FilterSelect';
import { SORT_LABELS } from './filterOptions';
import { SearchBox } from './SearchBox';
import { SearchFilters } from './SearchFilters';
import { SearchResults } from './SearchResults';
import {
  hasSoundFilter,
  isAsking,
  parseSearchState,
  searchPath,
  searchStateError,
  showsSoundFilters,
  SOUND_FIELDS,
  type SearchState,
  withChange,
} from './searchState';
import { SearchTabs } from './SearchTabs';
import { type SearchTab, tabState, useSearchResults, useTabCounts } from './useSearchResults';

const SORT_CHOICES = SEARCH_SORTS.filter((sort) => sort !== 'relevance').map((sort) => ({
  value: sort,
  label: SORT_LABELS[sort],
}));

/**
 * /search?q=...: results by kind (a tab each), filters by measured sound for tracks and beats, sort and pages.
 * Everything chosen is in the address, so Back and Forward step through the searches; on phones this is the
 * search screen, its input at the top.
 */
export default function SearchPage() {
  const [, navigate] = useLocation();
  const state = parseSearchState(useSearch());
  const tab: SearchTab = state.type ?? 'all';
  const results = useSearchResults(state);
  const counts = useTabCounts(state);
  const invalid = searchStateError(state);
  // Below lg the filters fold away behind a button, so that the results come first on a phone.
  const [filtersShown, setFiltersShown] = useState(false);

  function change(next: Partial<SearchState>) {
    navigate(searchPath(withChange(state, next)));
  }

  function showTab(next: SearchTab) {
    const moved = tabState(state, next);
    // Sound filters belong to tracks and beats: another kind's tab leaves them behind.
    if (!showsSoundFilters(moved.type)) for (const field of SOUND_FIELDS) delete moved[field];
    navigate(searchPath(moved));
  }

  return (
    <div className="mx-auto w-full max-w-screen-xl space-y-6 px-4 py-6 sm:py-8 lg:px-6">
      <header className="space-y-4">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {state.q ? (
            <>
              Search: <span className="break-words text-primary-text">{state.q}</span>
            </>
          ) : (
            'Search'
          )}
        </h1>
        <SearchBox
          key={state.q}
          label="Search Panda Nation"
          defaultValue={state.q}
          placeholder="Tracks, artists, beats, courses…"
          className="max-w-2xl"
        />
      </header>

      <SearchTabs tab={tab} counts={counts} onTabChange={showTab}>
        <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
          {showsSoundFilters(state.type) ? (
            <div className="grid content-start gap-3">
              <Button
                variant="outline"
                size="sm"
                className="justify-self-start lg:hidden"
                aria-expanded={filtersShown}
                aria-controls="search-filters"
                onClick={() => setFiltersShown((shown) => !shown)}
              >
                <SlidersHorizontal aria-hidden /> {filtersShown ? 'Hide filters' : 'Show filters'}
                {hasSoundFilter(state) ? ' (on)' : null}
              </Button>
              <aside
                id="search-filters"
                className={cn(
                  'rounded-2xl border border-white/10 bg-surface/40 p-4 lg:block',
                  filtersShown ? 'block' : 'hidden',
                )}
              >
                <SearchFilters state={state} onChange={change} />
              </aside>
            </div>
          ) : null}
          <div className="grid min-w-0 content-start gap-4 lg:col-start-2">
            <div className="max-w-xs">
              <FilterSelect
                id="search-sort"
                label="Sort by"
                anyLabel={SORT_LABELS.relevance}
                choices={SORT_CHOICES}
                value={state.sort === 'relevance' ? '' : state.sort}
                onValueChange={(sort) => change({ sort: (sort || 'relevance') as SearchSort })}
              />
            </div>
            {isAsking(state) ? (
              <SearchResults
                state={state}
                answer={results.data}
                loading={results.isFetching}
                error={invalid ?? (results.error ? errorMessage(results.error) : null)}
              />
            ) : (
              <p className="py-10 text-center text-muted">
                Type what you are looking for, or choose a sound filter to browse by BPM, key and energy.
              </p>
            )}
          </div>
        </div>
      </SearchTabs>
    </div>
  );
}
