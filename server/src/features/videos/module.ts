import { defineFeature } from '../featureModule';
import { videoModerationTargets } from './moderation';
import { videosRoutes } from './routes';

/** The videos feature: its routes, and videos as moderation targets. */
export const videosModule = defineFeature({
  name: 'videos',
  routes: videosRoutes,
  moderationTargets: videoModerationTargets,
});
