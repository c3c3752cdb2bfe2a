import { defineFeature } from '../featureModule';
import { visitorCoversSweep } from './cleanup';
import { coverartRoutes } from './routes';

/** The cover art generator: routes, and the deletion of visitors' images after a day. */
export const coverartModule = defineFeature({
  name: 'coverart',
  routes: coverartRoutes,
  tasks: [visitorCoversSweep],
});
