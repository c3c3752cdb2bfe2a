import { defineFeature } from '../featureModule';
import { searchPopularityTask } from './popularity';
import { searchRoutes } from './routes';

/** The search feature: its routes and the popularity refresh. */
export const searchModule = defineFeature({
  name: 'search',
  routes: searchRoutes,
  tasks: [searchPopularityTask],
});
