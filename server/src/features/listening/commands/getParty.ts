import type { Party } from '@common/listening';
import { openHostRooms, partyLiveState } from '../liveState';
import { presentParty } from '../presenter';
import { findParty } from '../queries';
import type { ListeningContext } from './context';

/** One party as its card shows it (404 when it does not exist). */
export async function getParty(
  ctx: ListeningContext,
  id: number,
  viewerId: number | null,
  now: number = Date.now(),
): Promise<Party> {
  const row = await findParty(ctx.database.db, id, viewerId);
  const rooms = await openHostRooms(ctx.realtime, [row.hostId], (error) =>
    ctx.log.warn({ err: error }, 'open rooms lookup failed'),
  );
  return presentParty(row, partyLiveState(row, rooms.get(row.hostId), now), viewerId);
}
