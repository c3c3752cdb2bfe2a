import type { ColumnType, Generated } from 'kysely';
import { type Bool, type Timestamp, type TablesStoredAs, storedAs } from '../storedAs';

export interface ListeningPartiesTable {
  id: Generated<number>;
  hostId: number;
  title: string;
  description: string | null;
  trackId: number | null;
  coverArt: string | null;
  scheduledAt: string;
  isFeatured: Bool;
  status: ColumnType<string, string | undefined, string>;
  roomId: string | null;
  createdAt: Timestamp;
}

export interface PartyRemindersTable {
  userId: number;
  partyId: number;
  createdAt: Timestamp;
  notifiedAt: string | null;
}

export interface LiveChatMessagesTable {
  id: Generated<number>;
  channel: string;
  userId: number | null;
  senderName: string;
  message: string;
  type: ColumnType<string, string | undefined, string>;
  createdAt: Timestamp;
  /** When a moderator removed it (it then shows nowhere; decision 0061). */
  removedAt: string | null;
}

/** A listener a room's host removed: refused in that room and its live chat from then on. */
export interface RoomRemovalsTable {
  roomId: string;
  userId: number;
  removedBy: number | null;
  createdAt: Timestamp;
}

/** The listening tables, under their names in the database. */
export interface ListeningTables {
  listeningParties: ListeningPartiesTable;
  partyReminders: PartyRemindersTable;
  liveChatMessages: LiveChatMessagesTable;
  roomRemovals: RoomRemovalsTable;
}

/** How the listening tables store their booleans and JSON values (decision 0042). */
export const listeningStoredAs: TablesStoredAs<ListeningTables> = {
  listeningParties: storedAs<ListeningPartiesTable>()({ boolean: ['isFeatured'] }),
  partyReminders: storedAs<PartyRemindersTable>()({}),
  liveChatMessages: storedAs<LiveChatMessagesTable>()({}),
  roomRemovals: storedAs<RoomRemovalsTable>()({}),
};
