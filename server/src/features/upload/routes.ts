import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Routes of the upload feature. */
export function uploadRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
