import type { Db } from '../../db/connection';
import type { NewTrack } from '../../db/schema';

const DAY_MS = 86_400_000;

/** An ISO timestamp `days` days (fractions allowed) before `now`. */
export function daysAgo(days: number, now = new Date()): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}

/** Stores a track row directly (tests of the pages that list tracks). */
export async function insertTrack(db: Db, values: Partial<NewTrack> & { title: string }): Promise<number> {
  const row = await db
    .insertInto('tracks')
    .values({ audioUrl: `/media/audio/${encodeURIComponent(values.title)}.mp3`, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Stores plays of a track at the given times, each by its own listener unless one is given. */
export async function insertPlays(
  db: Db,
  trackId: number,
  times: readonly string[],
  listenerKey?: string,
): Promise<void> {
  if (times.length === 0) return;
  await db
    .insertInto('trackPlays')
    .values(
      times.map((createdAt, i) => ({
        trackId,
        userId: null,
        listenerKey: listenerKey ?? `listener-${trackId}-${i}-${createdAt}`,
        createdAt,
      })),
    )
    .execute();
}
