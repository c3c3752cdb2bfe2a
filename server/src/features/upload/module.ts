import { defineFeature } from '../featureModule';
import { uploadRoutes } from './routes';

/** The upload feature: its routes. */
export const uploadModule = defineFeature({ name: 'upload', routes: uploadRoutes });
