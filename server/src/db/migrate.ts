import { Migrator, sql } from 'kysely';
import type { Db } from './connection';
import { isPostgres } from './migrations/columns';
import { migrations } from './migrations/index';

/**
 * The schema the migration bookkeeping tables belong in. Kysely otherwise looks for them in every schema
 * of a PostgreSQL database and skips creating its own when another schema already has them.
 */
async function migrationTableSchema(db: Db): Promise<string | undefined> {
  if (!isPostgres(db)) return undefined;
  const { rows } = await sql<{ name: string | null }>`select current_schema() as name`.execute(db);
  return rows[0]?.name ?? undefined;
}

/** PostgreSQL's invalid_schema_name: another schema of the database was dropped while Kysely read the catalogue. */
const SCHEMA_GONE = '3F000';
const ATTEMPTS = 3;

/**
 * Applies every pending migration; throws with the failing migration's name. Kysely's migrator looks through
 * the tables of every schema of a PostgreSQL database; a schema dropped by someone else during that read fails
 * it with invalid_schema_name before anything ran (migrations run in a transaction), so that is tried again.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  return migrate(db, 'latest');
}

/** Applies the migrations up to and including `target` (a migration's name); answers those applied. */
export function migrateUpTo(db: Db, target: string): Promise<string[]> {
  return migrate(db, target);
}

async function migrate(db: Db, target: string): Promise<string[]> {
  const schema = await migrationTableSchema(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  for (let attempt = 1; ; attempt += 1) {
    const { error, results } = await (target === 'latest'
      ? migrator.migrateToLatest()
      : migrator.migrateTo(target));
    if (!error) return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    const code = (error as { code?: unknown }).code;
    if (code === SCHEMA_GONE && attempt < ATTEMPTS) continue;
    const failed = results?.find((r) => r.status === 'Error');
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(
      `Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
