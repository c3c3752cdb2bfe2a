/** The search feature's public entry: what other features and the shell use of it. */
export { ResultPlayButton } from './ResultPlayButton';
export { similarTracksUrl } from './suggestApi';
export { SearchBox } from './SearchBox';
