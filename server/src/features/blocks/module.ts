import { defineFeature } from '../featureModule';
import { blocksRoutes } from './routes';

/** Blocks between users (decision 0058): the routes; the lookups other features use are in index.ts. */
export const blocksModule = defineFeature({ name: 'blocks', routes: blocksRoutes });
