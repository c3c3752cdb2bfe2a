import { publicName } from '@common/people';
import type { ListeningContext } from './context';

/**
 * Tells everyone who asked for a reminder of these parties, and has not seen it yet, that they start.
 * Whether a user saw it is recorded by takeDueReminders when their page shows the toast.
 */
export async function notifyPartyStarting(ctx: ListeningContext, partyIds: number[]): Promise<number> {
  const realtime = ctx.realtime;
  if (!realtime || partyIds.length === 0) return 0;
  const rows = await ctx.database.db
    .selectFrom('partyReminders as r')
    .innerJoin('listeningParties as p', 'p.id', 'r.partyId')
    .innerJoin('users as h', 'h.id', 'p.hostId')
    .select(['r.userId', 'p.id', 'p.title', 'p.hostId', 'p.roomId', 'h.username', 'h.displayName'])
    .where('r.partyId', 'in', partyIds)
    .where('r.notifiedAt', 'is', null)
    .execute();
  if (rows.length === 0) return 0;
  let rooms = new Map<number, string>();
  try {
    rooms = await realtime.roomsHostedBy([...new Set(rows.map((r) => r.hostId))]);
  } catch (error) {
    ctx.log.warn({ err: error }, 'open rooms lookup failed');
  }
  for (const row of rows) {
    realtime.emitPartyStarting(row.userId, {
      partyId: row.id,
      title: row.title,
      hostName: publicName(row),
      roomId: rooms.get(row.hostId) ?? row.roomId ?? null,
    });
  }
  return rows.length;
}
