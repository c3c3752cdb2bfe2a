import {
  SEARCH_SUGGEST_MIN_CHARS,
  SEARCH_SUGGEST_PER_TYPE,
  SEARCH_TYPE_LABELS,
  SEARCH_TYPES,
  type SearchSuggestions,
} from '@common/search';
import type { DbHandle } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { engineFor } from '../engines';
import { planQuery } from '../plan';
import { presentResult } from '../presenter';
import { findBestOfEachType } from '../queries';
import { fullAudioOf } from './searchCatalogue';

/**
 * GET /api/search/suggest: from two characters, the best few of each kind, grouped in the order of SEARCH_TYPES
 * (kinds with nothing found are left out).
 */
export async function suggestSearch(
  database: DbHandle,
  viewer: Pick<UserRow, 'id'> | null,
  q: string,
): Promise<SearchSuggestions> {
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
  const fullAudio = await fullAudioOf(database, viewer, rows);
  const groups = SEARCH_TYPES.map((type) => ({
    type,
    label: SEARCH_TYPE_LABELS[type],
    results: rows.filter((row) => row.type === type).map((row) => presentResult(row, fullAudio, null)),
  })).filter((group) => group.results.length > 0);
  return { q, groups };
}
