/** The inbox feature's public entry: what other features may use of it (see docs/ARCHITECTURE.md). */
export { type NewInboxMessage, sendInboxMessages } from './sendInboxMessage';
