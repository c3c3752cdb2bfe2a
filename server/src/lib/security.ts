import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { HttpError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Paths that receive signed requests from outside are exempt from the origin rule: one-click unsubscribe from a
 * mail program (RFC 8058: a form POST from no page of ours, authorised by the signed token in the address).
 */
const EXTERNAL_PATHS: string[] = ['/api/marketing/unsubscribe/'];

function ownOrigin(request: FastifyRequest): string {
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
