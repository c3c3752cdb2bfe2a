import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Routes of the newsletter feature. */
export function newsletterRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
