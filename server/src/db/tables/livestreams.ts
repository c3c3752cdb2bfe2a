import type { ColumnType, Generated } from 'kysely';
import { type Bool, type TablesStoredAs, storedAs } from '../storedAs';

export interface LiveStreamsTable {
  id: Generated<number>;
  userId: number | null;
  title: string;
  description: string | null;
  thumbnailUrl: string | null;
  startTime: string | null;
  endTime: string | null;
  viewerCount: ColumnType<number, number | undefined, number>;
  isActive: Bool;
}

/** The livestreams tables, under their names in the database. */
export interface LivestreamsTables {
  liveStreams: LiveStreamsTable;
}

/** How the livestreams tables store their booleans and JSON values (decision 0042). */
export const livestreamsStoredAs: TablesStoredAs<LivestreamsTables> = {
  liveStreams: storedAs<LiveStreamsTable>()({ boolean: ['isActive'] }),
};
