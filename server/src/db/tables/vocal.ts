import type { VocalAnalysis } from '@common/vocal';
import type { ColumnType, Generated } from 'kysely';
import { type Timestamp, type TablesStoredAs, storedAs } from '../storedAs';

/** A measured vocal take: its figures and contour only, the audio is not kept (decision 0039). */
export interface VocalTakesTable {
  id: Generated<number>;
  userId: number;
  title: string;
  durationSeconds: number;
  keyName: string | null;
  withinShare: number | null;
  vocalAnalysis: ColumnType<VocalAnalysis, string, string>;
  createdAt: Timestamp;
}

/** The vocal tables, under their names in the database. */
export interface VocalTables {
  vocalTakes: VocalTakesTable;
}

/** How the vocal tables store their booleans and JSON values (decision 0042). */
export const vocalStoredAs: TablesStoredAs<VocalTables> = {
  vocalTakes: storedAs<VocalTakesTable>()({ json: ['vocalAnalysis'] }),
};
