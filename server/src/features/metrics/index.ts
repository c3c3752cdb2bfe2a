/** The metrics feature's public entry (see docs/ARCHITECTURE.md and decision 0049). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { healthRoutes } from '../health/index';
import { instrumentApp } from './instrument';
import { metricsRoutes } from './routes';

export { instrumentApp } from './instrument';
export { metricsRoutes } from './routes';
export { setDroppedLogLinesSource } from './processMetrics';

/**
 * Registers only what operations need on a Fastify app of its own (a process that runs jobs and serves no
 * pages): request metrics, GET /metrics and the health endpoints (/api/health, /api/health/live,
 * /api/health/ready). The full app gets the same through the module list.
 */
export function registerOpsRoutes(app: FastifyInstance, ctx: AppContext): void {
  instrumentApp(app, ctx);
  healthRoutes(app, ctx);
  metricsRoutes(app, ctx);
}
