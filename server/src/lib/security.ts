import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own helmet options, over the app's (e.g. the embed pages, which any site may frame). */
    securityHeaders?: HelmetOptions;
  }
}

/**
 * The headers helmet sets for `options`, worked out once by running its middleware on a stand-in response. Our
 * policies are fixed strings (no per-request nonce), so every answer gets the same headers.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {
    done = true;
  });
  if (!done) throw new Error('helmet did not set its headers at once');
  return headers;
}

/**
 * Helmet's headers (Content-Security-Policy, HSTS, frame and referrer rules...) on every answer, computed once per
 * set of options rather than per request (building helmet's middleware parses the policy, which had cost about a
 * tenth of the server's CPU at 100 connections). A route may name its own options in `config.securityHeaders`,
 * laid over the app's.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const everywhere = helmetHeaders(options);
  const perRoute = new WeakMap<HelmetOptions, Record<string, string>>();
  const headersOf = (own: HelmetOptions) => {
    let headers = perRoute.get(own);
    if (!headers) perRoute.set(own, (headers = helmetHeaders({ ...options, ...own } as HelmetOptions)));
    return headers;
  };
  app.addHook('onRequest', (request, reply, done) => {
    const own = request.routeOptions.config?.securityHeaders;
    reply.headers(own ? headersOf(own) : everywhere);
    done();
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Paths that receive signed requests from outside are exempt from the origin rule: one-click unsubscribe from a
 * mail program (RFC 8058: a form POST from no page of ours, authorised by the signed token in the address).
 */
const EXTERNAL_PATHS: string[] = ['/api/marketing/unsubscribe/', '/api/notifications/unsubscribe/'];

/** The origin this request reached: its scheme and host (behind a trusted proxy, the forwarded ones). */
export function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** Whether the request announces a body (a length above zero, or a chunked one). */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && Number(length) > 0) || request.headers['transfer-encoding'] !== undefined;
}

/**
 * Cross-site request forgery defence: a state-changing API request must carry a JSON or multipart body
 * (a DELETE may carry none: browsers cannot send one across sites without a preflight we never grant)
 * and, when the browser says where it comes from, come from the app's own origin.
 */
export function registerOriginCheck(app: FastifyInstance, config: AppConfig): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (EXTERNAL_PATHS.some((p) => request.url.startsWith(p))) return;
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    const bodilessDelete = request.method === 'DELETE' && !hasBody(request);
    if (!bodilessDelete && type !== 'application/json' && type !== 'multipart/form-data') {
      throw new HttpError(415, 'Requests must send a JSON or multipart body');
    }
    const origin = request.headers.origin;
    if (origin) {
      const normalized = origin.replace(/\/$/, '');
      if (normalized !== ownOrigin(request) && !config.allowedOrigins.includes(normalized)) {
        throw new HttpError(403, 'Cross-origin request refused');
      }
    } else if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new HttpError(403, 'Cross-origin request refused');
    }
  });
}

/**
 * What the pages may ask of the browser: the microphone for Vocal AI's recorder, payment and fullscreen for our
 * own pages; nothing else (no camera, location, USB, interest groups...), and never for a frame of another site.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=(self)',
  'geolocation=()',
  'payment=(self)',
  'fullscreen=(self)',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/** A session cookie (see features/auth): its answers are about one person. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?pn_session=/;

/**
 * Headers on every answer that helmet does not set: the Permissions-Policy, and `Cache-Control: no-store` on an
 * API answer to a signed-in request whose route chose no caching of its own, so that nothing personal is kept by
 * a browser's or a proxy's cache.
 */
export function registerResponseHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (
      request.url.startsWith('/api/') &&
      !reply.hasHeader('cache-control') &&
      SESSION_COOKIE.test(request.headers.cookie ?? '')
    ) {
      reply.header('Cache-Control', 'no-store');
    }
  });
}

/** Stripe.js and its frames, allowed only when payments go through Stripe. */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * The Content Security Policy the built client satisfies: no inline scripts and no third-party hosts, except
 * Stripe's when Stripe is the payment provider.
 */
export function contentSecurityPolicyFor(config: Pick<AppConfig, 'stripe'>) {
  const stripe = config.stripe !== null;
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...(stripe ? STRIPE_SOURCES.script : [])],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Profile images may be links to other sites.
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...(stripe ? STRIPE_SOURCES.connect : [])],
      frameSrc: stripe ? STRIPE_SOURCES.frame : ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  };
}
