import type { Kysely } from 'kysely';
import { columns } from './columns';

/**
 * What the collab pre-score reads, kept in collab_signals so that ranking candidates scans one narrow table
 * (decision 0033): whether the user can be offered as a match (`offerable`: a profile that is available, an
 * account that is not deleted), the lower-cased union of their profile and track genres, their skills and
 * collaboration types as bit masks (the position in COLLAB.skills / COLLAB.collabTypes), their location
 * lower-cased, and what q searches (display name, username and description, lower-cased). Existing rows are filled by the first start after this migration (collab signals version).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  await db.schema
    .alterTable('collab_signals')
    .addColumn('offerable', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable('collab_signals').addColumn('match_genres', c.json, c.list).execute();
  await db.schema
    .alterTable('collab_signals')
    .addColumn('skill_bits', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('collab_signals')
    .addColumn('type_bits', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('collab_signals').addColumn('place', 'text').execute();
  await db.schema.alterTable('collab_signals').addColumn('search_text', 'text').execute();
  await db.schema
    .createIndex('collab_signals_offerable_idx')
    .on('collab_signals')
    .columns(['offerable', 'activity', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('collab_signals_offerable_idx').ifExists().execute();
  for (const column of ['search_text', 'place', 'type_bits', 'skill_bits', 'match_genres', 'offerable']) {
    await db.schema.alterTable('collab_signals').dropColumn(column).execute();
  }
}
