import { defineFeature } from '../featureModule';
import { newsletterRoutes } from './routes';

/** The newsletter feature: its routes. */
export const newsletterModule = defineFeature({ name: 'newsletter', routes: newsletterRoutes });
