import { type Kysely, sql } from 'kysely';
import { columns, isPostgres } from './columns';
import { searchSources, type SearchSource } from './searchSources';

/**
 * Search (decision 0054): `search_documents` holds one row per findable thing, written by triggers on the source
 * tables in the same transaction as the write that changes them, so a published track is findable at once and
 * one made private is gone at once. Only what anyone may see has a row: published public tracks (priced ones as
 * beats), accounts not deleted, published courses, videos, parties not ended, published articles.
 *
 * SQLite: an external-content FTS5 table over the documents (unicode61 without diacritics, prefix indexes) and
 * an fts5vocab table over it, the vocabulary spelling corrections come from. PostgreSQL: a weighted tsvector
 * (unaccented, 'simple' configuration) on each document, and `search_terms`, the vocabulary with its document
 * counts, trigram-indexed (pg_trgm) for corrections.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  const pg = isPostgres(db);
  if (pg) {
    // Extensions live in public (test schemas come and go); serialised, as concurrent creations race.
    await sql`select pg_advisory_xact_lock(54025)`.execute(db);
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`create extension if not exists unaccent with schema public`.execute(db);
  }
  await c
    .id(db.schema.createTable('search_documents'))
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('source_id', 'integer', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('subtitle', 'text')
    .addColumn('body', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('image', 'text')
    .addColumn('published_at', c.timestamp)
    .addColumn('boost', pg ? 'double precision' : 'real', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('search_documents_source_idx')
    .on('search_documents')
    .columns(['source', 'source_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('search_documents_type_idx')
    .on('search_documents')
    .columns(['type', 'boost'])
    .execute();
  // Browsing by sound starts from the measured key or tempo.
  await db.schema.createIndex('tracks_measured_key_idx').on('tracks').columns(['measured_key']).execute();
  await db.schema.createIndex('tracks_measured_bpm_idx').on('tracks').columns(['measured_bpm']).execute();
  if (pg) await postgresIndex(db);
  else await sqliteIndex(db);
  for (const source of searchSources(pg)) await installTriggers(db, pg, source);
  for (const source of searchSources(pg)) await sql.raw(source.backfill).execute(db);
}

async function sqliteIndex(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `create virtual table search_fts using fts5(title, subtitle, body, content='search_documents',
       content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3 4')`,
    `create virtual table search_vocab using fts5vocab(search_fts, 'row')`,
    `create trigger search_documents_ai after insert on search_documents begin
       insert into search_fts(rowid, title, subtitle, body) values (new.id, new.title, new.subtitle, new.body);
     end`,
    `create trigger search_documents_ad after delete on search_documents begin
       insert into search_fts(search_fts, rowid, title, subtitle, body)
         values ('delete', old.id, old.title, old.subtitle, old.body);
     end`,
    `create trigger search_documents_au after update of title, subtitle, body on search_documents begin
       insert into search_fts(search_fts, rowid, title, subtitle, body)
         values ('delete', old.id, old.title, old.subtitle, old.body);
       insert into search_fts(rowid, title, subtitle, body) values (new.id, new.title, new.subtitle, new.body);
     end`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}

async function postgresIndex(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `alter table search_documents add column vec tsvector not null default ''::tsvector`,
    `create index search_documents_vec_idx on search_documents using gin (vec)`,
    `create table search_terms (term text collate "C" primary key, docs integer not null default 0)`,
    `create index search_terms_trgm_idx on search_terms using gin (term public.gin_trgm_ops)`,
    `create function search_documents_vec() returns trigger language plpgsql as $$
     begin
       new.vec :=
         setweight(to_tsvector('simple', public.unaccent('public.unaccent'::regdictionary, coalesce(new.title, ''))), 'A') ||
         setweight(to_tsvector('simple', public.unaccent('public.unaccent'::regdictionary, coalesce(new.subtitle, ''))), 'B') ||
         setweight(to_tsvector('simple', public.unaccent('public.unaccent'::regdictionary, coalesce(new.body, ''))), 'C');
       return new;
     end $$`,
    `create trigger search_documents_vec before insert or update of title, subtitle, body on search_documents
       for each row execute function search_documents_vec()`,
    `create function search_terms_count() returns trigger language plpgsql as $$
     begin
       if tg_op = 'UPDATE' and old.vec = new.vec then return null; end if;
       if tg_op in ('UPDATE', 'DELETE') then
         update search_terms s set docs = s.docs - 1
           from unnest(tsvector_to_array(old.vec)) as w(term) where s.term = w.term;
       end if;
       if tg_op in ('INSERT', 'UPDATE') then
         insert into search_terms (term, docs)
           select w.term, 1 from unnest(tsvector_to_array(new.vec)) as w(term) order by w.term
           on conflict (term) do update set docs = search_terms.docs + 1;
       end if;
       return null;
     end $$`,
    `create trigger search_terms_count after insert or delete or update of title, subtitle, body
       on search_documents for each row execute function search_terms_count()`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}

/** Installs one source table's triggers (also used by migration 0031 to change the rules). */
export async function installTriggers(db: Kysely<unknown>, pg: boolean, source: SearchSource): Promise<void> {
  const name = `search_${source.table}`;
  const on = source.columns.join(', ');
  if (pg) {
    await sql
      .raw(
        `create function ${name}_write() returns trigger language plpgsql as $$ begin ${source.onWrite} return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create function ${name}_delete() returns trigger language plpgsql as $$ begin ${source.onDelete} return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${name}_write after insert or update of ${on} on ${source.table} for each row execute function ${name}_write()`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${name}_delete after delete on ${source.table} for each row execute function ${name}_delete()`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(`create trigger ${name}_ai after insert on ${source.table} begin ${source.onWrite} end`)
    .execute(db);
  await sql
    .raw(`create trigger ${name}_au after update of ${on} on ${source.table} begin ${source.onWrite} end`)
    .execute(db);
  await sql
    .raw(`create trigger ${name}_ad after delete on ${source.table} begin ${source.onDelete} end`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema.dropIndex('tracks_measured_key_idx').execute();
  await db.schema.dropIndex('tracks_measured_bpm_idx').execute();
  for (const source of searchSources(pg)) await dropTriggers(db, pg, source.table);
  if (pg) {
    await sql.raw('drop table search_terms').execute(db);
    await sql.raw('drop table search_documents').execute(db);
    await sql.raw('drop function if exists search_documents_vec(), search_terms_count()').execute(db);
  } else {
    await sql.raw('drop table search_vocab').execute(db);
    await sql.raw('drop table search_fts').execute(db);
    await sql.raw('drop table search_documents').execute(db);
  }
}

/** Drops one source table's triggers and their functions. */
export async function dropTriggers(db: Kysely<unknown>, pg: boolean, table: string): Promise<void> {
  const name = `search_${table}`;
  if (pg) {
    await sql.raw(`drop trigger if exists ${name}_write on ${table}`).execute(db);
    await sql.raw(`drop trigger if exists ${name}_delete on ${table}`).execute(db);
    await sql.raw(`drop function if exists ${name}_write(), ${name}_delete()`).execute(db);
  } else {
    for (const suffix of ['ai', 'au', 'ad'])
      await sql.raw(`drop trigger if exists ${name}_${suffix}`).execute(db);
  }
}
