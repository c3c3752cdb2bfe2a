/** The fan portal feature's public entry: what other features may use of it (see docs/ARCHITECTURE.md). */
export { computeArtistFans } from './fanActivity';
