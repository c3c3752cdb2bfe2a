import type { ColumnType, Generated } from 'kysely';
import { type Timestamp, type TablesStoredAs, storedAs } from '../storedAs';

export type MailStatus = 'queued' | 'sent' | 'failed';

export interface MailMessagesTable {
  id: Generated<number>;
  kind: string;
  userId: number | null;
  fromAddress: string;
  toAddress: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  /** 'smtp' or 'outbox', once sent. */
  transport: string | null;
  messageId: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  lastError: string | null;
  createdAt: Timestamp;
  sentAt: string | null;
}

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface JobsTable {
  id: Generated<number>;
  type: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  maxAttempts: ColumnType<number, number | undefined, number>;
  runAfter: Timestamp;
  lockedUntil: string | null;
  lastError: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** What work the job does ('12' for track 12): at most one queued job per type and key. */
  key: string | null;
  /** The lane it runs in (its definition's), recorded when queued. */
  lane: ColumnType<string, string | undefined, string>;
}

export interface AppSettingsTable {
  key: string;
  value: string;
  updatedAt: Timestamp;
}

/** The platform tables, under their names in the database. */
export interface PlatformTables {
  appSettings: AppSettingsTable;
  jobs: JobsTable;
  mailMessages: MailMessagesTable;
}

/** How the platform tables store their booleans and JSON values (decision 0042). */
export const platformStoredAs: TablesStoredAs<PlatformTables> = {
  appSettings: storedAs<AppSettingsTable>()({}),
  jobs: storedAs<JobsTable>()({ json: ['payload'] }),
  mailMessages: storedAs<MailMessagesTable>()({}),
};
