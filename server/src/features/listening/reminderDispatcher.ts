import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { dispatchPartyStarts } from './commands/dispatchPartyStarts';

/** How often the process looks for parties whose time has come (ms). */
export const REMINDER_DISPATCH_INTERVAL_MS = 15_000;

/**
 * Runs dispatchPartyStarts on a timer while the server listens (not for in-process test requests).
 * The timer is unref'd so it never holds the process open; a run never overlaps the previous one.
 */
export function registerReminderDispatcher(app: FastifyInstance, ctx: AppContext): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = dispatchPartyStarts(ctx)
      .catch((error: unknown) => ctx.log.error({ err: error }, 'party reminder dispatch failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onListen', async () => {
    if (timer) return;
    timer = setInterval(tick, REMINDER_DISPATCH_INTERVAL_MS);
    timer.unref();
    tick();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
    await running;
  });
}
