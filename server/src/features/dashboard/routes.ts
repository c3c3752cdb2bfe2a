import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Routes of the dashboard feature. */
export function dashboardRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
