import type { HealthReport, LivenessReport, ReadinessReport } from '@common/health';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../lib/outage';

/** How long one dependency may take to answer the health check before it counts as down. */
const PROBE_TIMEOUT_MS = 3_000;

async function probe(check: () => Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether Redis answers, when REDIS_URL is set (through the rate limits' connection); null when it is not. */
async function probeRedis(ctx: AppContext): Promise<boolean | null> {
  if (!ctx.config.redisUrl) return null;
  const ping = ctx.limits.ping;
  return ping ? probe(() => ping()) : true;
}

/**
 * GET /api/health: 200 when the app can serve, 503 with Retry-After otherwise; says which dependency
 * (database, media storage) is down. GET /api/health/live and /api/health/ready answer orchestrators: the
 * process answers; the database, storage and (with REDIS_URL) Redis answer.
 */
export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const liveDoc = doc({
    summary: 'Liveness for orchestrators: the process answers',
    auth: 'none',
    responses: { 200: 'LivenessReport' },
  });
  app.get('/api/health/live', liveDoc, async (_request, reply): Promise<LivenessReport> => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  const readyDoc = doc({
    summary: 'Readiness for orchestrators: the database, storage and (with REDIS_URL) Redis answer',
    auth: 'none',
    responses: {
      200: { type: 'ReadinessReport', description: 'Every dependency answers' },
      503: {
        type: 'ReadinessReport',
        description: 'A dependency does not answer: which one (with Retry-After)',
        headers: { 'Retry-After': 'Seconds to wait' },
      },
    },
  });
  app.get('/api/health/ready', readyDoc, async (_request, reply): Promise<ReadinessReport> => {
    const [databaseUp, storageUp, redisUp] = await Promise.all([
      probe(() => ctx.database.ping()),
      probe(() => ctx.storage.ping()),
      probeRedis(ctx),
    ]);
    const ready = databaseUp && storageUp && redisUp !== false;
    reply.code(ready ? 200 : 503).header('Cache-Control', 'no-store');
    if (!ready) reply.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    const state = (up: boolean) => (up ? 'up' : 'down');
    return {
      status: ready ? 'ok' : 'unavailable',
      database: state(databaseUp),
      storage: state(storageUp),
      ...(redisUp === null ? {} : { redis: state(redisUp) }),
    };
  });

  const healthDoc = doc({
    summary: 'Whether the app can serve, and which dependency is down',
    auth: 'none',
    responses: {
      200: { type: 'HealthReport', description: 'Every dependency answers' },
      503: {
        type: 'HealthReport',
        description: 'A dependency is down: which one (with Retry-After)',
        headers: { 'Retry-After': 'Seconds to wait' },
      },
    },
  });
  app.get('/api/health', healthDoc, async (_request, reply): Promise<HealthReport> => {
    const [databaseUp, storageUp] = await Promise.all([
      probe(() => ctx.database.ping()),
      probe(() => ctx.storage.ping()),
    ]);
    const up = databaseUp && storageUp;
    reply.code(up ? 200 : 503).header('Cache-Control', 'no-store');
    if (!up) reply.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return {
      status: up ? 'ok' : 'unavailable',
      version: ctx.config.version,
      database: { dialect: ctx.database.dialect, status: databaseUp ? 'up' : 'down' },
      storage: { kind: ctx.config.s3 ? 's3' : 'local', status: storageUp ? 'up' : 'down' },
      uptimeSeconds: Math.round(process.uptime()),
    };
  });
}
