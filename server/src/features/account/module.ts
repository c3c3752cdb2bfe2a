import { defineFeature } from '../featureModule';
import { accountRoutes } from './routes';

/** The account feature: its routes. */
export const accountModule = defineFeature({ name: 'account', routes: accountRoutes });
