import { createHash, randomBytes } from 'node:crypto';
import type { PlaySource } from '@common/embeds';
import { PLAY_COUNT_WINDOW_SECONDS, type PlayCountResult } from '@common/tracks';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { isPostgres } from '../../../db/migrations/columns';
import type { UserRow } from '../../../db/schema';
import { assertTrackAccess, type TrackAccessCheck, viewerCheck } from './findVisibleTrack';

/**
 * Salt of signed-out listeners' keys: random per process, so that the stored hash cannot be turned back
 * into an address (a restart only resets the counting window of signed-out listeners).
 */
const LISTENER_SALT = randomBytes(16).toString('hex');

/** Who is listening: the user id when signed in, else a salted hash of the address and user agent. */
export function listenerKey(user: UserRow | null, ip: string, userAgent: string | undefined): string {
  if (user) return `user:${user.id}`;
  const digest = createHash('sha256')
    .update(`${LISTENER_SALT}\n${ip}\n${userAgent ?? ''}`)
    .digest('base64url');
  return `anon:${digest}`;
}

export interface PlayInput {
  user: UserRow | null;
  listener: string;
  /** Where the play came from (default 'app'); one window per listener and track whatever the source. */
  source?: PlaySource;
  /** The current time (injected, so that the window can be tested). */
  now?: Date;
  /** Who may count a play of the track (default: whoever may see it), read with the track's access columns. */
  access?: TrackAccessCheck;
}

/**
 * Counts a play of a track the listener can see (or that `access` allows), at most once per listener per
 * PLAY_COUNT_WINDOW_SECONDS. The window check and the insert run in one transaction under a per-listener lock (SQLite runs one write
 * transaction at a time; PostgreSQL takes a transaction-scoped advisory lock), so two calls at once count once.
 */
export async function countPlay(db: Db, trackId: number, input: PlayInput): Promise<PlayCountResult> {
  await assertTrackAccess(db, trackId, input.access ?? viewerCheck(input.user));
  const now = input.now ?? new Date();
  const since = new Date(now.getTime() - PLAY_COUNT_WINDOW_SECONDS * 1000).toISOString();
  return db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) {
      await sql`select pg_advisory_xact_lock(hashtext(${`play:${trackId}:${input.listener}`}))`.execute(trx);
    }
    const recent = await trx
      .selectFrom('trackPlays')
      .select('id')
      .where('listenerKey', '=', input.listener)
      .where('trackId', '=', trackId)
      .where('createdAt', '>', since)
      .limit(1)
      .executeTakeFirst();
    if (recent) {
      const row = await trx
        .selectFrom('tracks')
        .select('playCount')
        .where('id', '=', trackId)
        .executeTakeFirst();
      return { counted: false, plays: Number(row?.playCount ?? 0) };
    }
    await trx
      .insertInto('trackPlays')
      .values({
        trackId,
        userId: input.user?.id ?? null,
        listenerKey: input.listener,
        source: input.source ?? 'app',
        createdAt: now.toISOString(),
      })
      .execute();
    const row = await trx
      .updateTable('tracks')
      .set((eb) => ({ playCount: eb('playCount', '+', 1) }))
      .where('id', '=', trackId)
      .returning('playCount')
      .executeTakeFirst();
    return { counted: true, plays: Number(row?.playCount ?? 0) };
  });
}
