import { defineFeature } from '../featureModule';
import { embedsRoutes } from './routes';

/** Embeds: the player pages other sites frame, the plays counted from them, and oEmbed. */
export const embedsModule = defineFeature({ name: 'embeds', routes: embedsRoutes });
