import { defineFeature } from '../featureModule';
import { fanportalRoutes } from './routes';

/** The fanportal feature: its routes. */
export const fanportalModule = defineFeature({ name: 'fanportal', routes: fanportalRoutes });
