/** The tracks feature's public entry: what other features may use of it (see docs/ARCHITECTURE.md). */
export { fullAudioTrackIds, mayPlayFullAudio, playableAudioUrl } from './audioAccess';
export { countPlay, listenerKey } from './commands/countPlay';
export { findOwnTrack } from './commands/findOwnTrack';
export { likePattern } from './commands/listTracks';
export { contentDisposition, safeFilename } from './commands/prepareDownload';
export { readHitFeatures, saveHitFeatures } from './hitFeatures';
export { analyseTrackJob } from './jobs/analyseTrack';
export { enqueueMissingPreviews, makeTrackPreview } from './jobs/makePreview';
export { licenceInForce } from './licences';
export { invalidateTrackLists } from './listCache';
export { shownBpmSql, shownKeySql, shownTempoKey, soundTempoKey, type ShownTempoKey } from './measured';
export { canViewTrack, isListed, isModerated, type Moderated, ownsTrack } from './policies';
export { presentTrack } from './presenter';
export { findTrack, findTrackAccess, selectTracks, type TrackWithArtist } from './queries';
