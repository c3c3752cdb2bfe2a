/** The upload feature's public entry: what other features use of it. */
export { audioFileProblem } from './audioFileCheck';
