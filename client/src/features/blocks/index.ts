/** The blocks feature's public entry: what other features use of it. */
export { BlockButton } from './BlockButton';
export { BlockedPeopleList } from './BlockedPeopleList';
