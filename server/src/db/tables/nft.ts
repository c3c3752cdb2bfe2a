import type { ColumnType, Generated } from 'kysely';
import { type Timestamp, type TablesStoredAs, storedAs } from '../storedAs';

export interface NftEditionsTable {
  id: Generated<number>;
  trackId: number;
  editionNumber: number;
  ownerId: number;
  transactionId: number | null;
  status: ColumnType<string, string | undefined, string>;
  reservedUntil: string | null;
  createdAt: Timestamp;
}

/** The nft tables, under their names in the database. */
export interface NftTables {
  nftEditions: NftEditionsTable;
}

/** How the nft tables store their booleans and JSON values (decision 0042). */
export const nftStoredAs: TablesStoredAs<NftTables> = {
  nftEditions: storedAs<NftEditionsTable>()({}),
};
