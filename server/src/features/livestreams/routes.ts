import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Routes of the livestreams feature. */
export function liveStreamsRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
