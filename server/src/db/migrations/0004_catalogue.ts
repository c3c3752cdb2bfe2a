import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import { columns } from './columns';

/**
 * The catalogue: track drafts and publishing, stored media, audio analysis, likes, plays, follows,
 * crate upvotes, drop requests, newsletter opt-ins, video likes and views, and durable jobs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);

  type Build = (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
  const nullable: Build = (col) => col;
  const trackColumns: [string, 'text' | 'boolean' | 'integer' | 'real' | 'jsonb' | 'timestamptz', Build][] = [
    ['status', 'text', (col) => col.notNull().defaultTo('published')],
    ['visibility', 'text', (col) => col.notNull().defaultTo('public')],
    ['release_type', 'text', (col) => col.notNull().defaultTo('single')],
    ['is_original', 'boolean', (col) => col.notNull().defaultTo(true)],
    ['tags', c.json, c.list],
    ['featured', 'boolean', (col) => col.notNull().defaultTo(false)],
    ['featured_artist', 'text', nullable],
    ['storage_key', 'text', nullable],
    ['cover_key', 'text', nullable],
    ['waveform', c.json, nullable],
    ['codec', 'text', nullable],
    ['sample_rate', 'integer', nullable],
    ['bitrate', 'integer', nullable],
    ['loudness', 'real', nullable],
    ['energy', 'real', nullable],
    ['danceability', 'real', nullable],
    ['analysis_status', 'text', (col) => col.notNull().defaultTo('pending')],
    ['analysis_error', 'text', nullable],
    ['published_at', c.timestamp, nullable],
    ['updated_at', c.timestamp, c.nowDefault],
  ];
  for (const [name, type, build] of trackColumns) {
    // One statement per column: SQLite's ALTER TABLE adds one column at a time.
    await db.schema.alterTable('tracks').addColumn(name, type, build).execute();
  }
  await db.schema.createIndex('tracks_user_idx').on('tracks').column('user_id').execute();
  await db.schema
    .createIndex('tracks_listing_idx')
    .on('tracks')
    .columns(['status', 'visibility', 'upload_date'])
    .execute();

  await db.schema
    .createTable('track_likes')
    .addColumn('user_id', 'integer', (col) => c.userRef(col).notNull())
    .addColumn('track_id', 'integer', (col) => col.notNull().references('tracks.id').onDelete('cascade'))
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .addPrimaryKeyConstraint('track_likes_pk', ['user_id', 'track_id'])
    .execute();
  await db.schema
    .createIndex('track_likes_track_idx')
    .on('track_likes')
    .columns(['track_id', 'created_at'])
    .execute();

  // One row per counted play; listener_key is the user id or a hash of the visitor's address.
  await c
    .id(db.schema.createTable('track_plays'))
    .addColumn('track_id', 'integer', (col) => col.notNull().references('tracks.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('listener_key', 'text', (col) => col.notNull())
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .execute();
  await db.schema
    .createIndex('track_plays_track_idx')
    .on('track_plays')
    .columns(['track_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('track_plays_listener_idx')
    .on('track_plays')
    .columns(['listener_key', 'track_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('follows')
    .addColumn('follower_id', 'integer', (col) => c.userRef(col).notNull())
    .addColumn('followee_id', 'integer', (col) => c.userRef(col).notNull())
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .addPrimaryKeyConstraint('follows_pk', ['follower_id', 'followee_id'])
    .execute();
  await db.schema
    .createIndex('follows_followee_idx')
    .on('follows')
    .columns(['followee_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('track_upvotes')
    .addColumn('user_id', 'integer', (col) => c.userRef(col).notNull())
    .addColumn('track_id', 'integer', (col) => col.notNull().references('tracks.id').onDelete('cascade'))
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .addPrimaryKeyConstraint('track_upvotes_pk', ['user_id', 'track_id'])
    .execute();
  await db.schema.createIndex('track_upvotes_track_idx').on('track_upvotes').column('track_id').execute();

  await c
    .id(db.schema.createTable('drop_requests'))
    .addColumn('track_id', 'integer', (col) => col.notNull().references('tracks.id').onDelete('cascade'))
    .addColumn('requester_id', 'integer', (col) => c.userRef(col).notNull())
    .addColumn('artist_id', 'integer', (col) => c.userRef(col))
    .addColumn('message', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .execute();
  await db.schema.createIndex('drop_requests_artist_idx').on('drop_requests').column('artist_id').execute();

  await c
    .id(db.schema.createTable('newsletter_subscriptions'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('subscribed'))
    .addColumn('source', 'text')
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .addColumn('updated_at', c.timestamp, c.nowDefault)
    .execute();
  await sql`create unique index newsletter_subscriptions_email_idx on newsletter_subscriptions (lower(email))`.execute(
    db,
  );

  for (const [name, table] of [
    ['storage_key', 'videos'],
    ['thumbnail_key', 'videos'],
    ['content_type', 'videos'],
  ] as const) {
    await db.schema.alterTable(table).addColumn(name, 'text').execute();
  }
  await db.schema.alterTable('videos').addColumn('file_size', 'bigint').execute();
  await db.schema
    .createTable('video_likes')
    .addColumn('user_id', 'integer', (col) => c.userRef(col).notNull())
    .addColumn('video_id', 'integer', (col) => col.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .addPrimaryKeyConstraint('video_likes_pk', ['user_id', 'video_id'])
    .execute();
  await c
    .id(db.schema.createTable('video_views'))
    .addColumn('video_id', 'integer', (col) => col.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('listener_key', 'text', (col) => col.notNull())
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .execute();
  await db.schema
    .createIndex('video_views_listener_idx')
    .on('video_views')
    .columns(['listener_key', 'video_id', 'created_at'])
    .execute();

  // Durable background work (audio analysis): survives a restart; a crashed run is retried.
  await c
    .id(db.schema.createTable('jobs'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('payload', c.json, (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (col) => col.notNull().defaultTo(3))
    .addColumn('run_after', c.timestamp, c.nowDefault)
    .addColumn('locked_until', c.timestamp)
    .addColumn('last_error', 'text')
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .addColumn('updated_at', c.timestamp, c.nowDefault)
    .execute();
  await db.schema.createIndex('jobs_ready_idx').on('jobs').columns(['status', 'run_after']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'jobs',
    'video_views',
    'video_likes',
    'newsletter_subscriptions',
    'drop_requests',
    'track_upvotes',
    'follows',
    'track_plays',
    'track_likes',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
