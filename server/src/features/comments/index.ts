/** The comments feature's public entry: what other features may use of it (see docs/ARCHITECTURE.md). */
export { commentCountsByAuthor } from './counts';
