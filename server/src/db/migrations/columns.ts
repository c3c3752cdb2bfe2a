import {
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  PostgresAdapter,
  sql,
} from 'kysely';

/** Which dialect a migration runs on; every migration must run on both. */
export function isPostgres(db: Pick<Kysely<unknown>, 'getExecutor'>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Portable column shapes, so that each migration reads the same on SQLite and PostgreSQL. */
export function columns(db: Kysely<unknown>) {
  const pg = isPostgres(db);
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  return {
    /** serial primary key */
    id<T extends string, C extends string>(t: CreateTableBuilder<T, C>) {
      return pg
        ? t.addColumn('id', 'serial', (c) => c.primaryKey())
        : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
    },
    timestamp: pg ? ('timestamptz' as const) : ('text' as const),
    date: pg ? ('date' as const) : ('text' as const),
    json: pg ? ('jsonb' as const) : ('text' as const),
    now,
    /** a list column defaulting to [] */
    list: (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(pg ? sql`'[]'::jsonb` : sql`'[]'`),
    nowDefault: (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(now),
    userRef: (c: ColumnDefinitionBuilder) => c.references('users.id').onDelete('cascade'),
  };
}
