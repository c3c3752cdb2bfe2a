import type { SearchResult, SearchSuggestions } from '@common/search';

/** One option of the suggestions listbox, with its element id. */
export interface SuggestOption {
  id: string;
  result: SearchResult;
}

/** The id of an option's element, unique within a combobox (`base` is the combobox's own id). */
export function optionId(base: string, result: Pick<SearchResult, 'type' | 'id'>): string {
  return `${base}-${result.type}-${result.id}`;
}

/** The options in the order they are shown: group after group, as the server grouped them. */
export function flattenOptions(base: string, suggestions: SearchSuggestions | null): SuggestOption[] {
  if (!suggestions) return [];
  return suggestions.groups.flatMap((group) =>
    group.results.map((result) => ({ id: optionId(base, result), result })),
  );
}

/**
 * The active option after an arrow key (ARIA 1.2 combobox): Down from none goes to the first, Up from none to
 * the last, and both wrap around. -1 is no active option.
 */
export function moveActive(active: number, key: 'ArrowDown' | 'ArrowUp', count: number): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active < 0 || active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}
