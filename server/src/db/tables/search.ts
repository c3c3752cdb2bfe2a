import type { ColumnType, Generated } from 'kysely';
import { type TablesStoredAs, storedAs } from '../storedAs';

/**
 * One findable thing (decision 0054). Written only by the triggers of migration 0025 (the source tables'
 * writes) and by the popularity refresh (`boost`); the full-text index over it is the engine's.
 */
export interface SearchDocumentsTable {
  id: Generated<number>;
  /** The source table ('tracks', 'users', 'courses', 'videos', 'listening_parties', 'newsletter_articles'). */
  source: string;
  sourceId: number;
  /** The SearchType it is found as ('track', 'beat', 'artist', ...). */
  type: string;
  title: string;
  subtitle: string | null;
  body: ColumnType<string, string | undefined, string>;
  image: string | null;
  publishedAt: string | null;
  /** Recent popularity as a factor of relevance (1: none), kept by the popularity refresh. */
  boost: ColumnType<number, number | undefined, number>;
}

/** The index's generation (one row, id 1), moved by the triggers of migration 0028 and the popularity refresh. */
export interface SearchGenerationTable {
  id: number;
  value: ColumnType<number | string, number | undefined, number>;
}

/** The search tables, under their names in the database. */
export interface SearchTables {
  searchDocuments: SearchDocumentsTable;
  searchGeneration: SearchGenerationTable;
}

/** How the search tables store their booleans and JSON values (decision 0042). */
export const searchStoredAs: TablesStoredAs<SearchTables> = {
  searchDocuments: storedAs<SearchDocumentsTable>()({}),
  searchGeneration: storedAs<SearchGenerationTable>()({}),
};
