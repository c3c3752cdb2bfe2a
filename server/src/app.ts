import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { JSON_BODY_LIMIT_BYTES } from '@common/constants';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import type { DbHandle } from './db/connection';
import { registerFeatures } from './features/index';
import { registerCurrentUser } from './features/auth/currentUser';
import { createStorage, type Storage } from './media/storage/index';
import { HttpError } from './lib/errors';
import { contentSecurityPolicy, registerOriginCheck } from './lib/security';

export interface BuildAppOptions {
  config: AppConfig;
  database: DbHandle;
  /** Media storage (default: what the configuration asks for). */
  storage?: Storage;
  logger?: FastifyServerOptions['logger'];
}

/** Messages for Fastify's own errors, so the user reads a sentence, not an error code. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
};

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
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
  });
  const storage = options.storage ?? createStorage(config);
  const ctx: AppContext = { config, database, storage, log: app.log };
  app.decorate('ctx', ctx);

  await app.register(helmet, {
    contentSecurityPolicy,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.env === 'production',
  });
  await app.register(cookie);
  // Multipart bodies are only parsed by the routes that ask (streamed to disk, see media/uploads/receiveUpload).
  await app.register(multipart, { throwFileSizeLimit: false });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers).code(error.statusCode).send({ message: error.message });
      return;
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      reply.code(status).send({ message: 'Something went wrong on our side. Please try again.' });
      return;
    }
    reply.code(status).send({ message: (error.code && FRAMEWORK_MESSAGES[error.code]) || error.message });
  });

  registerOriginCheck(app, config);
  registerCurrentUser(app, ctx);
  registerFeatures(app, ctx);

  app.all('/api/*', async (_request, reply) => reply.code(404).send({ message: 'Not found' }));
  await registerClient(app, config);
  return app;
}

/** Serves the built client: hashed assets cached for a year, index.html for every other page. */
async function registerClient(app: FastifyInstance, config: AppConfig): Promise<void> {
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
  const sendIndex = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  app.get('/', (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !path.extname(request.url.split('?')[0]!);
    if (wantsPage) return sendIndex(reply);
    return reply.code(404).send({ message: 'Not found' });
  });
}
