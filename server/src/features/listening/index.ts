/** The listening feature's public entry: what other features may use of it (see docs/ARCHITECTURE.md). */
export { partyLiveState } from './liveState';
export { recordRoomRemoval, roomRefusal } from './roomAccess';
