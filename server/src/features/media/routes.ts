import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Routes of the media feature. */
export function mediaRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
