/** The home feature's public entry: what other features use of it. */
export { ReleaseRow } from './ReleaseRow';
