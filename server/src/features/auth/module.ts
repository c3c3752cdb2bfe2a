import { defineFeature } from '../featureModule';
import { authRoutes } from './routes';
import { sessionSweep } from './sessions';

/** Accounts' sign-in: routes, and the hourly removal of expired sessions. */
export const authModule = defineFeature({ name: 'auth', routes: authRoutes, tasks: [sessionSweep] });
