import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Routes of the videos feature. */
export function videosRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
