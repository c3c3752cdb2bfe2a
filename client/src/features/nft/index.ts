/** The nft feature's public entry: what other features use of it. */
export { LimitedEditionsCard } from './LimitedEditionsCard';
