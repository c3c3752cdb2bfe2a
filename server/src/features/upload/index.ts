/** The upload feature's public entry: what other features may use of it (see docs/ARCHITECTURE.md). */
export { FALLBACK_GENRE, titleFor } from './commands/createTrackFromUpload';
export { spendUploadAllowance } from './uploadAllowance';
