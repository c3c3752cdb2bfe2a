import { defineFeature } from '../featureModule';
import { articleModerationTargets } from './moderation';
import { newsletterRoutes } from './routes';

/** The newsletter feature: its routes, and articles as moderation targets. */
export const newsletterModule = defineFeature({
  name: 'newsletter',
  routes: newsletterRoutes,
  moderationTargets: articleModerationTargets,
});
