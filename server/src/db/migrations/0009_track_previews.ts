import type { Kysely } from 'kysely';

/**
 * Previews of priced tracks: `tracks.preview_key` names the stored preview (the opening of the track, faded
 * out), made by the make-preview job. The media route finds the track a stored audio file belongs to by its
 * key on every request, hence the index on `storage_key`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tracks').addColumn('preview_key', 'text').execute();
  await db.schema.createIndex('tracks_storage_key_idx').on('tracks').column('storage_key').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tracks_storage_key_idx').ifExists().execute();
  await db.schema.alterTable('tracks').dropColumn('preview_key').execute();
}
