import { defineFeature } from '../featureModule';
import { mediaRoutes } from './routes';

/** The media feature: its routes. */
export const mediaModule = defineFeature({ name: 'media', routes: mediaRoutes });
