import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import type { DbHandle } from './db/connection';
import { workerModules } from './features/index';
import { instrumentApp } from './features/metrics/index';
import { memoryLimits } from './lib/limits';
import { serverLoggerOptions } from './lib/logDestination';
import { createMailTransport, type MailTransport } from './mail/transport';
import { createStorage, type Storage } from './media/storage/index';
import { createWorkerHub } from './realtime/workerHub';

export interface BuildWorkerAppOptions {
  config: AppConfig;
  database: DbHandle;
  storage?: Storage;
  logger?: FastifyServerOptions['logger'];
  mail?: MailTransport;
}

/**
 * The HTTP side of a worker process (PROCESS_ROLE=worker): the context its jobs and periodic tasks run with,
 * and on its PORT only the routes of the worker modules (health; metrics are registered there too). No API,
 * no pages, no sockets: anything else answers 404.
 */
export async function buildWorkerApp(options: BuildWorkerAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? serverLoggerOptions(config),
  });
  const storage = options.storage ?? createStorage(config);
  const mail = options.mail ?? createMailTransport(config.mail, config.dataDir);
  app.addHook('onClose', async () => mail.close());
  // Rate limits are counted where requests arrive (the web processes); a worker counts none.
  const ctx: AppContext = { config, database, storage, log: app.log, limits: memoryLimits(), mail };
  // Party reminders reach the web processes' sockets through Redis (a split always has REDIS_URL).
  if (config.redisUrl) {
    const hub = createWorkerHub(config.redisUrl, app.log);
    ctx.realtime = hub;
    app.addHook('onClose', () => hub.close());
  }
  app.decorate('ctx', ctx);
  // Its jobs, mail and storage are counted for GET /metrics like the web processes' requests.
  instrumentApp(app, ctx);

  for (const module of workerModules) module.routes?.(app, ctx);
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));
  return app;
}
