import { defineFeature } from '../featureModule';
import { userModerationTargets } from './moderation';
import { artistsRoutes } from './routes';

/** The artists feature: its routes, and users as moderation targets. */
export const artistsModule = defineFeature({
  name: 'artists',
  routes: artistsRoutes,
  moderationTargets: userModerationTargets,
});
