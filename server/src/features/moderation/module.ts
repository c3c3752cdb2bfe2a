import type { PeriodicTask } from '../../jobs/periodic';
import { defineFeature } from '../featureModule';
import { liftEndedSuspensions } from './accounts';
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

/** The moderation feature: reports, the queue and its actions, the audit log, appeals, suspensions. */
export const moderationModule = defineFeature({
  name: 'moderation',
  routes: moderationRoutes,
  tasks: [suspensionSweep],
});
