import type { ColumnType, Generated } from 'kysely';
import { type Bool, type List, type Timestamp, type TablesStoredAs, storedAs } from '../storedAs';

export interface CollabProfilesTable {
  id: Generated<number>;
  userId: number | null;
  skills: List;
  collabType: List;
  isAvailable: Bool;
  description: string | null;
  examples: List;
  rateInfo: string | null;
  equipment: List;
  updatedAt: Timestamp;
  /** When a moderator removed it (it then shows nowhere; decision 0061). */
  removedAt: string | null;
}

/** What matching reads of a user, recomputed when their tracks are analysed or their profile changes. */
export interface CollabSignalsTable {
  userId: number;
  trackGenres: List;
  analysedTracks: ColumnType<number, number | undefined, number>;
  tempoAvg: number | null;
  energyAvg: number | null;
  danceabilityAvg: number | null;
  loudnessAvg: number | null;
  keySpread: number | null;
  mainKey: string | null;
  followers: ColumnType<number, number | undefined, number>;
  requestsReceived: ColumnType<number, number | undefined, number>;
  requestsAnswered: ColumnType<number, number | undefined, number>;
  completedCollabs: ColumnType<number, number | undefined, number>;
  ratingCount: ColumnType<number, number | undefined, number>;
  ratingSum: ColumnType<number, number | undefined, number>;
  activity: ColumnType<number, number | undefined, number>;
  /** A profile that is available, of an account that is not deleted: can be offered as a match. */
  offerable: Bool;
  /** Lower-cased union of the profile's genres and the track genres. */
  matchGenres: List;
  /** Skills and collaboration types as bit masks: bit i is COLLAB.skills[i] / COLLAB.collabTypes[i]. */
  skillBits: ColumnType<number, number | undefined, number>;
  typeBits: ColumnType<number, number | undefined, number>;
  /** The location, lower-cased. */
  place: string | null;
  /** What the list's search (q) looks in: display name, username and description, lower-cased. */
  searchText: string | null;
  updatedAt: Timestamp;
}

/** The collab tables, under their names in the database. */
export interface CollabTables {
  collabProfiles: CollabProfilesTable;
  collabSignals: CollabSignalsTable;
}

/** How the collab tables store their booleans and JSON values (decision 0042). */
export const collabStoredAs: TablesStoredAs<CollabTables> = {
  collabProfiles: storedAs<CollabProfilesTable>()({
    boolean: ['isAvailable'],
    json: ['skills', 'collabType', 'examples', 'equipment'],
  }),
  collabSignals: storedAs<CollabSignalsTable>()({
    boolean: ['offerable'],
    json: ['trackGenres', 'matchGenres'],
  }),
};
