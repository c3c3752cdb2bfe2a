import { defineFeature } from '../featureModule';
import { playlistsRoutes } from './routes';

/** Playlists: users' own, saved ones and the built-in Liked tracks (decision 0055). */
export const playlistsModule = defineFeature({ name: 'playlists', routes: playlistsRoutes });
