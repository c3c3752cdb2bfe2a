import type { FastifyBaseLogger } from 'fastify';

/** Lets a promise run on without waiting for it, logging its failure instead of leaving it unhandled. */
export function runDetached(log: FastifyBaseLogger, work: Promise<unknown> | unknown, what: string): void {
  Promise.resolve(work).catch((error: unknown) => log.error({ err: error }, what));
}
