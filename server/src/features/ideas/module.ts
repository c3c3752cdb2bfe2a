import { defineFeature } from '../featureModule';
import { ideasRoutes } from './routes';

/** The ideas feature: its routes. */
export const ideasModule = defineFeature({ name: 'ideas', routes: ideasRoutes });
