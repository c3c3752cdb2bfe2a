import { defineFeature } from '../featureModule';
import { artistsRoutes } from './routes';

/** The artists feature: its routes. */
export const artistsModule = defineFeature({ name: 'artists', routes: artistsRoutes });
