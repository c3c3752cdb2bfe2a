import { defineFeature } from '../featureModule';
import { adminRoutes } from './routes';

/** The admin feature: its routes. */
export const adminModule = defineFeature({ name: 'admin', routes: adminRoutes });
