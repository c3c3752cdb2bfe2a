import type { Kysely } from 'kysely';
import { columns } from './columns';

/**
 * Cover art (decision 0036): every generated image, stored in media storage under coverart/, with the request
 * that made it (so it can be drawn again), its seed, prompt and renderer. user_id is null for a visitor's image.
 * Setting an image as a track's cover copies it to covers/ and points tracks.cover_key and cover_art at the copy.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  await c
    .id(db.schema.createTable('cover_art_images'))
    .addColumn('user_id', 'integer', c.userRef)
    .addColumn('storage_key', 'text', (col) => col.notNull())
    .addColumn('track_title', 'text', (col) => col.notNull())
    .addColumn('artist_name', 'text', (col) => col.notNull())
    .addColumn('genre', 'text', (col) => col.notNull())
    .addColumn('mood', 'text', (col) => col.notNull())
    .addColumn('theme', 'text', (col) => col.notNull())
    .addColumn('style', 'text', (col) => col.notNull())
    .addColumn('color_scheme', 'text', (col) => col.notNull())
    .addColumn('additional_prompt', 'text', (col) => col.notNull())
    .addColumn('seed', 'integer', (col) => col.notNull())
    .addColumn('prompt', 'text', (col) => col.notNull())
    .addColumn('revised_prompt', 'text')
    .addColumn('renderer', 'text', (col) => col.notNull())
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .execute();
  await db.schema
    .createIndex('cover_art_images_user_idx')
    .on('cover_art_images')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cover_art_images').execute();
}
