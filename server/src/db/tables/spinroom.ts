import type { ColumnType, Generated } from 'kysely';
import { type Json, type Timestamp, type TablesStoredAs, storedAs } from '../storedAs';

export interface TrackUpvotesTable {
  userId: number;
  trackId: number;
  createdAt: Timestamp;
}

export interface DropRequestsTable {
  id: Generated<number>;
  trackId: number;
  requesterId: number;
  /** The track's owner, who receives the request. */
  artistId: number | null;
  message: string | null;
  status: ColumnType<string, string | undefined, string>;
  createdAt: Timestamp;
}

export interface DjProfilesTable {
  id: Generated<number>;
  userId: number | null;
  djName: string;
  mixCount: ColumnType<number, number | undefined, number>;
  followers: ColumnType<number, number | undefined, number>;
  badge: string | null;
  bookingRate: string | null;
  socialLinks: Json<Record<string, string>>;
}

/** The spinroom tables, under their names in the database. */
export interface SpinroomTables {
  trackUpvotes: TrackUpvotesTable;
  dropRequests: DropRequestsTable;
  djProfiles: DjProfilesTable;
}

/** How the spinroom tables store their booleans and JSON values (decision 0042). */
export const spinroomStoredAs: TablesStoredAs<SpinroomTables> = {
  trackUpvotes: storedAs<TrackUpvotesTable>()({}),
  dropRequests: storedAs<DropRequestsTable>()({}),
  djProfiles: storedAs<DjProfilesTable>()({ json: ['socialLinks'] }),
};
