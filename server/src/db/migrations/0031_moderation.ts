import type { Kysely } from 'kysely';
import { dropTriggers, installTriggers } from './0025_search';
import { columns, isPostgres } from './columns';
import { MODERATED_SEARCH_TABLES, searchSources } from './searchSources';

/** Tables whose rows a moderator may remove (a `removed_at` column; removed rows show nowhere). */
const REMOVABLE = ['tracks', 'videos', 'newsletter_articles', 'collab_profiles', 'live_chat_messages'];

/**
 * Moderation (decision 0061): reports (one per reporter and thing), the audit log of moderators' actions,
 * appeals (one per action), `removed_at` on the removable tables, an account's suspension and ban, and the
 * search triggers' new rule: removed rows and the rows of suspended or banned owners are not findable.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  const pg = isPostgres(db);
  for (const table of REMOVABLE) {
    await db.schema.alterTable(table).addColumn('removed_at', c.timestamp).execute();
  }
  await db.schema.alterTable('users').addColumn('suspended_until', c.timestamp).execute();
  await db.schema.alterTable('users').addColumn('banned_at', c.timestamp).execute();
  await db.schema.createIndex('users_suspended_idx').on('users').column('suspended_until').execute();

  await c
    .id(db.schema.createTable('reports'))
    .addColumn('reporter_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('target_id', 'integer', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('details', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .addColumn('resolved_at', c.timestamp)
    .addColumn('resolved_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('reports_reporter_target_idx')
    .on('reports')
    .columns(['reporter_id', 'target_type', 'target_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('reports_open_idx')
    .on('reports')
    .columns(['status', 'target_type', 'target_id'])
    .execute();

  await c
    .id(db.schema.createTable('moderation_actions'))
    .addColumn('moderator_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('target_id', 'integer', (col) => col.notNull())
    .addColumn('owner_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('days', 'integer')
    .addColumn('title', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .execute();
  await db.schema
    .createIndex('moderation_actions_created_idx')
    .on('moderation_actions')
    .column('id')
    .execute();
  await db.schema
    .createIndex('moderation_actions_owner_idx')
    .on('moderation_actions')
    .column('owner_id')
    .execute();

  await c
    .id(db.schema.createTable('moderation_appeals'))
    .addColumn('action_id', 'integer', (col) =>
      col.notNull().unique().references('moderation_actions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .addColumn('decided_at', c.timestamp)
    .addColumn('decided_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('decision_note', 'text')
    .execute();
  await db.schema
    .createIndex('moderation_appeals_status_idx')
    .on('moderation_appeals')
    .column('status')
    .execute();

  // Copyright notices (17 U.S.C. 512(c)): a valid notice takes the track down at once; a counter-notice brings it
  // back after 10 business days unless the claimant went to court.
  await c
    .id(db.schema.createTable('copyright_notices'))
    .addColumn('track_id', 'integer', (col) => col.notNull().references('tracks.id').onDelete('cascade'))
    .addColumn('uploader_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('work', 'text', (col) => col.notNull())
    .addColumn('infringing_url', 'text', (col) => col.notNull())
    .addColumn('claimant_name', 'text', (col) => col.notNull())
    .addColumn('claimant_email', 'text', (col) => col.notNull())
    .addColumn('claimant_contact', 'text', (col) => col.notNull())
    .addColumn('signature', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .addColumn('counter_statement', 'text')
    .addColumn('counter_signature', 'text')
    .addColumn('countered_at', c.timestamp)
    .addColumn('restore_at', c.timestamp)
    .addColumn('decided_at', c.timestamp)
    .execute();
  await db.schema
    .createIndex('copyright_notices_status_idx')
    .on('copyright_notices')
    .columns(['status', 'restore_at'])
    .execute();
  await db.schema
    .createIndex('copyright_notices_uploader_idx')
    .on('copyright_notices')
    .column('uploader_id')
    .execute();

  for (const source of searchSources(pg, true).filter((s) => MODERATED_SEARCH_TABLES.includes(s.table))) {
    await dropTriggers(db, pg, source.table);
    await installTriggers(db, pg, source);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  for (const source of searchSources(pg).filter((s) => MODERATED_SEARCH_TABLES.includes(s.table))) {
    await dropTriggers(db, pg, source.table);
    await installTriggers(db, pg, source);
  }
  await db.schema.dropTable('copyright_notices').execute();
  await db.schema.dropTable('moderation_appeals').execute();
  await db.schema.dropTable('moderation_actions').execute();
  await db.schema.dropTable('reports').execute();
  await db.schema.dropIndex('users_suspended_idx').execute();
  await db.schema.alterTable('users').dropColumn('banned_at').execute();
  await db.schema.alterTable('users').dropColumn('suspended_until').execute();
  for (const table of REMOVABLE) await db.schema.alterTable(table).dropColumn('removed_at').execute();
}
