import type { Generated } from 'kysely';
import { type Timestamp, type TablesStoredAs, storedAs } from '../storedAs';

/** A saved Quantum Lab idea: the generator's settings (decision 0039). */
export interface SavedIdeasTable {
  id: Generated<number>;
  userId: number;
  title: string;
  tonic: string;
  scale: string;
  mood: string;
  tempo: number;
  seed: number;
  generatorVersion: number;
  createdAt: Timestamp;
}

/** The ideas tables, under their names in the database. */
export interface IdeasTables {
  savedIdeas: SavedIdeasTable;
}

/** How the ideas tables store their booleans and JSON values (decision 0042). */
export const ideasStoredAs: TablesStoredAs<IdeasTables> = {
  savedIdeas: storedAs<SavedIdeasTable>()({}),
};
