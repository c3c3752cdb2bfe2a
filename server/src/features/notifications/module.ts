import { defineFeature } from '../featureModule';
import { sendDigests } from './digest/sendDigests';
import { fanOutNewTrackJob } from './fanOut';
import { registerLivePush } from './live';
import { notificationsRoutes } from './routes';

/**
 * Notifications (decision 0060): the list, read state and preferences, the live push over the sockets, the
 * fan-out of a new track to its artist's followers, and the daily email digest (a sweep every 15 minutes).
 */
export const notificationsModule = defineFeature({
  name: 'notifications',
  routes(app, ctx) {
    notificationsRoutes(app, ctx);
    registerLivePush(app, ctx);
  },
  jobs: [fanOutNewTrackJob],
  tasks: [{ name: 'notification digest', everyMs: 15 * 60_000, run: (ctx) => sendDigests(ctx, new Date()) }],
});
