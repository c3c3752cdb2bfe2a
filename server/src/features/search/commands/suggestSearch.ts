import {
  SEARCH_SUGGEST_MIN_CHARS,
  SEARCH_SUGGEST_PER_TYPE,
  SEARCH_TYPE_LABELS,
  SEARCH_TYPES,
  type SearchSuggestGroup,
  type SearchSuggestions,
} from '@common/search';
import type { DbHandle } from '../../../db/connection';
import { AnswerCache } from '../answerCache';
import { engineFor } from '../engines';
import { planQuery } from '../plan';
import { presentResult } from '../presenter';
import { findBestOfEachType } from '../queries';
import { queryWords } from '../text';

/**
 * GET /api/search/suggest: from two characters, the best few of each kind, grouped in the order of SEARCH_TYPES
 * (kinds with nothing found are left out).
 */
export async function suggestSearch(database: DbHandle, q: string): Promise<SearchSuggestions> {
  if ([...q].length < SEARCH_SUGGEST_MIN_CHARS) return { q, groups: [] };
  // The same words (case and accents aside) suggest the same, for everyone: kept while the index is unchanged.
  const groups = await suggestions.get(database.db, queryWords(q).join(' '), () => findGroups(database, q));
  return { q, groups };
}

const suggestions = new AnswerCache<SearchSuggestGroup[]>();

async function findGroups(database: DbHandle, q: string): Promise<SearchSuggestGroup[]> {
  const engine = engineFor(database.dialect);
  const plan = await planQuery(engine, database.db, q);
  if (plan.groups.length === 0) return [];
  const rows = await findBestOfEachType(
    database.db,
    engine,
    { groups: plan.groups, types: SEARCH_TYPES, conditions: [] },
    SEARCH_SUGGEST_PER_TYPE,
  );
  // Suggestions are links, never played: no result needs the viewer's full audio.
  const noFullAudio = new Set<number>();
  return SEARCH_TYPES.map((type) => ({
    type,
    label: SEARCH_TYPE_LABELS[type],
    results: rows.filter((row) => row.type === type).map((row) => presentResult(row, noFullAudio, null)),
  })).filter((group) => group.results.length > 0);
}
