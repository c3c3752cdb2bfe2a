/** The tracks feature's public entry: what other features use of it. */
export { LikeButton } from './LikeButton';
export { patchTrack, trackDetailKey } from './trackCache';
export { useLikeTrack } from './useLikeTrack';
export { useTrackDetail } from './useTrackDetail';
