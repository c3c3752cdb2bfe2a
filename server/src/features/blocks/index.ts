/** The blocks feature's public entry: what other features may use of it (see docs/ARCHITECTURE.md). */
export { blockedByAny, blockedIdsOf, hasBlocked } from './queries';
