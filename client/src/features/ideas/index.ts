/** The Quantum Lab's public entry: its tab, which the mentor page loads on demand. */
export { default as QuantumLabTab } from './QuantumLabTab';
