import type { Dialect } from '../../../db/connection';
import type { SearchEngine } from './engine';
import { postgresEngine } from './postgres';
import { sqliteEngine } from './sqlite';

export type { SearchEngine } from './engine';

/** The database's own engine: FTS5 on SQLite, tsvector and pg_trgm on PostgreSQL. */
export function engineFor(dialect: Dialect): SearchEngine {
  return dialect === 'postgres' ? postgresEngine : sqliteEngine;
}
