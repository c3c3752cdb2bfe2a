import { defineFeature } from '../featureModule';
import { sharingRoutes } from './routes';

/** Sharing: each page's head and link preview, share images, the sitemap and robots.txt. */
export const sharingModule = defineFeature({ name: 'sharing', routes: sharingRoutes });
