import { defineFeature } from '../featureModule';
import { liveStreamsRoutes } from './routes';

/** The livestreams feature: its routes. */
export const livestreamsModule = defineFeature({ name: 'livestreams', routes: liveStreamsRoutes });
