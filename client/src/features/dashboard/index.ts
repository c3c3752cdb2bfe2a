/** The dashboard feature's public entry: what other features use of it. */
export { MY_TRACKS_URL } from './queryKeys';
