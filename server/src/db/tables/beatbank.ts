import type { ColumnType, Generated } from 'kysely';
import { type Timestamp, type TablesStoredAs, storedAs } from '../storedAs';

export interface CartItemsTable {
  userId: number;
  trackId: number;
  licenceType: ColumnType<string, string | undefined, string>;
  createdAt: Timestamp;
}

export interface LicencesTable {
  id: Generated<number>;
  licenceNumber: string;
  transactionId: number | null;
  buyerId: number;
  trackId: number;
  licenceType: string;
  amount: number;
  createdAt: Timestamp;
}

/** The beatbank tables, under their names in the database. */
export interface BeatbankTables {
  cartItems: CartItemsTable;
  licences: LicencesTable;
}

/** How the beatbank tables store their booleans and JSON values (decision 0042). */
export const beatbankStoredAs: TablesStoredAs<BeatbankTables> = {
  cartItems: storedAs<CartItemsTable>()({}),
  licences: storedAs<LicencesTable>()({}),
};
