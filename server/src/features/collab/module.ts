import { defineFeature } from '../featureModule';
import { collabModerationTargets } from './moderation';
import { collabRoutes } from './routes';
import { ensureCollabSignalsCurrent } from './signals';

/** The Collab Finder: routes; after an upgrade that changed what the collab signals hold, they are recomputed. */
export const collabModule = defineFeature({
  name: 'collab',
  routes: collabRoutes,
  moderationTargets: collabModerationTargets,
  async atStart(ctx) {
    if (await ensureCollabSignalsCurrent(ctx.database.db)) ctx.log.info('collab signals recomputed');
  },
});
