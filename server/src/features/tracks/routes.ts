import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Routes of the tracks feature. */
export function tracksRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
