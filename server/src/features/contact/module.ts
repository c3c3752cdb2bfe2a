import { defineFeature } from '../featureModule';
import { contactRoutes } from './routes';

/** The contact feature: its routes. */
export const contactModule = defineFeature({ name: 'contact', routes: contactRoutes });
