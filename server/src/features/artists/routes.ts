import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Routes of the artists feature. */
export function artistsRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
