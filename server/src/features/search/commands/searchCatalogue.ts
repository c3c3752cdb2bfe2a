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
import { AnswerCache } from '../answerCache';
import { type SoundFilters, soundFilters } from '../filters';
import { planQuery } from '../plan';
import { presentResult } from '../presenter';
import type { FoundRow } from '../queries';
import { findDocuments } from '../queries';
import { queryWords } from '../text';

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
  const empty: SearchPage = {
    results: [],
    total: 0,
    page: query.page,
    pageSize: SEARCH_PAGE_SIZE,
    didYouMean: null,
  };
  // The same words, filters, sort and page find the same documents for everyone: kept while the index is
  // unchanged. What the viewer may play is decided per viewer, after.
  const { q: _q, ...rest } = query;
  const key = JSON.stringify({ words: queryWords(query.q), ...rest });
  const found = await pages.get(database.db, key, () => findPage(database, query, filters));
  if (!found) return empty;
  const fullAudio = await fullAudioOf(database, viewer, found.rows);
  return {
    ...empty,
    results: found.rows.map((row) => presentResult(row, fullAudio, filters.compatibleWith)),
    total: found.total,
    didYouMean: found.didYouMean,
  };
}

interface FoundPage {
  rows: FoundRow[];
  total: number;
  didYouMean: string | null;
}

const pages = new AnswerCache<FoundPage | null>();

/** The page's documents, or null when there is nothing to search for (no words and no filter). */
async function findPage(
  database: DbHandle,
  query: SearchQuery,
  filters: SoundFilters,
): Promise<FoundPage | null> {
  const engine = engineFor(database.dialect);
  const plan = await planQuery(engine, database.db, query.q);
  if (plan.groups.length === 0 && !filters.any) return null;
  const allowed = filters.any ? SOUND_TYPES : SEARCH_TYPES;
  const types = query.type ? allowed.filter((type) => type === query.type) : allowed;
  const { rows, total } = await findDocuments(
    database.db,
    engine,
    { groups: plan.groups, types, conditions: filters.conditions },
    query.sort,
    { limit: SEARCH_PAGE_SIZE, offset: (query.page - 1) * SEARCH_PAGE_SIZE },
  );
  // The corrections are already searched: on an empty page their spelling would only lead to another one.
  return { rows, total, didYouMean: total > 0 ? plan.didYouMean : null };
}
