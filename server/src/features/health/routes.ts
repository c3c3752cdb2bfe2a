import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** GET /api/health: 200 with the database state and version when the app can serve, 503 otherwise. */
export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/health', async (_request, reply) => {
    const up = await ctx.database.ping();
    reply.code(up ? 200 : 503).header('Cache-Control', 'no-store');
    return {
      status: up ? 'ok' : 'unavailable',
      version: ctx.config.version,
      database: { dialect: ctx.database.dialect, status: up ? 'up' : 'down' },
      uptimeSeconds: Math.round(process.uptime()),
    };
  });
}
