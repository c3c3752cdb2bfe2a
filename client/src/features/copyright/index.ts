/** The copyright feature's public entry: the uploader's notices and counter-notice form. */
export { CounterNoticesSection } from './CounterNoticesSection';
