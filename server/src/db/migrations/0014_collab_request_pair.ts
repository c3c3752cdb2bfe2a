import { type Kysely, sql } from 'kysely';
import { isPostgres } from './columns';

/**
 * One pending collaboration request per pair of users, whichever of them sent it: a unique index over the
 * pair in a fixed order (the smaller id first), limited to pending requests. Two requests sent at the same
 * time between the same two people cannot both be recorded; answered requests never block a new one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create unique index collab_requests_pending_pair_idx on collab_requests
      (least(from_user_id, to_user_id), greatest(from_user_id, to_user_id)) where status = 'pending'`.execute(
      db,
    );
  } else {
    await sql`create unique index collab_requests_pending_pair_idx on collab_requests
      (min(from_user_id, to_user_id), max(from_user_id, to_user_id)) where status = 'pending'`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('collab_requests_pending_pair_idx').ifExists().execute();
}
