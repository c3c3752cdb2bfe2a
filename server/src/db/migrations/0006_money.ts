import type { Kysely } from 'kysely';
import { columns } from './columns';

/**
 * Money: payments recorded in `transactions` (idempotency key, provider, payee, fee and creator share),
 * provider webhook events (processed once), plan and fan subscriptions, the Beat Bank (cart, licences,
 * exclusive sales), limited digital editions, and the in-app inbox that fans' messages and rewards reach.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);

  const transactionColumns: [string, 'text' | 'integer'][] = [
    ['idempotency_key', 'text'],
    ['provider', 'text'],
    ['payee_id', 'integer'],
    ['failure_message', 'text'],
  ];
  for (const [name, type] of transactionColumns) {
    await db.schema.alterTable('transactions').addColumn(name, type).execute();
  }
  await db.schema
    .alterTable('transactions')
    .addColumn('fee_amount', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('transactions')
    .addColumn('creator_amount', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('transactions').addColumn('updated_at', c.timestamp, c.nowDefault).execute();
  await db.schema
    .createIndex('transactions_idempotency_idx')
    .unique()
    .on('transactions')
    .columns(['user_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('transactions_provider_idx')
    .on('transactions')
    .column('stripe_payment_intent_id')
    .execute();
  await db.schema
    .createIndex('transactions_payee_idx')
    .on('transactions')
    .columns(['payee_id', 'status', 'created_at'])
    .execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('received_at', c.timestamp, c.nowDefault)
    .addColumn('processed_at', c.timestamp)
    .execute();

  await db.schema.alterTable('users').addColumn('plan_id', 'text').execute();

  await c
    .id(db.schema.createTable('subscriptions'))
    .addColumn('user_id', 'integer', (col) => c.userRef(col).notNull())
    // 'plan' (Artist Basic, Artist Pro, DJ Premium) or 'fan' (Premium Fan of one artist)
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('plan_id', 'text', (col) => col.notNull())
    .addColumn('artist_id', 'integer', (col) => c.userRef(col))
    .addColumn('interval', 'text', (col) => col.notNull().defaultTo('month'))
    // incomplete -> active -> canceled (or past_due)
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('incomplete'))
    .addColumn('provider_subscription_id', 'text')
    .addColumn('transaction_id', 'integer', (col) => col.references('transactions.id').onDelete('set null'))
    .addColumn('gifted_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('current_period_end', c.timestamp)
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .addColumn('updated_at', c.timestamp, c.nowDefault)
    .execute();
  await db.schema
    .createIndex('subscriptions_user_idx')
    .on('subscriptions')
    .columns(['user_id', 'kind', 'status'])
    .execute();
  await db.schema
    .createIndex('subscriptions_artist_idx')
    .on('subscriptions')
    .columns(['artist_id', 'status'])
    .execute();
  await db.schema
    .createIndex('subscriptions_provider_idx')
    .on('subscriptions')
    .column('provider_subscription_id')
    .execute();

  // Beats are priced tracks; an exclusive licence sale takes the beat off the market.
  await db.schema
    .alterTable('tracks')
    .addColumn('is_exclusive', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable('tracks').addColumn('exclusive_sold_at', c.timestamp).execute();

  await db.schema
    .createTable('cart_items')
    .addColumn('user_id', 'integer', (col) => c.userRef(col).notNull())
    .addColumn('track_id', 'integer', (col) => col.notNull().references('tracks.id').onDelete('cascade'))
    .addColumn('licence_type', 'text', (col) => col.notNull().defaultTo('standard'))
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .addPrimaryKeyConstraint('cart_items_pk', ['user_id', 'track_id'])
    .execute();

  await c
    .id(db.schema.createTable('licences'))
    .addColumn('licence_number', 'text', (col) => col.notNull().unique())
    .addColumn('transaction_id', 'integer', (col) => col.references('transactions.id').onDelete('set null'))
    .addColumn('buyer_id', 'integer', (col) => c.userRef(col).notNull())
    .addColumn('track_id', 'integer', (col) => col.notNull().references('tracks.id').onDelete('cascade'))
    .addColumn('licence_type', 'text', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .execute();
  await db.schema
    .createIndex('licences_buyer_idx')
    .on('licences')
    .columns(['buyer_id', 'created_at'])
    .execute();

  await c
    .id(db.schema.createTable('nft_editions'))
    .addColumn('track_id', 'integer', (col) => col.notNull().references('tracks.id').onDelete('cascade'))
    .addColumn('edition_number', 'integer', (col) => col.notNull())
    .addColumn('owner_id', 'integer', (col) => c.userRef(col).notNull())
    .addColumn('transaction_id', 'integer', (col) => col.references('transactions.id').onDelete('set null'))
    // reserved while its payment is pending (until reserved_until), then sold; a failed payment frees it
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('reserved'))
    .addColumn('reserved_until', c.timestamp)
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .addUniqueConstraint('nft_editions_number_unique', ['track_id', 'edition_number'])
    .execute();
  await db.schema.createIndex('nft_editions_owner_idx').on('nft_editions').column('owner_id').execute();

  await c
    .id(db.schema.createTable('inbox_messages'))
    .addColumn('recipient_id', 'integer', (col) => c.userRef(col).notNull())
    .addColumn('sender_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    // message | reward | gift | receipt
    .addColumn('kind', 'text', (col) => col.notNull().defaultTo('message'))
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('read_at', c.timestamp)
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .execute();
  await db.schema
    .createIndex('inbox_messages_recipient_idx')
    .on('inbox_messages')
    .columns(['recipient_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'inbox_messages',
    'nft_editions',
    'licences',
    'cart_items',
    'subscriptions',
    'payment_events',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
