import { defineFeature } from '../featureModule';
import { spinroomRoutes } from './routes';

/** The spinroom feature: its routes. */
export const spinroomModule = defineFeature({ name: 'spinroom', routes: spinroomRoutes });
