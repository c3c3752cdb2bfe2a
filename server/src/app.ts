import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { JSON_BODY_LIMIT_BYTES } from '@common/constants';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import type { DbHandle } from './db/connection';
import { moderationTargets, modules, paymentPlugs, socketHandlers } from './features/index';
import { installModerationTargets } from './features/moderation/index';
import { registerCurrentUser } from './features/auth';
import { pageServer } from './features/sharing/index';
import { installPaymentPlugs } from './features/payments/index';
import { instrumentApp } from './features/metrics/index';
import { createStorage, type Storage } from './media/storage/index';
import { collectRoutes, registerApiReference } from './lib/apiDoc/index';
import { registerCompression } from './lib/compression';
import { HttpError } from './lib/errors';
import { createLimits, type Limits } from './lib/limits';
import { serverLoggerOptions } from './lib/logDestination';
import { createMailTransport, type MailTransport } from './mail/transport';
import { UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS, outageOf } from './lib/outage';
import {
  contentSecurityPolicyFor,
  registerOriginCheck,
  registerResponseHeaders,
  registerSecurityHeaders,
} from './lib/security';
import { attachRealtime, type RealtimeOptions } from './realtime/index';

export interface BuildAppOptions {
  config: AppConfig;
  database: DbHandle;
  /** Media storage (default: what the configuration asks for). */
  storage?: Storage;
  logger?: FastifyServerOptions['logger'];
  /** Rate limits (default: in Redis when REDIS_URL is set, in memory otherwise). */
  limits?: Limits;
  /** Mail transport (default: what the configuration asks for). */
  mail?: MailTransport;
  /** Real-time layer settings (tests shorten the recovery window). */
  realtime?: RealtimeOptions;
  /** false: nothing is counted for GET /metrics (benchmarks measure what counting costs). Default true. */
  metrics?: boolean;
}

/** Messages for Fastify's own errors, so the user reads a sentence, not an error code. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
};

/** What a client error answers when its own message may not be shown (it came from a library or a service). */
const GENERIC_CLIENT_MESSAGES: Record<number, string> = {
  400: 'The request could not be processed',
  401: 'Not authenticated',
  403: 'You do not have permission to do that',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'The request conflicts with the current state',
  413: 'Request body is too large',
  415: 'Unsupported content type',
  429: 'Too many requests. Please try again later.',
};

/** The message a 4xx error that is not an HttpError answers: only Fastify's own errors say more. */
function clientErrorMessage(error: Error & { code?: string }, status: number): string {
  if (typeof error.code === 'string' && error.code.startsWith('FST_')) {
    return FRAMEWORK_MESSAGES[error.code] ?? error.message;
  }
  return GENERIC_CLIENT_MESSAGES[status] ?? 'The request could not be processed';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's context (configuration, database, storage, logger). */
    ctx: AppContext;
  }
}

/** Builds the whole HTTP app (tests build it too, with their own database). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? serverLoggerOptions(config),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
  });
  const storage = options.storage ?? createStorage(config);
  const limits = options.limits ?? createLimits(config.redisUrl, app.log);
  app.addHook('onClose', () => limits.close());
  const mail = options.mail ?? createMailTransport(config.mail, config.dataDir);
  app.addHook('onClose', async () => mail.close());
  const ctx: AppContext = { config, database, storage, log: app.log, limits, mail };
  app.decorate('ctx', ctx);
  // Counted from the first hook on: requests, queries, jobs, mail and storage (GET /metrics, decision 0049).
  if (options.metrics !== false) instrumentApp(app, ctx);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: contentSecurityPolicyFor(config),
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.env === 'production',
  });
  await app.register(cookie);
  // JSON, pages and text above 1 kB go out compressed (brotli, else gzip) for a client that accepts it.
  await registerCompression(app);
  // Multipart bodies are only parsed by the routes that ask (streamed to disk, see media/uploads/receiveUpload).
  await app.register(multipart, { throwFileSizeLimit: false });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers).code(error.statusCode).send({ message: error.message });
      return;
    }
    const dependency = outageOf(error);
    if (dependency) {
      request.log.warn({ dependency, err: error.message }, 'request failed: dependency unavailable');
      reply
        .code(503)
        .header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send({ message: UNAVAILABLE_MESSAGE });
      return;
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      reply.code(status).send({ message: 'Something went wrong on our side. Please try again.' });
      return;
    }
    // Another library's or service's text (e.g. the payment provider's) is not ours to show.
    reply.code(status).send({ message: clientErrorMessage(error, status) });
  });

  registerOriginCheck(app, config);
  registerResponseHeaders(app);
  registerCurrentUser(app, ctx);
  // Every route is seen as it is registered, with its doc, for the API document (lib/apiDoc).
  const routeTable = collectRoutes(app);
  // The one module list plugs every feature in: its routes here, its payment hooks into payments, its socket
  // handlers into the real-time layer (main.ts starts its jobs and periodic tasks).
  for (const module of modules) routeTable.within(module.name, () => module.routes?.(app, ctx));
  installPaymentPlugs(paymentPlugs);
  installModerationTargets(moderationTargets);
  await registerApiReference(app, { version: config.version });

  app.all('/api/*', async (_request, reply) => reply.code(404).send({ message: 'Not found' }));
  await registerClient(app, ctx);
  await attachRealtime(app, { handlers: socketHandlers, ...options.realtime });
  return app;
}

/**
 * Serves the built client: hashed assets cached for a year, and every page as index.html with its own head
 * (features/sharing: title, description, link preview), 404 for an address no page has.
 */
async function registerClient(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { config } = ctx;
  const indexPath = path.join(config.clientDir, 'index.html');
  if (!fs.existsSync(indexPath)) {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));
    return;
  }
  await app.register(fastifyStatic, {
    root: config.clientDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        reply.header('Cache-Control', 'no-cache');
      }
    },
  });
  const servePage = pageServer(ctx, indexPath);
  app.get('/', servePage);
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !path.extname(request.url.split('?')[0]!);
    if (wantsPage) return servePage(request, reply);
    return reply.code(404).send({ message: 'Not found' });
  });
}
