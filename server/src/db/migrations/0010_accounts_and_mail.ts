import { type Kysely, sql } from 'kysely';
import { columns } from './columns';

/**
 * Accounts and mail:
 * - users: `email_verified_at` (the address was confirmed through a link), `pending_email` (a new address
 *   waiting for its link), `deleted_at` (the account was deleted and anonymised; payment records keep it).
 * - account_tokens: single-use links (verify an address, reset a password), stored only as SHA-256 hashes.
 * - mail_messages: every email the product sends, rendered when it was caused and sent by the job runner
 *   (the outbox when no SMTP server is configured).
 * - contact_messages: what visitors sent through /contact.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  await db.schema.alterTable('users').addColumn('email_verified_at', c.timestamp).execute();
  await db.schema.alterTable('users').addColumn('pending_email', 'text').execute();
  await db.schema.alterTable('users').addColumn('deleted_at', c.timestamp).execute();
  await db.schema
    .createIndex('users_email_idx')
    .on('users')
    .expression(sql`lower(email)`)
    .execute();

  await c
    .id(db.schema.createTable('account_tokens'))
    .addColumn('user_id', 'integer', (col) => c.userRef(col).notNull())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    // The address a verification link confirms (null for a password reset).
    .addColumn('email', 'text')
    .addColumn('expires_at', c.timestamp, (col) => col.notNull())
    .addColumn('used_at', c.timestamp)
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .execute();
  await db.schema
    .createIndex('account_tokens_user_idx')
    .on('account_tokens')
    .columns(['user_id', 'purpose'])
    .execute();

  await c
    .id(db.schema.createTable('mail_messages'))
    .addColumn('kind', 'text', (col) => col.notNull())
    // No foreign key: the log of what was sent outlives a deleted account.
    .addColumn('user_id', 'integer')
    .addColumn('from_address', 'text', (col) => col.notNull())
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('html', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('queued'))
    .addColumn('transport', 'text')
    .addColumn('message_id', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .addColumn('sent_at', c.timestamp)
    .execute();
  await db.schema
    .createIndex('mail_messages_created_idx')
    .on('mail_messages')
    .columns(['created_at', 'id'])
    .execute();

  await c
    .id(db.schema.createTable('contact_messages'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .addColumn('answered_at', c.timestamp)
    .addColumn('answered_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_messages').ifExists().execute();
  await db.schema.dropTable('mail_messages').ifExists().execute();
  await db.schema.dropTable('account_tokens').ifExists().execute();
  await db.schema.dropIndex('users_email_idx').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('deleted_at').execute();
  await db.schema.alterTable('users').dropColumn('pending_email').execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
}
