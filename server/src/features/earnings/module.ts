import { defineFeature } from '../featureModule';
import { earningsRoutes } from './routes';

/** The earnings feature: its routes. */
export const earningsModule = defineFeature({ name: 'earnings', routes: earningsRoutes });
