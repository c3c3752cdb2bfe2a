import { defineFeature } from '../featureModule';
import { commentModerationTargets } from './moderation';
import { commentsRoutes } from './routes';

/** Comments on tracks: timed comments, one level of replies, likes and the artist's pin (decision 0058). */
export const commentsModule = defineFeature({
  name: 'comments',
  routes: commentsRoutes,
  moderationTargets: commentModerationTargets,
});
