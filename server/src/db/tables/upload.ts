import type { Generated } from 'kysely';
import { type Timestamp, type TablesStoredAs, storedAs } from '../storedAs';

/** One upload a plan's monthly allowance counted; kept when the track is deleted. */
export interface UploadAllowanceUsesTable {
  id: Generated<number>;
  userId: number;
  trackId: number | null;
  createdAt: Timestamp;
}

/** The upload tables, under their names in the database. */
export interface UploadTables {
  uploadAllowanceUses: UploadAllowanceUsesTable;
}

/** How the upload tables store their booleans and JSON values (decision 0042). */
export const uploadStoredAs: TablesStoredAs<UploadTables> = {
  uploadAllowanceUses: storedAs<UploadAllowanceUsesTable>()({}),
};
