import { defineFeature } from '../featureModule';
import { homeRoutes } from './routes';

/** The home feature: its routes. */
export const homeModule = defineFeature({ name: 'home', routes: homeRoutes });
