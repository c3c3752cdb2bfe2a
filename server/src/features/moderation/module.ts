import type { PeriodicTask } from '../../jobs/periodic';
import { defineFeature } from '../featureModule';
import { liftEndedSuspensions } from './accounts';
import { restoreCounterNoticed } from './commands/copyright';
import { copyrightRoutes } from './copyrightRoutes';
import { moderationRoutes } from './routes';

/** Lifts suspensions whose time has passed, so that their accounts' content returns (every minute). */
export const suspensionSweep: PeriodicTask = {
  name: 'suspension sweep',
  everyMs: 60_000,
  runAtStart: true,
  run: async (ctx) => {
    await liftEndedSuspensions(ctx.database.db);
  },
};

/** Brings back counter-noticed tracks whose 10 business days have passed (every 10 minutes). */
export const counterNoticeSweep: PeriodicTask = {
  name: 'counter-notice sweep',
  everyMs: 600_000,
  runAtStart: true,
  run: async (ctx) => {
    await restoreCounterNoticed(ctx.database.db);
  },
};

/** The moderation feature: reports, the queue and its actions, the audit log, appeals, suspensions, copyright. */
export const moderationModule = defineFeature({
  name: 'moderation',
  routes(app, ctx) {
    moderationRoutes(app, ctx);
    copyrightRoutes(app, ctx);
  },
  tasks: [suspensionSweep, counterNoticeSweep],
});
