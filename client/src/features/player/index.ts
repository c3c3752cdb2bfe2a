/** The player feature's public entry: what other features use of it. */
export { analyserFor } from './audioGraph';
