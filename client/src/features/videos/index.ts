/** The videos feature's public entry: what other features use of it. */
export { fetchVideos, VIDEOS_KEY } from './videoApi';
