import { defineFeature } from '../featureModule';
import { dashboardRoutes } from './routes';

/** The dashboard feature: its routes. */
export const dashboardModule = defineFeature({ name: 'dashboard', routes: dashboardRoutes });
