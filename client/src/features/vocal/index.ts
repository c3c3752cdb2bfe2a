/** The Vocal AI's public entry: its tab, which the mentor page loads on demand. */
export { default as VocalAiTab } from './VocalAiTab';
