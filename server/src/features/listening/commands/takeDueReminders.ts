import { type DueReminders, PARTY_LIMITS } from '@common/listening';
import { publicName } from '@common/people';
import type { UserRow } from '../../../db/schema';
import { openHostRooms } from '../liveState';
import type { ListeningContext } from './context';

/**
 * The user's reminders of parties that have started (and are not over) and that they have not seen yet,
 * marked seen in the same UPDATE: two tabs asking at once get each reminder once between them.
 */
export async function takeDueReminders(
  ctx: ListeningContext,
  user: UserRow,
  now: number = Date.now(),
): Promise<DueReminders> {
  const { db } = ctx.database;
  const nowIso = new Date(now).toISOString();
  const windowStart = new Date(now - PARTY_LIMITS.liveWindowMs).toISOString();
  const taken = await db
    .updateTable('partyReminders')
    .set({ notifiedAt: nowIso })
    .where('userId', '=', user.id)
    .where('notifiedAt', 'is', null)
    .where('partyId', 'in', (eb) =>
      eb
        .selectFrom('listeningParties')
        .select('id')
        .where((w) =>
          w.or([
            w('status', '=', 'live'),
            w.and([
              w('status', '=', 'scheduled'),
              w('scheduledAt', '<=', nowIso),
              w('scheduledAt', '>', windowStart),
            ]),
          ]),
        ),
    )
    .returning('partyId')
    .execute();
  if (taken.length === 0) return { reminders: [] };

  const parties = await db
    .selectFrom('listeningParties as p')
    .innerJoin('users as h', 'h.id', 'p.hostId')
    .select(['p.id', 'p.title', 'p.hostId', 'p.roomId', 'p.scheduledAt', 'h.username', 'h.displayName'])
    .where(
      'p.id',
      'in',
      taken.map((t) => t.partyId),
    )
    .orderBy('p.scheduledAt', 'asc')
    .execute();
  const rooms = await openHostRooms(
    ctx.realtime,
    parties.map((p) => p.hostId),
    (error) => ctx.log.warn({ err: error }, 'open rooms lookup failed'),
  );
  return {
    reminders: parties.map((p) => ({
      partyId: p.id,
      title: p.title,
      hostName: publicName(p),
      roomId: rooms.get(p.hostId) ?? null,
    })),
  };
}
