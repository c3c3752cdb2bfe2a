import {
  SEARCH_SUGGEST_MIN_CHARS,
  SEARCH_SUGGEST_PER_TYPE,
  SEARCH_TYPE_LABELS,
  SEARCH_TYPES,
  type SearchSuggestions,
} from '@common/search';
import type { DbHandle } from '../../../db/connection';
import { engineFor } from '../engines';
import { planQuery } from '../plan';
import { presentResult } from '../presenter';
import { findBestOfEachType } from '../queries';

/**
 * GET /api/search/suggest: from two characters, the best few of each kind, grouped in the order of SEARCH_TYPES
 * (kinds with nothing found are left out).
 */
export async function suggestSearch(database: DbHandle, q: string): Promise<SearchSuggestions> {
  if ([...q].length < SEARCH_SUGGEST_MIN_CHARS) return { q, groups: [] };
  const engine = engineFor(database.dialect);
  const plan = await planQuery(engine, database.db, q);
  if (plan.groups.length === 0) return { q, groups: [] };
  const rows = await findBestOfEachType(
    database.db,
    engine,
    { groups: plan.groups, types: SEARCH_TYPES, conditions: [] },
    SEARCH_SUGGEST_PER_TYPE,
  );
  // Suggestions are links, never played: no result needs the viewer's full audio.
  const noFullAudio = new Set<number>();
  const groups = SEARCH_TYPES.map((type) => ({
    type,
    label: SEARCH_TYPE_LABELS[type],
    results: rows.filter((row) => row.type === type).map((row) => presentResult(row, noFullAudio, null)),
  })).filter((group) => group.results.length > 0);
  return { q, groups };
}
