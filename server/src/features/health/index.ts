/** The health feature's public entry: its routes, for a process that serves only health and metrics. */
export { healthRoutes } from './routes';
