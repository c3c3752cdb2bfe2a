/** The search feature's public entry: what other features may use of it (see docs/ARCHITECTURE.md). */
export { camelotCode, parseKey } from './keys';
export { refreshSearchPopularity } from './popularity';
