import { defineFeature } from '../featureModule';
import { metricsRoutes } from './routes';

/** The metrics feature: GET /metrics (the app is instrumented by buildApp, before any route). */
export const metricsModule = defineFeature({ name: 'metrics', routes: metricsRoutes });
