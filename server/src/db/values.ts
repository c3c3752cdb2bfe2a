import type BetterSqlite3 from 'better-sqlite3';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { BOOLEAN_COLUMNS, JSON_COLUMNS } from './schema';

/** Writes a list or object column portably (JSON text in SQLite, jsonb in PostgreSQL). */
export function json(value: unknown): string {
  return JSON.stringify(value ?? null);
}

function toSqliteParam(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value;
}

/**
 * Wraps a better-sqlite3 database so that booleans and dates bind like they do on PostgreSQL.
 * Kysely's SqliteDialect only calls prepare() and close().
 */
export function portableSqlite(database: BetterSqlite3.Database) {
  const statements = new Map<string, BetterSqlite3.Statement>();
  const compiled = (sql: string) => {
    const cached = statements.get(sql);
    if (cached && !cached.busy) return cached;
    const stmt = database.prepare(sql);
    if (!cached) {
      if (statements.size >= 500) statements.delete(statements.keys().next().value!);
      statements.set(sql, stmt);
    }
    return stmt;
  };
  return {
    close: () => database.close(),
    prepare(sql: string) {
      const stmt = compiled(sql);
      const map = (params: readonly unknown[]) => params.map(toSqliteParam);
      return {
        get reader() {
          return stmt.reader;
        },
        all: (params: readonly unknown[]) => stmt.all(...map(params)),
        run: (params: readonly unknown[]) => stmt.run(...map(params)),
        iterate: (params: readonly unknown[]) => stmt.iterate(...map(params)),
      };
    },
  };
}

/** Reads SQLite's 0/1 and JSON text back as booleans, lists and objects, by column name. */
export class SqliteValuesPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    for (const row of args.result.rows) {
      for (const key of Object.keys(row)) {
        const value = row[key];
        if (BOOLEAN_COLUMNS.has(key) && typeof value === 'number') row[key] = value !== 0;
        else if (JSON_COLUMNS.has(key) && typeof value === 'string') {
          try {
            row[key] = JSON.parse(value);
          } catch {
            row[key] = null;
          }
        }
      }
    }
    return args.result;
  }
}
