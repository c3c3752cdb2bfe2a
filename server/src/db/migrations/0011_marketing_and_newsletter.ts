import { type Kysely, sql } from 'kysely';
import { columns } from './columns';

/**
 * Email marketing and the newsletter:
 * - marketing_consents: a fan chose to get one artist's email ('Email me about {artist}'s releases').
 * - campaigns: what a sender (an artist to their fans, an administrator to the platform list) wrote, sanitised.
 * - campaign_deliveries: one row per recipient, written with the campaign; a row is claimed before it is sent,
 *   so a restart resumes without sending anything twice.
 * - marketing_unsubscribes: every unsubscribe through a link (which list, which campaign it came from).
 * - newsletter_subscriptions: double opt-in (`pending` until the emailed link is followed).
 * - newsletter_articles: the newsletter's articles, published by administrators or submitted for review.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);

  await db.schema
    .createTable('marketing_consents')
    .addColumn('fan_id', 'integer', (col) => c.userRef(col).notNull())
    .addColumn('artist_id', 'integer', (col) => c.userRef(col).notNull())
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .addPrimaryKeyConstraint('marketing_consents_pk', ['fan_id', 'artist_id'])
    .execute();
  await db.schema
    .createIndex('marketing_consents_artist_idx')
    .on('marketing_consents')
    .column('artist_id')
    .execute();

  await c
    .id(db.schema.createTable('newsletter_articles'))
    .addColumn('author_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('subtitle', 'text', (col) => col.notNull())
    .addColumn('image_url', 'text', (col) => col.notNull())
    // [{ heading, body }]
    .addColumn('sections', c.json, c.list)
    .addColumn('tags', c.json, c.list)
    .addColumn('read_time', 'integer', (col) => col.notNull())
    // 'pending' (submitted for review), 'published', 'declined'
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('posted_at', c.timestamp)
    .addColumn('reviewed_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', c.timestamp)
    .addColumn('review_note', 'text')
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .execute();
  await db.schema
    .createIndex('newsletter_articles_status_idx')
    .on('newsletter_articles')
    .columns(['status', 'posted_at'])
    .execute();

  await c
    .id(db.schema.createTable('campaigns'))
    .addColumn('sender_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    // 'artist' (the sender's opted-in fans) or 'platform' (opted-in users and newsletter subscribers)
    .addColumn('audience', 'text', (col) => col.notNull())
    .addColumn('sender_name', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('html', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('article_id', 'integer', (col) =>
      col.references('newsletter_articles.id').onDelete('set null'),
    )
    // 'sending' until every delivery is settled, then 'sent'
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('sending'))
    .addColumn('recipient_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .addColumn('completed_at', c.timestamp)
    .execute();
  await db.schema
    .createIndex('campaigns_sender_idx')
    .on('campaigns')
    .columns(['sender_id', 'created_at'])
    .execute();

  await c
    .id(db.schema.createTable('campaign_deliveries'))
    .addColumn('campaign_id', 'integer', (col) =>
      col.notNull().references('campaigns.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('subscription_id', 'integer', (col) =>
      col.references('newsletter_subscriptions.id').onDelete('set null'),
    )
    .addColumn('email', 'text', (col) => col.notNull())
    // 'queued', 'sending' (claimed), 'sent', 'failed', 'skipped' (unsubscribed after queueing)
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('claimed_at', c.timestamp)
    .addColumn('run_after', c.timestamp)
    .addColumn('sent_at', c.timestamp)
    .addColumn('message_id', 'text')
    .addColumn('last_error', 'text')
    .execute();
  await sql`create unique index campaign_deliveries_email_idx on campaign_deliveries (campaign_id, lower(email))`.execute(
    db,
  );
  await db.schema
    .createIndex('campaign_deliveries_status_idx')
    .on('campaign_deliveries')
    .columns(['status', 'campaign_id', 'id'])
    .execute();

  await c
    .id(db.schema.createTable('marketing_unsubscribes'))
    .addColumn('email', 'text', (col) => col.notNull())
    // 'artist' (one artist's fan email), 'platform' (the platform list and the newsletter)
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('artist_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('campaign_id', 'integer', (col) => col.references('campaigns.id').onDelete('set null'))
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .execute();
  await db.schema
    .createIndex('marketing_unsubscribes_campaign_idx')
    .on('marketing_unsubscribes')
    .column('campaign_id')
    .execute();

  await db.schema.alterTable('newsletter_subscriptions').addColumn('confirmed_at', c.timestamp).execute();
  await db.schema.alterTable('newsletter_subscriptions').addColumn('confirm_token_hash', 'text').execute();
  await db.schema.alterTable('newsletter_subscriptions').addColumn('confirm_sent_at', c.timestamp).execute();
  // Opt-ins stored before double opt-in were never confirmed: they stay, as 'pending', until confirmed.
  await sql`update newsletter_subscriptions set status = 'pending' where status = 'subscribed'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('newsletter_subscriptions').dropColumn('confirm_sent_at').execute();
  await db.schema.alterTable('newsletter_subscriptions').dropColumn('confirm_token_hash').execute();
  await db.schema.alterTable('newsletter_subscriptions').dropColumn('confirmed_at').execute();
  await db.schema.dropTable('marketing_unsubscribes').ifExists().execute();
  await db.schema.dropTable('campaign_deliveries').ifExists().execute();
  await db.schema.dropTable('campaigns').ifExists().execute();
  await db.schema.dropTable('newsletter_articles').ifExists().execute();
  await db.schema.dropTable('marketing_consents').ifExists().execute();
}
