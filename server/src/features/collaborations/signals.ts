import type { AppContext } from '../../context';
import { refreshCollabSignals } from '../collab';

/**
 * Recomputes the matching signals of these users (response rate, completed collaborations, ratings) once a
 * change is committed. A failure is logged: the change itself stands, and the next refresh catches up.
 */
export async function refreshSignalsOf(
  ctx: Pick<AppContext, 'database' | 'log'>,
  userIds: (number | null)[],
): Promise<void> {
  for (const userId of new Set(userIds)) {
    if (userId === null) continue;
    try {
      await refreshCollabSignals(ctx.database.db, userId);
    } catch (error) {
      ctx.log.error({ err: error, userId }, 'collaboration signals not refreshed');
    }
  }
}
