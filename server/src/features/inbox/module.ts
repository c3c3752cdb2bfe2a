import { defineFeature } from '../featureModule';
import { inboxRoutes } from './routes';

/** The inbox feature: its routes. */
export const inboxModule = defineFeature({ name: 'inbox', routes: inboxRoutes });
