/** The embeds feature's public entry: what other features may use of it (see docs/ARCHITECTURE.md). */
export { canEmbedPlaylist, canEmbedTrack } from './policies';
export { embedPath } from './presenter';
