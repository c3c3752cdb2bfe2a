import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { authRoutes } from './auth/routes';
import { healthRoutes } from './health/routes';

/** Every feature's routes. */
export function registerFeatures(app: FastifyInstance, ctx: AppContext): void {
  healthRoutes(app, ctx);
  authRoutes(app, ctx);
}
