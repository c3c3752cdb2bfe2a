import { SEARCH_MESSAGES, searchQuerySchema, type SearchQuery, type SearchType } from '@common/search';

/** The /search page's state: exactly GET /api/search's query, kept in the address's query string. */
export type SearchState = SearchQuery;

const DEFAULTS: Pick<SearchState, 'q' | 'sort' | 'page'> = { q: '', sort: 'relevance', page: 1 };

type Field = keyof SearchState;
const FIELDS = Object.keys(searchQuerySchema.shape) as Field[];

/**
 * Reads the state from a query string. Each parameter is checked on its own against the API's schema, so one
 * value mistyped in the address drops that filter only, not the whole search.
 */
export function parseSearchState(search: string): SearchState {
  const params = new URLSearchParams(search);
  const state: Record<string, unknown> = { ...DEFAULTS };
  for (const field of FIELDS) {
    const raw = params.get(field);
    if (raw === null || raw === '') continue;
    const parsed = searchQuerySchema.shape[field].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) state[field] = parsed.data;
  }
  return state as SearchState;
}

/** The query string of a state (without '?'), leaving out defaults and empty values, in a stable order. */
export function searchQueryString(state: Partial<SearchState>): string {
  const params = new URLSearchParams();
  for (const field of FIELDS) {
    const value = state[field];
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (field in DEFAULTS && value === DEFAULTS[field as keyof typeof DEFAULTS]) continue;
    params.set(field, String(value));
  }
  return params.toString();
}

/** The /search address of a state. */
export function searchPath(state: Partial<SearchState>): string {
  const query = searchQueryString(state);
  return query ? `/search?${query}` : '/search';
}

/** A change to the state: any change but the page's own goes back to the first page. */
export function withChange(state: SearchState, change: Partial<SearchState>): SearchState {
  return { ...state, page: 1, ...change };
}

/** The sound filters: they apply to tracks and beats only. */
export const SOUND_FIELDS = [
  'genre',
  'bpmMin',
  'bpmMax',
  'halfDouble',
  'key',
  'compatibleWith',
  'energyMin',
  'energyMax',
  'durationMin',
  'durationMax',
] as const satisfies readonly Field[];

/** Whether the tab shows the sound filters (All, Tracks, Beats). */
export function showsSoundFilters(type: SearchType | undefined): boolean {
  return type === undefined || type === 'track' || type === 'beat';
}

/** Whether a sound filter is set (a search with one may have no words: browsing by sound). */
export function hasSoundFilter(state: Partial<SearchState>): boolean {
  return SOUND_FIELDS.some((field) => {
    const value = state[field];
    return value !== undefined && value !== false && value !== '';
  });
}

/** What is wrong with the state before asking the server, or null. */
export function searchStateError(state: SearchState): string | null {
  if (state.bpmMin !== undefined && state.bpmMax !== undefined && state.bpmMin > state.bpmMax) {
    return SEARCH_MESSAGES.badBpmRange;
  }
  return null;
}

/** Whether the state asks anything at all: words, or a sound filter. */
export function isAsking(state: SearchState): boolean {
  return state.q.length > 0 || hasSoundFilter(state);
}
