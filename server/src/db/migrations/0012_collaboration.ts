import type { Kysely } from 'kysely';
import { columns } from './columns';

/**
 * Collaboration:
 * - collab_profiles: `equipment`, `updated_at`, one profile per user.
 * - collab_signals: what matching reads of a user, computed when their tracks are analysed or their profile
 *   changes (genres of their published tracks, their sound profile, their reliability), so a match query filters
 *   and ranks in SQL without reading every track.
 * - collab_requests: Connect (one pending request per pair); inbox_messages.collab_request_id links the message.
 * - collaborations, collaboration_members, collaboration_milestones, collaboration_messages: a collaboration two
 *   artists run together, its progress, its thread and the ratings they give each other at the end.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);

  await db.schema.alterTable('collab_profiles').addColumn('equipment', c.json, c.list).execute();
  await db.schema.alterTable('collab_profiles').addColumn('updated_at', c.timestamp, c.nowDefault).execute();
  await db.schema
    .createIndex('collab_profiles_user_idx')
    .on('collab_profiles')
    .column('user_id')
    .unique()
    .execute();

  await db.schema
    .createTable('collab_signals')
    .addColumn('user_id', 'integer', (col) => c.userRef(col).primaryKey())
    // lower-case genres of the user's published tracks
    .addColumn('track_genres', c.json, c.list)
    .addColumn('analysed_tracks', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('tempo_avg', 'real')
    .addColumn('energy_avg', 'real')
    .addColumn('danceability_avg', 'real')
    .addColumn('loudness_avg', 'real')
    // how many distinct keys their analysed tracks use, 0..1 of the 24 keys
    .addColumn('key_spread', 'real')
    // the most common key (e.g. 'A minor'), for the sound-compatibility reason
    .addColumn('main_key', 'text')
    .addColumn('followers', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('requests_received', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('requests_answered', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('completed_collabs', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('rating_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('rating_sum', 'integer', (col) => col.notNull().defaultTo(0))
    // activity for the visitors' ranking: published tracks and plays in the last 90 days
    .addColumn('activity', 'real', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', c.timestamp, c.nowDefault)
    .execute();

  await c
    .id(db.schema.createTable('collaborations'))
    .addColumn('project', 'text', (col) => col.notNull())
    // 'pending_payment' (matchmaker, fee not yet paid), 'active', 'completed', 'cancelled'
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('active'))
    // 'request' (Connect accepted) or 'matchmaker' (started with the setup fee)
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('transaction_id', 'integer', (col) => col.references('transactions.id').onDelete('set null'))
    // the match score between the two members when it started (0-100)
    .addColumn('quantum_score', 'integer')
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .addColumn('completed_at', c.timestamp)
    .addColumn('cancelled_at', c.timestamp)
    .execute();

  await db.schema
    .createTable('collaboration_members')
    .addColumn('collaboration_id', 'integer', (col) =>
      col.notNull().references('collaborations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) => c.userRef(col).notNull())
    // the rating this member gave the other one after completion (1-5), once
    .addColumn('rating_given', 'integer')
    .addColumn('rated_at', c.timestamp)
    .addColumn('joined_at', c.timestamp, c.nowDefault)
    .addPrimaryKeyConstraint('collaboration_members_pk', ['collaboration_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('collaboration_members_user_idx')
    .on('collaboration_members')
    .column('user_id')
    .execute();

  await c
    .id(db.schema.createTable('collab_requests'))
    .addColumn('from_user_id', 'integer', (col) => c.userRef(col).notNull())
    .addColumn('to_user_id', 'integer', (col) => c.userRef(col).notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('project', 'text', (col) => col.notNull())
    // 'pending', 'accepted', 'declined', 'withdrawn'
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('collaboration_id', 'integer', (col) =>
      col.references('collaborations.id').onDelete('set null'),
    )
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .addColumn('responded_at', c.timestamp)
    .execute();
  await db.schema
    .createIndex('collab_requests_to_idx')
    .on('collab_requests')
    .columns(['to_user_id', 'status'])
    .execute();
  await db.schema
    .createIndex('collab_requests_from_idx')
    .on('collab_requests')
    .columns(['from_user_id', 'created_at'])
    .execute();

  // An inbox message about a collaboration request carries it, so the inbox can offer Accept and Decline.
  await db.schema
    .alterTable('inbox_messages')
    .addColumn('collab_request_id', 'integer', (col) =>
      col.references('collab_requests.id').onDelete('set null'),
    )
    .execute();

  await c
    .id(db.schema.createTable('collaboration_milestones'))
    .addColumn('collaboration_id', 'integer', (col) =>
      col.notNull().references('collaborations.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('done', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('done_at', c.timestamp)
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .execute();
  await db.schema
    .createIndex('collaboration_milestones_collab_idx')
    .on('collaboration_milestones')
    .column('collaboration_id')
    .execute();

  await c
    .id(db.schema.createTable('collaboration_messages'))
    .addColumn('collaboration_id', 'integer', (col) =>
      col.notNull().references('collaborations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .execute();
  await db.schema
    .createIndex('collaboration_messages_collab_idx')
    .on('collaboration_messages')
    .columns(['collaboration_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'collaboration_messages',
    'collaboration_milestones',
    'collab_requests',
    'collaboration_members',
    'collaborations',
    'collab_signals',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('inbox_messages').dropColumn('collab_request_id').execute();
  await db.schema.dropIndex('collab_profiles_user_idx').ifExists().execute();
  await db.schema.alterTable('collab_profiles').dropColumn('updated_at').execute();
  await db.schema.alterTable('collab_profiles').dropColumn('equipment').execute();
}
