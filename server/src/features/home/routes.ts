import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Routes of the home feature. */
export function homeRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
