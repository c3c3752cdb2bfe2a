/** The collaborations feature's public entry: what other features use of it. */
export { MemberAvatar } from './MemberAvatar';
export { COLLABORATIONS_KEY, fetchCollaboration, useCollaborations } from './collaborationQueries';
export { ProgressBar, StatusBadge } from './collaborationStatus';
export { ProposalInboxActions } from './ProposalInboxActions';
