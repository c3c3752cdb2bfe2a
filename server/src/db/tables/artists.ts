import { type Timestamp, type TablesStoredAs, storedAs } from '../storedAs';

export interface FollowsTable {
  followerId: number;
  followeeId: number;
  createdAt: Timestamp;
}

/** The artists tables, under their names in the database. */
export interface ArtistsTables {
  follows: FollowsTable;
}

/** How the artists tables store their booleans and JSON values (decision 0042). */
export const artistsStoredAs: TablesStoredAs<ArtistsTables> = {
  follows: storedAs<FollowsTable>()({}),
};
