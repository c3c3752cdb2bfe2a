/** The dashboard feature's public entry: what other features may use of it (see docs/ARCHITECTURE.md). */
export { getArtistAnalytics } from './commands/getArtistAnalytics';
export { weekWindows } from './weeks';
