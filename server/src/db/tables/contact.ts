import type { Generated } from 'kysely';
import { type Timestamp, type TablesStoredAs, storedAs } from '../storedAs';

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  userId: number | null;
  createdAt: Timestamp;
  answeredAt: string | null;
  answeredBy: number | null;
}

/** The contact tables, under their names in the database. */
export interface ContactTables {
  contactMessages: ContactMessagesTable;
}

/** How the contact tables store their booleans and JSON values (decision 0042). */
export const contactStoredAs: TablesStoredAs<ContactTables> = {
  contactMessages: storedAs<ContactMessagesTable>()({}),
};
