import { defineFeature } from '../featureModule';
import { vocalRoutes } from './routes';

/** The vocal feature: its routes. */
export const vocalModule = defineFeature({ name: 'vocal', routes: vocalRoutes });
