/** The collab feature's public entry: what other features use of it. */
export { CollabProfileSection } from './CollabProfileSection';
export { CollabRequestActions } from './CollabRequestActions';
export type { InboxMessageWithCollab } from './CollabRequestActions';
