import type { Generated } from 'kysely';
import { type Timestamp, type TablesStoredAs, storedAs } from '../storedAs';

/** A generated cover image (decision 0036); userId is null for a visitor's. */
export interface CoverArtImagesTable {
  id: Generated<number>;
  userId: number | null;
  storageKey: string;
  trackTitle: string;
  artistName: string;
  genre: string;
  mood: string;
  theme: string;
  style: string;
  colorScheme: string;
  additionalPrompt: string;
  seed: number;
  prompt: string;
  revisedPrompt: string | null;
  /** 'built-in' or 'image-api'. */
  renderer: string;
  createdAt: Timestamp;
}

/** The coverart tables, under their names in the database. */
export interface CoverartTables {
  coverArtImages: CoverArtImagesTable;
}

/** How the coverart tables store their booleans and JSON values (decision 0042). */
export const coverartStoredAs: TablesStoredAs<CoverartTables> = {
  coverArtImages: storedAs<CoverArtImagesTable>()({}),
};
