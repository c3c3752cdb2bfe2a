import {
  SEARCH_PAGE_SIZE,
  SEARCH_TYPES,
  type SearchPage,
  type SearchQuery,
  type SearchType,
} from '@common/search';
import type { DbHandle } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { fullAudioTrackIds } from '../../tracks';
import { engineFor } from '../engines';
import { soundFilters } from '../filters';
import { planQuery } from '../plan';
import { presentResult } from '../presenter';
import type { FoundRow } from '../queries';
import { findDocuments } from '../queries';

const SOUND_TYPES: readonly SearchType[] = ['track', 'beat'];

/** The ids of the tracks and beats among found rows whose full audio this viewer may play. */
export async function fullAudioOf(
  database: DbHandle,
  viewer: Pick<UserRow, 'id'> | null,
  rows: FoundRow[],
): Promise<Set<number>> {
  const tracks = rows
    .filter((row) => row.type === 'track' || row.type === 'beat')
    .map((row) => ({
      id: Number(row.sourceId),
      userId: row.trackUserId,
      price: Number(row.trackPrice ?? 0),
    }));
  return fullAudioTrackIds(database.db, viewer, tracks);
}

/**
 * GET /api/search: the words (forgiving case, accents, prefixes and typos) and the sound filters (measured
 * values; any filter keeps to tracks and beats), one page ranked by the sort, and a nearby spelling when a typed
 * word is not in the index.
 */
export async function searchCatalogue(
  database: DbHandle,
  viewer: Pick<UserRow, 'id'> | null,
  query: SearchQuery,
): Promise<SearchPage> {
  const filters = soundFilters(query);
  const engine = engineFor(database.dialect);
  const plan = await planQuery(engine, database.db, query.q);
  const empty: SearchPage = {
    results: [],
    total: 0,
    page: query.page,
    pageSize: SEARCH_PAGE_SIZE,
    didYouMean: null,
  };
  if (plan.groups.length === 0 && !filters.any) return empty;
  const allowed = filters.any ? SOUND_TYPES : SEARCH_TYPES;
  const types = query.type ? allowed.filter((type) => type === query.type) : allowed;
  const { rows, total } = await findDocuments(
    database.db,
    engine,
    { groups: plan.groups, types, conditions: filters.conditions },
    query.sort,
    { limit: SEARCH_PAGE_SIZE, offset: (query.page - 1) * SEARCH_PAGE_SIZE },
  );
  const fullAudio = await fullAudioOf(database, viewer, rows);
  return {
    ...empty,
    results: rows.map((row) => presentResult(row, fullAudio, filters.compatibleWith)),
    total,
    // The corrections are already searched: on an empty page their spelling would only lead to another one.
    didYouMean: total > 0 ? plan.didYouMean : null,
  };
}
