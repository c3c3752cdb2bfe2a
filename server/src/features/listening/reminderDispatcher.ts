import type { PeriodicTask } from '../../jobs/periodic';
import { dispatchPartyStarts } from './commands/dispatchPartyStarts';

/** How often the process looks for parties whose time has come (ms). */
export const REMINDER_DISPATCH_INTERVAL_MS = 15_000;

/**
 * Runs dispatchPartyStarts on a timer while the server runs. A run never overlaps the previous one, and a
 * database outage is logged once and waited out.
 */
export const reminderDispatch: PeriodicTask = {
  name: 'party reminder dispatch',
  everyMs: REMINDER_DISPATCH_INTERVAL_MS,
  run: (ctx) => dispatchPartyStarts(ctx),
};
