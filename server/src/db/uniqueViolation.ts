/** SQLite's extended result codes for a row refused by a unique index or a primary key. */
const SQLITE_UNIQUE_CODES = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);

/** PostgreSQL's SQLSTATE unique_violation (unique indexes and primary keys alike). */
const POSTGRES_UNIQUE_VIOLATION = '23505';

/** Whether a database error says a unique index or a primary key refused the row, on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  if (typeof code !== 'string') return false;
  return code === POSTGRES_UNIQUE_VIOLATION || SQLITE_UNIQUE_CODES.has(code);
}
