import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { outageOf } from '../../lib/outage';
import type { Telemetry } from '../../lib/telemetry';
import { MailDeliveryError, type MailTransport } from '../../mail/transport';
import type { Storage } from '../../media/storage/index';
import { AppMetrics } from './appMetrics';

const metricsByContext = new WeakMap<AppContext, AppMetrics>();

/** The metrics of this app context, once instrumentApp has run on it. */
export function metricsOf(ctx: AppContext): AppMetrics | undefined {
  return metricsByContext.get(ctx);
}

/**
 * Starts counting for this app: its requests (route pattern, status class, time, in flight), its database's
 * queries, and what its jobs, mail transport and storage do (ctx.telemetry, and ctx.mail and ctx.storage wrapped
 * to count their failures). Call it once, before the routes are registered; a second call does nothing.
 */
export function instrumentApp(app: FastifyInstance, ctx: AppContext): AppMetrics {
  const existing = metricsByContext.get(ctx);
  if (existing) return existing;
  const metrics = new AppMetrics(ctx);
  metricsByContext.set(ctx, metrics);
  ctx.telemetry = metrics;
  ctx.mail = countingMail(ctx.mail, metrics);
  ctx.storage = countingStorage(ctx.storage, metrics);
  const unwatch = ctx.database.watchQueries(metrics.queryWatcher);
  app.addHook('onClose', async () => {
    unwatch();
  });

  app.addHook('onRequest', (_request, reply, done) => {
    metrics.requestStarted();
    // 'close' comes once per response, also when the client went away before it was written.
    reply.raw.once('close', () => metrics.requestEnded());
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    metrics.requestAnswered(
      request.method,
      request.routeOptions.url,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
  return metrics;
}

/** The transport, counting each try by its answer (and the same for its bulk transports). */
function countingMail(transport: MailTransport, telemetry: Telemetry): MailTransport {
  return {
    name: transport.name,
    async send(mail) {
      try {
        const sent = await transport.send(mail);
        telemetry.mailFinished(transport.name, 'sent');
        return sent;
      } catch (error) {
        const temporary = !(error instanceof MailDeliveryError) || error.temporary;
        telemetry.mailFinished(transport.name, temporary ? 'deferred' : 'failed');
        throw error;
      }
    },
    ...(transport.bulk
      ? { bulk: (connections: number) => countingMail(transport.bulk!(connections), telemetry) }
      : {}),
    close: () => transport.close(),
  };
}

/** The operations of Storage whose failures are counted. */
const STORAGE_OPERATIONS = new Set<string>(['putFile', 'stat', 'read', 'delete', 'list', 'localCopy']);

/**
 * The storage, counting failed operations. A Proxy rather than a wrapper object, so the storage stays what it is
 * to the rest of the app (`instanceof LocalStorage`, its own extra methods).
 */
function countingStorage(storage: Storage, telemetry: Telemetry): Storage {
  const failed = (operation: string, error: unknown) =>
    telemetry.storageFailed(operation, outageOf(error) === 'storage');
  return new Proxy(storage, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function' || property === 'constructor') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (typeof property !== 'string' || !STORAGE_OPERATIONS.has(property)) return method.bind(target);
      if (property === 'list') {
        return (...args: unknown[]) =>
          countingIterable(method.apply(target, args) as AsyncIterable<string>, (e) => failed('list', e));
      }
      return async (...args: unknown[]) => {
        try {
          return await method.apply(target, args);
        } catch (error) {
          failed(property, error);
          throw error;
        }
      };
    },
  });
}

async function* countingIterable<T>(
  source: AsyncIterable<T>,
  onError: (error: unknown) => void,
): AsyncIterable<T> {
  try {
    yield* source;
  } catch (error) {
    onError(error);
    throw error;
  }
}
