import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
import { metricsOf } from './instrument';
import { processMetrics } from './processMetrics';

/** Compares in constant time: both sides are hashed first, so neither their bytes nor their lengths leak. */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

/**
 * GET /metrics: the Prometheus text format, only for a scraper that sends METRICS_TOKEN as a bearer token. Without
 * METRICS_TOKEN it answers 404 like any unknown address; with a missing or wrong token, 401 (decision 0049). The
 * figures are those of instrumentApp (404 too when the app was not instrumented).
 */
export function metricsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const token = ctx.config.metricsToken;
  const metricsDoc = doc({
    summary: 'Prometheus metrics (text format) for a scraper that sends METRICS_TOKEN as a bearer token',
    description:
      'Not a session route: it answers 404 while METRICS_TOKEN is unset, and 401 with WWW-Authenticate: Bearer ' +
      'to a missing or wrong token.',
    tags: ['operations'],
    auth: 'none',
    responses: {
      200: { contentType: 'text/plain; version=0.0.4', description: 'The Prometheus text exposition format' },
    },
    errors: { 401: 'A missing or wrong bearer token.', 404: 'METRICS_TOKEN is not set.' },
  });
  app.get('/metrics', metricsDoc, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const metrics = metricsOf(ctx);
    if (!token || !metrics) return reply.code(404).send({ message: 'Not found' });
    const given = bearerToken(request.headers.authorization);
    if (given === null || !sameToken(given, token)) {
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer realm="metrics"')
        .send({ message: 'Not authenticated' });
    }
    const [own, process] = await Promise.all([metrics.render(), processMetrics().metrics()]);
    return reply.type(metrics.registry.contentType).send(`${process}\n${own}`);
  });
}
