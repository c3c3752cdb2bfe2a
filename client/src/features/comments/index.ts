/** The comments feature's public entry: what other features use of it. */
export { CommentMarkers } from './CommentMarkers';
export { CommentsSection } from './CommentsSection';
export { useComments } from './useComments';
