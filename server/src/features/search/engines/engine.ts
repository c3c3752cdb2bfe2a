import type { RawBuilder } from 'kysely';
import type { Db } from '../../../db/connection';
import type { IndexedWord } from '../text';

/**
 * What a search engine answers (decision 0054). Both engines index `search_documents` (kept by the triggers
 * of migration 0025); the query, filters, ranking and paging around them are shared.
 */
export interface SearchEngine {
  /** Whether some indexed word begins with this folded word. */
  knowsPrefix(db: Db, word: string): Promise<boolean>;
  /** Indexed words that may be this misspelt word (candidates; the caller ranks them by edit distance). */
  nearbyWords(db: Db, word: string): Promise<IndexedWord[]>;
  /**
   * More candidates, asked only when none of nearbyWords' is close enough: for an engine whose first lookup
   * keeps the first letter (SQLite), words whose first letter differs (a typo in the first letter).
   */
  widerNearbyWords?(db: Db, word: string): Promise<IndexedWord[]>;
  /** Tracks with their documents, the track first: browsing by sound starts from its measured indexes. */
  readonly tracksFirst: RawBuilder<unknown>;
  /**
   * The documents matching every group (a group: a typed word and its corrections, any of which may match as
   * a prefix): the FROM clause (aliasing the documents `d`), the condition, and the text relevance (higher is
   * better). With `best`, only that many matches, the best by text relevance, are taken from the index before
   * any document row is read.
   */
  match(
    groups: string[][],
    best?: number,
  ): {
    from: RawBuilder<unknown>;
    where: RawBuilder<unknown>;
    relevance: RawBuilder<number>;
  };
}
