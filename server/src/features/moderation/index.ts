/** The moderation feature's public entry: what other features may use of it (see docs/ARCHITECTURE.md). */
export {
  excerptOf,
  installModerationTargets,
  type LoadedTarget,
  type ModerationTarget,
  type ModerationTargets,
  removedAtOf,
} from './targets';
export { accountHold, type AccountHold } from './accounts';
