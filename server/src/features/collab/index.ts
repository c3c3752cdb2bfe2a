/** The collab feature's public entry: what other features may use of it (see docs/ARCHITECTURE.md). */
export { matchScoreBetween } from './commands/showMatch';
export { refreshAllCollabSignals, refreshCollabSignals, refreshCollabSignalsSafely } from './signals';
