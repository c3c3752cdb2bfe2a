/** The hit predictor's public entry: what other features may use of it (see docs/ARCHITECTURE.md). */
export { loadCatalogue } from './catalogue';
export { nearestTracks } from './neighbours';
