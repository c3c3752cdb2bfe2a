import type { z } from 'zod';
import type { ApiTypeName } from './apiTypes.generated';

/**
 * Who may call a route: anyone ('none': the session is never read), anyone with an answer that depends on the
 * session when there is one ('optional'), a signed-in user ('user': 401 without a session) or an administrator
 * ('admin': 401 without a session, 403 for anyone else).
 */
export type AuthLevel = 'none' | 'optional' | 'user' | 'admin';

/**
 * A success answer: the name of a wire type of common/ (its JSON body), null for no body, or more detail (with
 * neither a type, a schema nor a content type, an answer without a body: a redirect with its Location).
 */
export type SuccessDoc =
  | ApiTypeName
  | null
  | {
      /** The body's wire type (JSON), by name. */
      type?: ApiTypeName;
      /** Or the body's zod schema (its output), when there is no named type. */
      schema?: z.ZodType;
      /** Not JSON: the media type of the body (an image, audio, HTML, text/event-stream...). */
      contentType?: string;
      description?: string;
      /** Response headers worth knowing, with what they say. */
      headers?: Record<string, string>;
    };

/**
 * The documentation of one route, declared next to it (`app.get(url, doc({...}), handler)`) and collected into
 * the OpenAPI document served at /api/openapi.json. Input schemas are the same zod objects the handler parses
 * with `parseInput`; Fastify itself never compiles them.
 */
export interface RouteDoc {
  /** One line: what the route does. */
  summary: string;
  description?: string;
  /** Groups in the reference (default: the feature's name). */
  tags?: string[];
  auth: AuthLevel;
  /** Path parameters (default: each `:name` of the URL; `id` and `...Id` are positive integers). */
  params?: z.ZodObject;
  /** The query string's schema. */
  query?: z.ZodObject;
  /** Request headers the route reads (e.g. Idempotency-Key). */
  headers?: z.ZodObject;
  /**
   * The JSON body's schema (what `parseInput` reads), or a multipart upload with its fields (and `json`, the
   * schema of a JSON body the route takes instead of an upload).
   */
  body?: z.ZodType | { multipart: Record<string, 'file' | 'string'>; required?: string[]; json?: z.ZodType };
  /**
   * Answers by status with their body: `{ 200: 'TrackPage' }`, `{ 204: null }`. An error status listed here
   * (rare: an error whose body is not `{ message }`) replaces the one `errors` or the defaults would give.
   */
  responses: Partial<Record<number, SuccessDoc>>;
  /**
   * Error answers by status with when they happen; each is `{ message }`. 400 for invalid input, 401/403 from
   * `auth`, the origin check's 403/415, 413, 429 from `rateLimit`, 500 and 503 are added without being listed.
   */
  errors?: Partial<
    Record<400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503, string>
  >;
  /** The rate limit the route applies (adds a documented 429 with Retry-After), in words. */
  rateLimit?: string;
  /** Marks a route kept for older clients. */
  deprecated?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's documentation (see lib/apiDoc). */
    doc?: RouteDoc;
  }
}

/** Route options that attach documentation to a route: `app.post('/api/tips', doc({...}), handler)`. */
export function doc(routeDoc: RouteDoc): { config: { doc: RouteDoc } } {
  return { config: { doc: routeDoc } };
}
