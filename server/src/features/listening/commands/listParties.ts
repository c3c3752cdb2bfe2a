import { type Party, PARTY_LIMITS, type PartyTab } from '@common/listening';
import { openHostRooms, partyLiveState } from '../liveState';
import { presentParty } from '../presenter';
import { selectParties, toPartyRow } from '../queries';
import type { ListeningContext } from './context';

/**
 * The Featured tab (featured parties that are live or still to come, live first) or the Upcoming tab
 * (parties not started yet, soonest first), with the viewer's reminders.
 */
export async function listParties(
  ctx: ListeningContext,
  viewerId: number | null,
  tab: PartyTab,
  now: number = Date.now(),
): Promise<Party[]> {
  const { db } = ctx.database;
  const nowIso = new Date(now).toISOString();
  let query = selectParties(db, viewerId);
  if (tab === 'featured') {
    const windowStart = new Date(now - PARTY_LIMITS.liveWindowMs).toISOString();
    query = query
      .where('p.isFeatured', '=', true)
      .where((eb) =>
        eb.or([
          eb('p.status', '=', 'live'),
          eb.and([eb('p.status', '=', 'scheduled'), eb('p.scheduledAt', '>', windowStart)]),
        ]),
      );
  } else {
    query = query.where('p.status', '=', 'scheduled').where('p.scheduledAt', '>', nowIso);
  }
  const rows = (
    await query.orderBy('p.scheduledAt', 'asc').orderBy('p.id', 'asc').limit(PARTY_LIMITS.listLimit).execute()
  ).map(toPartyRow);

  const rooms = await openHostRooms(
    ctx.realtime,
    rows.filter((r) => r.status === 'live' || Date.parse(r.scheduledAt) <= now).map((r) => r.hostId),
    (error) => ctx.log.warn({ err: error }, 'open rooms lookup failed'),
  );
  const parties = rows.flatMap((row) => {
    const state = partyLiveState(row, rooms.get(row.hostId), now);
    const shown = tab === 'featured' ? state.phase !== 'ended' : state.phase === 'scheduled';
    return shown ? [presentParty(row, state, viewerId)] : [];
  });
  return tab === 'featured' ? parties.sort((a, b) => Number(b.isLive) - Number(a.isLive)) : parties;
}
