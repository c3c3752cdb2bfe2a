import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { type BackgroundLoop, startLoop } from '../../lib/backgroundLoop';
import { dispatchPartyStarts } from './commands/dispatchPartyStarts';

/** How often the process looks for parties whose time has come (ms). */
export const REMINDER_DISPATCH_INTERVAL_MS = 15_000;

/**
 * Runs dispatchPartyStarts on a timer while the server listens (not for in-process test requests). A run never
 * overlaps the previous one, and a database outage is logged once and waited out.
 */
export function registerReminderDispatcher(app: FastifyInstance, ctx: AppContext): void {
  let loop: BackgroundLoop | null = null;
  app.addHook('onListen', async () => {
    loop ??= startLoop({
      name: 'party reminder dispatch',
      everyMs: REMINDER_DISPATCH_INTERVAL_MS,
      log: ctx.log,
      run: () => dispatchPartyStarts(ctx),
    });
  });
  app.addHook('onClose', async () => {
    await loop?.stop();
    loop = null;
  });
}
