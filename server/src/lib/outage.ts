/**
 * Outages: errors that say a dependency (the database, media storage) is away for a while, as opposed to
 * errors of the request or the job itself. Requests answer them with 503 and Retry-After, background loops
 * log them once and carry on, and a job interrupted by one runs again without using up an attempt.
 */

export type Dependency = 'database' | 'storage';

/** What a request answers while a dependency is away (see app.ts). */
export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
/** The Retry-After of that answer, in seconds. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** A dependency that does not answer; `cause` keeps the driver's error for the logs. */
export class UnavailableError extends Error {
  constructor(
    readonly dependency: Dependency,
    override readonly cause?: unknown,
  ) {
    super(`${dependency} unavailable${cause instanceof Error ? `: ${cause.message}` : ''}`);
    this.name = 'UnavailableError';
  }
}

/** Socket-level failures: nothing answered, or the connection broke. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ECONNABORTED',
  'ENOTCONN',
]);

/**
 * PostgreSQL SQLSTATEs of a server that is away or cannot take the query now: connection exceptions
 * (08xxx), shutdown and start-up (57P01-57P03), too many connections (53300) and a query cancelled by the
 * statement timeout (57014).
 */
function isPostgresOutageCode(code: string): boolean {
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '53300', '57014'].includes(code);
}

/** SQLite result codes of a file that is locked, read-only or failing underneath (extended codes included). */
const SQLITE_OUTAGE = /^SQLITE_(BUSY|LOCKED|READONLY|IOERR|CANTOPEN|FULL|PROTOCOL)/;

/** Messages of node-postgres and better-sqlite3 that carry no code. */
const DRIVER_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Query read timeout/i,
  /not queryable/i,
  /Cannot use a pool after calling end/i,
  /database connection is not open/i,
  /Client was closed and is not queryable/i,
];

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/** true when the error (or an error it wraps) is the database being away. */
export function isDatabaseOutage(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  if (error instanceof UnavailableError) return error.dependency === 'database';
  const e = error as ErrorLike;
  if (typeof e.code === 'string') {
    if (NETWORK_CODES.has(e.code) || SQLITE_OUTAGE.test(e.code)) return true;
    if (/^[0-9A-Z]{5}$/.test(e.code) && isPostgresOutageCode(e.code)) return true;
  }
  if (typeof e.message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(e.message as string))) {
    return true;
  }
  // AggregateError (a connection tried on IPv4 and IPv6) and errors that wrap another.
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseOutage(inner, depth + 1))) return true;
  return isDatabaseOutage(e.cause, depth + 1);
}

/** true when an S3 client error means the service is away or failing (not a missing key or a refusal). */
export function isStorageOutage(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  if (error instanceof UnavailableError) return error.dependency === 'storage';
  const e = error as ErrorLike & { name?: string; $fault?: string; $metadata?: { httpStatusCode?: number } };
  if (typeof e.code === 'string' && NETWORK_CODES.has(e.code)) return true;
  if (e.name === 'TimeoutError' || e.name === 'RequestTimeout') return true;
  const status = e.$metadata?.httpStatusCode;
  if (status !== undefined && status >= 500) return true;
  if (e.$fault === 'server') return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isStorageOutage(inner))) return true;
  return e.cause !== undefined && e.cause !== error && isStorageOutage(e.cause);
}

/** Which dependency an error says is away, or null for any other error. */
export function outageOf(error: unknown): Dependency | null {
  if (error instanceof UnavailableError) return error.dependency;
  if (isDatabaseOutage(error)) return 'database';
  return null;
}
