import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../../context';
import type { PoolStats, QueryWatcher } from '../../db/connection';
import type { JobOutcome, MailTry, Telemetry } from '../../lib/telemetry';
import { readDroppedLogLines } from './processMetrics';
import { readJobQueue } from './jobQueue';

/** Buckets of request durations, in seconds: 5 ms to 10 s. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Buckets of query durations, in seconds: 0.5 ms to 5 s. */
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** How long a scrape waits for the job table or the room store before leaving those figures out. */
const SOURCE_TIMEOUT_MS = 2_000;

/** What a route pattern is called when no route matched (a 404, the client's pages): one series, not one per URL. */
export const UNMATCHED_ROUTE = '(unmatched)';

type HttpLabels = 'method' | 'route' | 'status_class';

/**
 * One app's metrics in a registry of its own (buildApp runs many times in one test process). Counters move as the
 * app works (telemetry, request hooks, query watcher); gauges of the job queue, the real-time layer and the pool
 * are read when scraped.
 */
export class AppMetrics implements Telemetry {
  readonly registry = new Registry();
  private readonly httpDuration: Histogram<HttpLabels>;
  /** One child per method, route and status class, so a request does not hash its labels. */
  private readonly httpChildren = new Map<string, Histogram.Internal<HttpLabels>>();
  private requestsInFlight = 0;
  private readonly jobs: Counter<'type' | 'outcome'>;
  private readonly mail: Counter<'transport' | 'outcome'>;
  private readonly storageErrors: Counter<'operation' | 'kind'>;
  private readonly queryDuration: Histogram<'operation' | 'outcome'>;
  private readonly readJobQueue: () => Promise<void>;

  constructor(ctx: AppContext) {
    const registers = [this.registry];

    new Gauge({
      name: 'pandanation_build_info',
      help: 'The running version (always 1).',
      labelNames: ['version'],
      registers,
    }).set({ version: ctx.config.version }, 1);

    this.httpDuration = new Histogram({
      name: 'pandanation_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status class.',
      labelNames: ['method', 'route', 'status_class'],
      buckets: HTTP_BUCKETS,
      registers,
    });
    const inFlight: Gauge = new Gauge({
      name: 'pandanation_http_requests_in_flight',
      help: 'HTTP requests received and not yet answered.',
      registers,
      collect: (): void => inFlight.set(this.requestsInFlight),
    });

    this.jobs = new Counter({
      name: 'pandanation_jobs_finished_total',
      help: 'Job attempts that ended, by job type and outcome (done, failed, retried, interrupted).',
      labelNames: ['type', 'outcome'],
      registers,
    });
    const jobGauge = (name: string, help: string) =>
      new Gauge({ name, help, labelNames: ['lane'], registers });
    const queueDepth = jobGauge(
      'pandanation_job_queue_depth',
      'Queued jobs that are due now and wait for a runner, per lane.',
    );
    const scheduled = jobGauge(
      'pandanation_jobs_scheduled',
      'Queued jobs whose time has not come yet (retries after a backoff, scheduled work), per lane.',
    );
    const running = jobGauge('pandanation_jobs_running', 'Jobs claimed by a runner (any process), per lane.');
    const oldestDue = jobGauge(
      'pandanation_job_oldest_due_age_seconds',
      'How long the oldest due job of each lane has waited (0 when none is due).',
    );
    // One query per scrape fills the four job gauges (see render).
    this.readJobQueue = async () => {
      const lanes = await withTimeout(readJobQueue(ctx.database.db), SOURCE_TIMEOUT_MS);
      for (const gauge of [queueDepth, scheduled, running, oldestDue]) gauge.reset();
      for (const lane of lanes ?? []) {
        queueDepth.set({ lane: lane.lane }, lane.due);
        scheduled.set({ lane: lane.lane }, lane.scheduled);
        running.set({ lane: lane.lane }, lane.running);
        oldestDue.set({ lane: lane.lane }, lane.oldestDueAgeSeconds);
      }
    };

    this.mail = new Counter({
      name: 'pandanation_mail_total',
      help: 'Tries to hand a message to the mail transport, by transport and outcome: sent, deferred (refused for now, tried again) or failed (refused for good).',
      labelNames: ['transport', 'outcome'],
      registers,
    });

    new Gauge({
      name: 'pandanation_sockets_open',
      help: 'Socket.IO connections open on this process.',
      registers,
      collect() {
        this.set(ctx.realtime?.openSockets?.() ?? 0);
      },
    });
    new Gauge({
      name: 'pandanation_rooms_live',
      help: 'Listening rooms open (shared by every process when REDIS_URL is set).',
      registers,
      async collect() {
        const rooms = ctx.realtime ? await withTimeout(ctx.realtime.listRooms(), SOURCE_TIMEOUT_MS) : [];
        if (rooms) this.set(rooms.length);
        else this.reset();
      },
    });

    this.queryDuration = new Histogram({
      name: 'pandanation_db_query_duration_seconds',
      help: 'Time the database took to run a query (after a pooled connection was found), by statement and outcome.',
      labelNames: ['operation', 'outcome'],
      buckets: QUERY_BUCKETS,
      registers,
    });
    const pool = ctx.database.poolStats;
    if (pool) {
      const poolGauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
        new Gauge({
          name,
          help,
          registers,
          collect() {
            this.set(read(pool()));
          },
        });
      poolGauge(
        'pandanation_db_pool_waiting',
        'Queries waiting for a pooled PostgreSQL connection.',
        (s) => s.waiting,
      );
      poolGauge('pandanation_db_pool_connections', 'PostgreSQL connections the pool holds.', (s) => s.total);
      poolGauge('pandanation_db_pool_idle', 'PostgreSQL connections the pool holds unused.', (s) => s.idle);
    }

    this.storageErrors = new Counter({
      name: 'pandanation_storage_errors_total',
      help: 'Media storage operations that failed, by operation and kind (unavailable: the storage was away).',
      labelNames: ['operation', 'kind'],
      registers,
    });

    new Counter({
      name: 'pandanation_log_lines_dropped_total',
      help: 'Log lines the log destination dropped rather than block the process.',
      registers,
      collect() {
        this.reset();
        this.inc(readDroppedLogLines());
      },
    });
  }

  /**
   * The app's metrics in the Prometheus text format. The job queue is read first, in one query for its four
   * gauges; a job table that does not answer within 2 s leaves them out of this scrape.
   */
  async render(): Promise<string> {
    await this.readJobQueue();
    return this.registry.metrics();
  }

  /** Counts one answered request (`route`: the route pattern, never the URL). */
  requestAnswered(method: string, route: string | undefined, statusCode: number, seconds: number): void {
    const pattern = route ?? UNMATCHED_ROUTE;
    const statusClass = `${Math.floor(statusCode / 100)}xx`;
    const key = `${method} ${statusClass} ${pattern}`;
    let child = this.httpChildren.get(key);
    if (!child) {
      child = this.httpDuration.labels({ method, route: pattern, status_class: statusClass });
      this.httpChildren.set(key, child);
    }
    child.observe(seconds);
  }

  requestStarted(): void {
    this.requestsInFlight++;
  }

  requestEnded(): void {
    this.requestsInFlight--;
  }

  /** Hears every query of the app's database handle. */
  readonly queryWatcher: QueryWatcher = (event) => {
    this.queryDuration.observe(
      { operation: operationOf(event.query.query.kind), outcome: event.level === 'error' ? 'error' : 'ok' },
      event.queryDurationMillis / 1000,
    );
  };

  jobFinished(type: string, outcome: JobOutcome): void {
    this.jobs.inc({ type, outcome });
  }

  mailFinished(transport: string, outcome: MailTry): void {
    this.mail.inc({ transport, outcome });
  }

  storageFailed(operation: string, unavailable: boolean): void {
    this.storageErrors.inc({ operation, kind: unavailable ? 'unavailable' : 'error' });
  }
}

/** A query's statement as a label: select, insert, update, delete or other (raw SQL, schema changes). */
function operationOf(kind: string): string {
  switch (kind) {
    case 'SelectQueryNode':
      return 'select';
    case 'InsertQueryNode':
      return 'insert';
    case 'UpdateQueryNode':
      return 'update';
    case 'DeleteQueryNode':
      return 'delete';
    default:
      return 'other';
  }
}

/** The value, or null when it fails or takes longer than `ms`. */
async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([promise.catch(() => null), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
