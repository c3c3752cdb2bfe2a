import { PARTY_LIMITS } from '@common/listening';
import type { ListeningContext } from './context';
import { notifyPartyReminders } from './notifyPartyReminders';
import { notifyPartyStarting } from './notifyPartyStarting';

/** What one dispatcher run did. */
export interface DispatchResult {
  started: number[];
  reminders: number;
  ended: number;
}

/**
 * Starts the parties whose time has come and sends their reminders. Each party moves from 'scheduled' to
 * 'live' in one conditional UPDATE, so when several processes run this at once exactly one of them claims
 * a party and sends its reminders. Parties missed for longer than the live window (the server was down)
 * end without reminders; live parties past the window whose room is closed end too.
 */
export async function dispatchPartyStarts(
  ctx: ListeningContext,
  now: number = Date.now(),
): Promise<DispatchResult> {
  const { db } = ctx.database;
  const nowIso = new Date(now).toISOString();
  const windowStart = new Date(now - PARTY_LIMITS.liveWindowMs).toISOString();

  const started = await db
    .updateTable('listeningParties')
    .set({ status: 'live' })
    .where('status', '=', 'scheduled')
    .where('scheduledAt', '<=', nowIso)
    .where('scheduledAt', '>', windowStart)
    .returning('id')
    .execute();
  const startedIds = started.map((r) => r.id);
  await notifyPartyReminders(db, startedIds);
  const reminders = await notifyPartyStarting(ctx, startedIds);

  const missed = await db
    .updateTable('listeningParties')
    .set({ status: 'ended' })
    .where('status', '=', 'scheduled')
    .where('scheduledAt', '<=', windowStart)
    .executeTakeFirst();

  const stale = await db
    .selectFrom('listeningParties')
    .select(['id', 'hostId', 'roomId'])
    .where('status', '=', 'live')
    .where('scheduledAt', '<=', windowStart)
    .execute();
  let open = new Map<number, string>();
  if (stale.some((p) => p.roomId !== null)) {
    // Without an answer from the rooms we cannot tell which rooms are closed: end nothing this time.
    if (!ctx.realtime) open = new Map(stale.map((p) => [p.hostId, p.roomId ?? '']));
    else {
      try {
        open = await ctx.realtime.roomsHostedBy([...new Set(stale.map((p) => p.hostId))]);
      } catch (error) {
        ctx.log.warn({ err: error }, 'open rooms lookup failed');
        open = new Map(stale.map((p) => [p.hostId, p.roomId ?? '']));
      }
    }
  }
  const over = stale.filter((p) => p.roomId === null || open.get(p.hostId) !== p.roomId).map((p) => p.id);
  if (over.length > 0) {
    await db.updateTable('listeningParties').set({ status: 'ended' }).where('id', 'in', over).execute();
  }
  return { started: startedIds, reminders, ended: Number(missed.numUpdatedRows) + over.length };
}
