import { defineFeature } from '../featureModule';
import { healthRoutes } from './routes';

/** The health feature: its routes. */
export const healthModule = defineFeature({ name: 'health', routes: healthRoutes });
