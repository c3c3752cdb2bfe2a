import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Routes of the spinroom feature. */
export function spinroomRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
