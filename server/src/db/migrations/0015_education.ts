import { type Kysely, sql } from 'kysely';
import { columns } from './columns';

/**
 * Education (decision 0035), on top of the six tables of part 2 created by 0001:
 * - courses: `instructor_id` (the user paid 85% of its sales; null for the platform's own courses), `featured`,
 *   `published_at`. `price` holds cents, like tracks.price.
 * - course_modules: `is_free` (its lessons are open to everyone, signed in or not).
 * - course_lessons: `video_id` (a video of the platform's video storage) and `track_id` (a catalogue track as a
 *   listening example); `content` holds Markdown.
 * - user_course_enrollments: `transaction_id` (the payment of a paid enrolment), `ended_at` (access ended by a
 *   refund or dispute), `last_accessed_at`; one row per learner and course.
 * - user_lesson_progress: one row per learner and lesson.
 * - certifications: one per learner and course (the number was unique already).
 * - course_ratings: one rating (1-5) per learner and course.
 * - course_instructors: the instructor role, given and taken by administrators.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);

  await db.schema
    .alterTable('courses')
    .addColumn('instructor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('courses')
    .addColumn('featured', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable('courses').addColumn('published_at', c.timestamp).execute();
  await db.schema.createIndex('courses_published_idx').on('courses').column('published').execute();
  await db.schema.createIndex('courses_instructor_idx').on('courses').column('instructor_id').execute();

  await db.schema
    .alterTable('course_modules')
    .addColumn('is_free', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();

  await db.schema
    .alterTable('course_lessons')
    .addColumn('video_id', 'integer', (col) => col.references('videos.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('course_lessons')
    .addColumn('track_id', 'integer', (col) => col.references('tracks.id').onDelete('set null'))
    .execute();

  await db.schema
    .alterTable('user_course_enrollments')
    .addColumn('transaction_id', 'integer', (col) => col.references('transactions.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('user_course_enrollments').addColumn('ended_at', c.timestamp).execute();
  await db.schema.alterTable('user_course_enrollments').addColumn('last_accessed_at', c.timestamp).execute();

  // Nothing wrote these tables before this migration; should an installation hold duplicates anyway, the
  // oldest row of each pair stays, so the unique indexes below can be built.
  for (const [table, other] of [
    ['user_course_enrollments', 'course_id'],
    ['user_lesson_progress', 'lesson_id'],
    ['certifications', 'course_id'],
  ] as const) {
    await sql`delete from ${sql.table(table)} where id not in (
      select min(id) from ${sql.table(table)} group by user_id, ${sql.ref(other)})`.execute(db);
  }
  await db.schema
    .createIndex('user_course_enrollments_user_course_idx')
    .on('user_course_enrollments')
    .columns(['user_id', 'course_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('user_course_enrollments_course_idx')
    .on('user_course_enrollments')
    .column('course_id')
    .execute();
  await db.schema
    .createIndex('user_course_enrollments_transaction_idx')
    .on('user_course_enrollments')
    .column('transaction_id')
    .execute();
  await db.schema
    .createIndex('user_lesson_progress_user_lesson_idx')
    .on('user_lesson_progress')
    .columns(['user_id', 'lesson_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('certifications_user_course_idx')
    .on('certifications')
    .columns(['user_id', 'course_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('course_ratings')
    .addColumn('course_id', 'integer', (col) => col.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => c.userRef(col).notNull())
    .addColumn('rating', 'integer', (col) => col.notNull())
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .addPrimaryKeyConstraint('course_ratings_pk', ['course_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('course_instructors')
    .addColumn('user_id', 'integer', (col) => c.userRef(col).primaryKey())
    .addColumn('granted_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('granted_at', c.timestamp, c.nowDefault)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('course_instructors').ifExists().execute();
  await db.schema.dropTable('course_ratings').ifExists().execute();
  for (const index of [
    'certifications_user_course_idx',
    'user_lesson_progress_user_lesson_idx',
    'user_course_enrollments_transaction_idx',
    'user_course_enrollments_course_idx',
    'user_course_enrollments_user_course_idx',
    'courses_instructor_idx',
    'courses_published_idx',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  for (const [table, column] of [
    ['user_course_enrollments', 'last_accessed_at'],
    ['user_course_enrollments', 'ended_at'],
    ['user_course_enrollments', 'transaction_id'],
    ['course_lessons', 'track_id'],
    ['course_lessons', 'video_id'],
    ['course_modules', 'is_free'],
    ['courses', 'published_at'],
    ['courses', 'featured'],
    ['courses', 'instructor_id'],
  ] as const) {
    await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
