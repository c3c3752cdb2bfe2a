import { LIVE_SESSIONS_LIMIT, type LiveSessions } from '@common/home';
import type { Db } from '../../../db/connection';
import {
  LIVE_SESSION_PROVIDERS,
  type LiveSessionProvider,
  type LiveSessionSources,
} from '../liveSessionProviders';

/** Live Performances & Sessions: every provider's sessions, live ones first, then by audience. */
export async function listLiveSessions(
  db: Db,
  options: {
    now?: Date;
    providers?: readonly LiveSessionProvider[];
    realtime?: LiveSessionSources['realtime'];
    log?: LiveSessionSources['log'];
  } = {},
): Promise<LiveSessions> {
  const now = options.now ?? new Date();
  const sources: LiveSessionSources = { db, realtime: options.realtime, log: options.log };
  const lists = await Promise.all((options.providers ?? LIVE_SESSION_PROVIDERS).map((p) => p(sources, now)));
  return lists
    .flat()
    .sort((a, b) => Number(b.isLive) - Number(a.isLive) || b.viewers - a.viewers)
    .slice(0, LIVE_SESSIONS_LIMIT);
}
