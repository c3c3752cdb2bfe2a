/** Whether a database error is a unique-index violation (SQLite's and PostgreSQL's wording). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    return true;
  }
  return /unique constraint|duplicate key/i.test(error instanceof Error ? error.message : String(error));
}
