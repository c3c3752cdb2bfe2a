import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { unreadCount } from './queries';
import { CHANNEL_PREFIX, notificationSignals } from './signals';

/** How long changes are gathered before a push (a fan-out of thousands becomes one read per connected user). */
const GATHER_MS = 20;

/**
 * The live push: hears which users got notifications (after the commit on PostgreSQL, through LISTEN, in every
 * process; in this process on SQLite) and sends each of them who has a socket open here their new unread count
 * (the 'notifications' event). With REDIS_URL every web process listens, so a user's sockets on any process hear.
 */
export function registerLivePush(app: FastifyInstance, ctx: AppContext): void {
  let stop: (() => Promise<void>) | null = null;
  const pending = new Set<number>();
  let timer: NodeJS.Timeout | null = null;

  const flush = async () => {
    timer = null;
    const hub = ctx.realtime;
    const ids = [...pending];
    pending.clear();
    if (!hub?.localUsers || !hub.emitNotificationsLocally) return;
    for (const userId of hub.localUsers(ids)) {
      hub.emitNotificationsLocally(userId, { unread: await unreadCount(ctx.database.db, userId) });
    }
  };
  const heard = (userIds: readonly number[]) => {
    for (const id of userIds) pending.add(id);
    timer ??= setTimeout(() => {
      flush().catch((error: unknown) => ctx.log.warn({ err: error }, 'notification push failed'));
    }, GATHER_MS);
  };

  app.addHook('onReady', async () => {
    const { database } = ctx;
    if (database.listen) {
      stop = await database.listen(
        (schema) => `${CHANNEL_PREFIX}${schema}`,
        (payload) => heard(payload.split(',').map(Number).filter(Number.isInteger)),
      );
    } else {
      notificationSignals.on('written', heard);
      stop = async () => {
        notificationSignals.off('written', heard);
      };
    }
  });
  app.addHook('onClose', async () => {
    if (timer) clearTimeout(timer);
    await stop?.();
  });
}

/** Tells a user's open pages (this process's, and others' through their own listeners) of a change. */
export { signalWritten as announceChange } from './signals';
