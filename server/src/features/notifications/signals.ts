import { EventEmitter } from 'node:events';
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/connection';

/**
 * Telling the live push that notifications were written. On PostgreSQL a NOTIFY on a channel named after the
 * database schema, which PostgreSQL delivers when the writing transaction commits, to every process listening
 * (live.ts): a push never announces a row that is not there yet, nor one that was rolled back. On SQLite (one
 * process) an event in this process: the live push reads the unread count through the same single connection,
 * so its read waits for the writing transaction to end.
 */
export const CHANNEL_PREFIX = 'pn_notifications:';

/** In-process signal (SQLite): the users who got a notification. */
export const notificationSignals = new EventEmitter();
notificationSignals.setMaxListeners(0);

export const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** Announces new notifications for these users (after the commit, on PostgreSQL). */
export async function signalWritten(db: Db, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  if (!isPostgres(db)) {
    notificationSignals.emit('written', userIds);
    return;
  }
  // NOTIFY payloads are at most 8,000 bytes: user ids go in chunks of 1,000 (identical ones are sent once).
  for (let start = 0; start < userIds.length; start += 1000) {
    const chunk = userIds.slice(start, start + 1000).join(',');
    await sql`select pg_notify(${CHANNEL_PREFIX} || current_schema(), ${chunk})`.execute(db);
  }
}
