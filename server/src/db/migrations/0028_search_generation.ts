import { type Kysely, sql } from 'kysely';
import { isPostgres } from './columns';

/** Columns results and filters read from a source row beyond its search document (decision 0054). */
const READ_BESIDE_DOCUMENT: Record<string, string[]> = {
  tracks: ['audio_url', 'preview_key', 'measured_bpm', 'measured_key', 'energy', 'duration'],
  courses: ['price'],
};

/**
 * The search index's generation (decision 0054): one counter, moved by triggers in the writing transaction
 * whenever what a search may answer changes (a document written or removed, or a track's or course's column
 * that results read beside it). A cached answer is good while the generation it was computed at is current.
 * Popularity factors are not counted here: their refresh moves the counter itself when it changes any.
 * PostgreSQL moves it at commit, once per transaction; SQLite (one writer at a time) once per row written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('search_generation')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('value', pg ? 'bigint' : 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`insert into search_generation (id, value) values (1, 0)`.execute(db);
  const bump = 'update search_generation set value = value + 1 where id = 1;';
  const watched: [string, string][] = [
    ['search_documents', 'insert or delete or update of type, title, subtitle, body, image, published_at'],
    ...Object.entries(READ_BESIDE_DOCUMENT).map(([table, cols]): [string, string] => [
      table,
      `update of ${cols.join(', ')}`,
    ]),
  ];
  if (pg) {
    // At commit (deferred), and once per transaction: every writer takes the counter's row lock last and
    // briefly, so it never joins a lock cycle, and the new value becomes visible with the data it stands for.
    await sql
      .raw(
        `create function search_generation_bump() returns trigger language plpgsql as $$
        begin
          if coalesce(current_setting('search.generation_moved', true), '') = 'yes' then return null; end if;
          perform set_config('search.generation_moved', 'yes', true);
          ${bump}
          return null;
        end $$`,
      )
      .execute(db);
    for (const [table, events] of watched) {
      await sql
        .raw(
          `create constraint trigger ${table}_generation after ${events} on ${table}
             deferrable initially deferred for each row execute function search_generation_bump()`,
        )
        .execute(db);
    }
    return;
  }
  // SQLite has row triggers only, and one event per trigger.
  for (const [table, events] of watched) {
    for (const [index, event] of events.split(' or ').entries()) {
      await sql
        .raw(`create trigger ${table}_generation_${index} after ${event} on ${table} begin ${bump} end`)
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  for (const table of ['search_documents', ...Object.keys(READ_BESIDE_DOCUMENT)]) {
    if (pg) await sql.raw(`drop trigger if exists ${table}_generation on ${table}`).execute(db);
    else {
      for (const index of [0, 1, 2])
        await sql.raw(`drop trigger if exists ${table}_generation_${index}`).execute(db);
    }
  }
  if (pg) await sql.raw('drop function if exists search_generation_bump()').execute(db);
  await db.schema.dropTable('search_generation').execute();
}
