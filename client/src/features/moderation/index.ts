/** The moderation feature's public entry: the Report button and the owner's decisions. */
export { DecisionsSection } from './DecisionsSection';
export { ReportButton, type ReportButtonProps } from './ReportButton';
export {
  useAppeals,
  useDecideAppeal,
  useModerationAction,
  useModerationLog,
  useModerationQueue,
} from './moderationApi';
