import type { Db } from '../../db/connection';
import type { NewTrack } from '../../db/schema';

let sequence = 0;

/** Inserts a track (published and public unless told otherwise) and returns its id. */
export async function insertTrack(db: Db, userId: number | null, values: Partial<NewTrack> = {}) {
  sequence += 1;
  const row = await db
    .insertInto('tracks')
    .values({
      userId,
      title: `Track ${sequence}`,
      artist: `Artist ${sequence}`,
      audioUrl: `/media/audio/track-${sequence}.mp3`,
      status: 'published',
      visibility: 'public',
      publishedAt: new Date(Date.now() - sequence * 1000).toISOString(),
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts a DJ profile and returns its id. */
export async function insertDjProfile(
  db: Db,
  userId: number | null,
  values: { djName?: string; badge?: string | null; followers?: number; mixCount?: number } = {},
) {
  sequence += 1;
  const row = await db
    .insertInto('djProfiles')
    .values({ userId, djName: values.djName ?? `DJ ${sequence}`, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
