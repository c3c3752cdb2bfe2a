import { defineFeature } from '../featureModule';
import { videosRoutes } from './routes';

/** The videos feature: its routes. */
export const videosModule = defineFeature({ name: 'videos', routes: videosRoutes });
