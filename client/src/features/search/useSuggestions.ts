import type { SearchSuggestions } from '@common/search';
import { SEARCH_SUGGEST_MIN_CHARS } from '@common/searchLimits';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/lib/api';
import { fetchSuggestions } from './suggestApi';

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 150;

export interface SuggestionsState {
  /** The suggestions for the text as it is now; null while there are none to show. */
  data: SearchSuggestions | null;
  loading: boolean;
  error: string | null;
}

const NONE: SuggestionsState = { data: null, loading: false, error: null };

/**
 * The suggestions for `text`, asked for once typing pauses and only from SEARCH_SUGGEST_MIN_CHARS characters.
 * A newer text aborts the request of the older one, so an answer that arrives late is never shown.
 */
export function useSuggestions(text: string, delayMs = SUGGEST_DELAY_MS): SuggestionsState {
  const q = text.trim();
  const [state, setState] = useState<SuggestionsState & { q: string }>({ ...NONE, q: '' });

  useEffect(() => {
    if (q.length < SEARCH_SUGGEST_MIN_CHARS) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(q, controller.signal).then(
        (data) => {
          if (!controller.signal.aborted) setState({ q, data, loading: false, error: null });
        },
        (error: unknown) => {
          if (!controller.signal.aborted)
            setState({ q, data: null, loading: false, error: errorMessage(error) });
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, delayMs]);

  if (q.length < SEARCH_SUGGEST_MIN_CHARS) return NONE;
  // While the answer for this text is on its way, the last one stays shown (no flicker as one types); an
  // answer for an older text never replaces a newer one, as its request was aborted.
  if (state.q !== q) return { data: state.data, loading: true, error: null };
  return state;
}
