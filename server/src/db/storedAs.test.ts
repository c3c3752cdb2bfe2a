import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/databases';
import type { Db } from './connection';
import { STORED_AS } from './schema';
import { json } from './values';

const camelCase = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Kysely's and the migrator's own tables, which no feature reads. */
/** Tables of the migrator and of the search engines' own indexes (decision 0054), not the app's rows. */
const BOOKKEEPING = new Set([
  'kyselyMigration',
  'kyselyMigrationLock',
  'searchFts',
  'searchFtsConfig',
  'searchFtsData',
  'searchFtsDocsize',
  'searchFtsIdx',
  'searchVocab',
  'searchTerms',
]);

interface Column {
  table: string;
  column: string;
  /** The type the database reports, lower-cased. */
  type: string;
  defaultValue: string | null;
}

/** Every column of the migrated database, with camelCase names as the code uses them. */
async function columnsOf(db: Db, dialect: 'sqlite' | 'postgres'): Promise<Column[]> {
  if (dialect === 'postgres') {
    const { rows } = await sql<{
      tableName: string;
      columnName: string;
      dataType: string;
      columnDefault: string;
    }>`
      select table_name, column_name, data_type, column_default from information_schema.columns
      where table_schema = current_schema()`.execute(db);
    return rows.map((row) => ({
      table: camelCase(row.tableName),
      column: camelCase(row.columnName),
      type: row.dataType.toLowerCase(),
      defaultValue: row.columnDefault,
    }));
  }
  const { rows: tables } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  const columns: Column[] = [];
  for (const { name } of tables) {
    const { rows } = await sql<{ name: string; type: string; dfltValue: string | null }>`
      select name, type, dflt_value from pragma_table_info(${name})`.execute(db);
    for (const row of rows) {
      columns.push({
        table: camelCase(name),
        column: camelCase(row.name),
        type: row.type.toLowerCase(),
        defaultValue: row.dfltValue,
      });
    }
  }
  return columns;
}

const key = (table: string, column: string) => `${table}.${column}`;

function declared(kind: 'boolean' | 'json'): string[] {
  return Object.entries(STORED_AS)
    .flatMap(([table, stored]) => stored[kind].map((column) => key(table, column)))
    .sort();
}

describeEachDatabase('column types declared beside their tables', (t) => {
  it('declares every table the migrations create', async () => {
    const tables = new Set((await columnsOf(t.db, t.dialect)).map((c) => c.table));
    const created = [...tables].filter((table) => !BOOKKEEPING.has(table)).sort();
    expect(created).toEqual(Object.keys(STORED_AS).sort());
  });

  it('declares exactly the boolean and JSON columns the migrations create', async () => {
    const columns = await columnsOf(t.db, t.dialect);
    const of = (match: (c: Column) => boolean) =>
      columns
        .filter(match)
        .map((c) => key(c.table, c.column))
        .sort();
    expect(of((c) => c.type === 'boolean')).toEqual(declared('boolean'));
    if (t.dialect === 'postgres') {
      expect(of((c) => c.type === 'jsonb' || c.type === 'json')).toEqual(declared('json'));
    } else {
      // SQLite keeps JSON as text: every declared JSON column is text, and every list column (its default
      // the empty list) is declared.
      const text = new Set(of((c) => c.type === 'text'));
      expect(declared('json').filter((column) => !text.has(column))).toEqual([]);
      const lists = of((c) => c.defaultValue === "'[]'");
      expect(lists.filter((column) => !declared('json').includes(column))).toEqual([]);
    }
  });

  it('reads booleans and lists back as such, through joins and aliases, and nothing else', async () => {
    const { db } = t;
    const user = await db
      .insertInto('users')
      .values({
        username: 'stored-as',
        password: 'x',
        genres: json(['House', 'Drill']),
        emailSubscribed: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const collaboration = await db
      .insertInto('collaborations')
      .values({ project: 'Stored as', source: 'request', createdBy: user.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('collaborationMilestones')
      .values([
        { collaborationId: collaboration.id, title: 'Demo', done: true },
        { collaborationId: collaboration.id, title: 'Mix', done: false },
      ])
      .execute();

    const rows = await db
      .selectFrom('collaborationMilestones as m')
      .innerJoin('collaborations as c', 'c.id', 'm.collaborationId')
      .innerJoin('users as u', 'u.id', 'c.createdBy')
      .select(['m.title', 'm.done as ticked', 'u.genres as userGenres', 'u.emailSubscribed'])
      .where('c.id', '=', collaboration.id)
      .orderBy('m.id')
      .execute();
    expect(rows).toEqual([
      { title: 'Demo', ticked: true, userGenres: ['House', 'Drill'], emailSubscribed: false },
      { title: 'Mix', ticked: false, userGenres: ['House', 'Drill'], emailSubscribed: false },
    ]);

    // A value named like a column that some other table declares is left as the query answered it.
    const [other] = await db
      .selectFrom('users')
      .select([sql<number>`1`.as('done'), sql<string>`'["x"]'`.as('tags')])
      .where('id', '=', user.id)
      .execute();
    expect(other).toEqual({ done: 1, tags: '["x"]' });
  });
});
