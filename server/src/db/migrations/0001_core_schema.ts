import type { Kysely } from 'kysely';
import { columns } from './columns';

/** The complete stored schema of part 2, section 3: 13 tables, every field and default. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);

  await c
    .id(db.schema.createTable('users'))
    .addColumn('username', 'text', (col) => col.notNull().unique())
    .addColumn('password', 'text', (col) => col.notNull())
    .addColumn('display_name', 'text')
    .addColumn('email', 'text')
    .addColumn('profile_image', 'text')
    .addColumn('user_type', 'text', (col) => col.notNull().defaultTo('artist'))
    .addColumn('bio', 'text')
    .addColumn('location', 'text')
    .addColumn('genres', c.json, c.list)
    .addColumn('email_subscribed', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .addColumn('stripe_customer_id', 'text')
    .addColumn('stripe_subscription_id', 'text')
    .execute();

  await c
    .id(db.schema.createTable('tracks'))
    .addColumn('user_id', 'integer', c.userRef)
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('artist', 'text')
    .addColumn('audio_url', 'text', (col) => col.notNull())
    .addColumn('file_url', 'text')
    .addColumn('file_size', 'bigint')
    .addColumn('file_type', 'text')
    .addColumn('cover_art', 'text')
    .addColumn('description', 'text')
    .addColumn('genre', 'text')
    .addColumn('bpm', 'integer')
    .addColumn('key', 'text')
    .addColumn('producer', 'text')
    .addColumn('lyrics', 'text')
    .addColumn('is_clean', 'boolean')
    .addColumn('is_public', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('is_explicit', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('allow_download', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('allow_comments', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('price', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('duration', 'integer')
    .addColumn('upload_date', c.timestamp, c.nowDefault)
    .addColumn('play_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('like_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_nft', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('nft_price', 'integer')
    .addColumn('nft_edition', 'text')
    .addColumn('nft_contract_address', 'text')
    .addColumn('nft_token_id', 'text')
    .addColumn('nft_total_supply', 'integer')
    .addColumn('nft_available_supply', 'integer')
    .execute();

  await c
    .id(db.schema.createTable('dj_profiles'))
    .addColumn('user_id', 'integer', c.userRef)
    .addColumn('dj_name', 'text', (col) => col.notNull())
    .addColumn('mix_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('followers', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('badge', 'text')
    .addColumn('booking_rate', 'text')
    .addColumn('social_links', c.json)
    .execute();

  await c
    .id(db.schema.createTable('live_streams'))
    .addColumn('user_id', 'integer', c.userRef)
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('thumbnail_url', 'text')
    .addColumn('start_time', c.timestamp)
    .addColumn('end_time', c.timestamp)
    .addColumn('viewer_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();

  await c
    .id(db.schema.createTable('collab_profiles'))
    .addColumn('user_id', 'integer', c.userRef)
    .addColumn('skills', c.json, c.list)
    .addColumn('collab_type', c.json, c.list)
    .addColumn('is_available', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('description', 'text')
    .addColumn('examples', c.json, c.list)
    .addColumn('rate_info', 'text')
    .execute();

  await c
    .id(db.schema.createTable('videos'))
    .addColumn('user_id', 'integer', c.userRef)
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('video_url', 'text', (col) => col.notNull())
    .addColumn('thumbnail_url', 'text')
    .addColumn('description', 'text')
    .addColumn('category', 'text')
    .addColumn('tags', c.json, c.list)
    .addColumn('duration', 'text')
    .addColumn('upload_date', c.timestamp, c.nowDefault)
    .addColumn('view_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('like_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_reel_format', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();

  await c
    .id(db.schema.createTable('transactions'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull().defaultTo('usd'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('stripe_payment_intent_id', 'text')
    .addColumn('payment_type', 'text', (col) => col.notNull())
    .addColumn('content_id', 'integer')
    .addColumn('content_type', 'text')
    .addColumn('metadata', c.json)
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .execute();

  await c
    .id(db.schema.createTable('courses'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('cover_image', 'text')
    .addColumn('instructor', 'text')
    .addColumn('price', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('level', 'text')
    .addColumn('duration', 'integer')
    .addColumn('prerequisites', c.json, c.list)
    .addColumn('published', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .addColumn('updated_at', c.timestamp, c.nowDefault)
    .execute();

  await c
    .id(db.schema.createTable('course_modules'))
    .addColumn('course_id', 'integer', (col) => col.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('order', 'integer', (col) => col.notNull())
    .execute();

  await c
    .id(db.schema.createTable('course_lessons'))
    .addColumn('module_id', 'integer', (col) =>
      col.notNull().references('course_modules.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('content', 'text')
    .addColumn('video_url', 'text')
    .addColumn('duration', 'integer')
    .addColumn('order', 'integer', (col) => col.notNull())
    .execute();

  await c
    .id(db.schema.createTable('user_course_enrollments'))
    .addColumn('user_id', 'integer', c.userRef)
    .addColumn('course_id', 'integer', (col) => col.references('courses.id').onDelete('cascade'))
    .addColumn('enrollment_date', c.timestamp, c.nowDefault)
    .addColumn('completion_date', c.timestamp)
    .addColumn('progress', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_accessed_lesson_id', 'integer', (col) =>
      col.references('course_lessons.id').onDelete('set null'),
    )
    .execute();

  await c
    .id(db.schema.createTable('user_lesson_progress'))
    .addColumn('user_id', 'integer', c.userRef)
    .addColumn('lesson_id', 'integer', (col) => col.references('course_lessons.id').onDelete('cascade'))
    .addColumn('completed', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('completion_date', c.timestamp)
    .execute();

  await c
    .id(db.schema.createTable('certifications'))
    .addColumn('user_id', 'integer', c.userRef)
    .addColumn('course_id', 'integer', (col) => col.references('courses.id').onDelete('cascade'))
    .addColumn('certificate_number', 'text', (col) => col.notNull().unique())
    .addColumn('issue_date', c.date, (col) => col.notNull())
    .addColumn('expiry_date', c.date)
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('active'))
    .execute();

  await db.schema.createIndex('tracks_user_id_idx').on('tracks').column('user_id').execute();
  await db.schema.createIndex('videos_user_id_idx').on('videos').column('user_id').execute();
  await db.schema.createIndex('transactions_user_id_idx').on('transactions').column('user_id').execute();
  await db.schema
    .createIndex('course_modules_course_id_idx')
    .on('course_modules')
    .column('course_id')
    .execute();
  await db.schema
    .createIndex('course_lessons_module_id_idx')
    .on('course_lessons')
    .column('module_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'certifications',
    'user_lesson_progress',
    'user_course_enrollments',
    'course_lessons',
    'course_modules',
    'courses',
    'transactions',
    'videos',
    'collab_profiles',
    'live_streams',
    'dj_profiles',
    'tracks',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
