import { defineFeature } from '../featureModule';
import { mentorRoutes } from './routes';

/** The mentor feature: its routes. */
export const mentorModule = defineFeature({ name: 'mentor', routes: mentorRoutes });
