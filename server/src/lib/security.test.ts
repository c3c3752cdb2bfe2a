import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSON_BODY_LIMIT_BYTES } from '@common/constants';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, TestClient } from '../test/client';
import { describeEachDatabase } from '../test/databases';
import { createUser } from '../test/factories';

const HOST = 'panda.test:5000';
const REFUSED = { message: 'Cross-origin request refused' };
const NOT_JSON = { message: 'Requests must send a JSON or multipart body' };

describeEachDatabase('request security', (t) => {
  let app: FastifyInstance;
  let user: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    app = await t.buildApp({}, { ALLOWED_ORIGINS: 'https://studio.panda.test, https://beta.panda.test/' });
    user = await createUser(t.db);
  });

  const credentials = () => ({ username: user.username, password: user.plainPassword });

  describe('content type of state-changing requests', () => {
    it.each([
      ['text/plain', 'username=x'],
      ['application/x-www-form-urlencoded', 'username=x&password=y'],
      ['text/plain;charset=UTF-8', '{"username":"x","password":"yyyyyy"}'],
    ])('refuses %s with 415', async (contentType, payload) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': contentType },
        payload,
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual(NOT_JSON);
    });

    it('refuses a POST without a content type with 415, and signs nobody in', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: Buffer.from(JSON.stringify(credentials())),
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual(NOT_JSON);
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('lets a DELETE without a body through to its route, but not one with a text body', async () => {
      const bare = await app.inject({ method: 'DELETE', url: '/api/no-such-thing' });
      expect(bare.statusCode).toBe(404);
      const texty = await app.inject({
        method: 'DELETE',
        url: '/api/no-such-thing',
        headers: { 'content-type': 'text/plain' },
        payload: 'x',
      });
      expect(texty.statusCode).toBe(415);
      const foreign = await app.inject({
        method: 'DELETE',
        url: '/api/no-such-thing',
        headers: { host: HOST, origin: 'https://evil.example' },
      });
      expect(foreign.statusCode).toBe(403);
    });

    it('accepts application/json with a charset', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        payload: JSON.stringify(credentials()),
      });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('origin', () => {
    it('refuses a request from another site with 403, before signing in', async () => {
      const client = new TestClient(app);
      const response = await client.post('/api/login', credentials(), {
        headers: { host: HOST, origin: 'https://evil.example' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(REFUSED);
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('refuses a look-alike origin (other scheme, port or suffix)', async () => {
      for (const origin of [
        'https://panda.test:5000',
        'http://panda.test:5001',
        'http://panda.test:5000.evil.example',
      ]) {
        const response = await new TestClient(app).post(
          '/api/logout',
          {},
          { headers: { host: HOST, origin } },
        );
        expect(response.statusCode, origin).toBe(403);
        expect(response.json()).toEqual(REFUSED);
      }
    });

    it('refuses a cross-site request that sends no Origin but says Sec-Fetch-Site: cross-site', async () => {
      const response = await new TestClient(app).post('/api/login', credentials(), {
        headers: { host: HOST, 'sec-fetch-site': 'cross-site' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(REFUSED);
    });

    it('accepts the same origin', async () => {
      const client = new TestClient(app);
      const response = await client.post('/api/login', credentials(), {
        headers: { host: HOST, origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' },
      });
      expect(response.statusCode).toBe(200);
      expect((await client.get('/api/user')).statusCode).toBe(200);
    });

    it('accepts origins listed in ALLOWED_ORIGINS', async () => {
      for (const origin of ['https://studio.panda.test', 'https://beta.panda.test']) {
        const response = await new TestClient(app).post(
          '/api/logout',
          {},
          { headers: { host: HOST, origin } },
        );
        expect(response.statusCode, origin).toBe(200);
      }
    });

    it('accepts PUBLIC_ORIGIN', async () => {
      const behindProxy = await t.buildApp({}, { PUBLIC_ORIGIN: 'https://pandanation.example' });
      const response = await new TestClient(behindProxy).post(
        '/api/logout',
        {},
        { headers: { host: 'internal:5000', origin: 'https://pandanation.example' } },
      );
      expect(response.statusCode).toBe(200);
    });

    it('lets reads from anywhere through (they change nothing)', async () => {
      const response = await new TestClient(app).get('/api/user', {
        headers: { host: HOST, origin: 'https://evil.example' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Not authenticated' });
    });
  });

  describe('request bodies', () => {
    it('refuses JSON over 100 kB with 413 and a JSON message', async () => {
      const payload = JSON.stringify({ username: 'big_body', password: 'x'.repeat(JSON_BODY_LIMIT_BYTES) });
      expect(JSON_BODY_LIMIT_BYTES).toBe(100 * 1024);
      const response = await app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(413);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: 'Request body is too large' });
    });

    it('accepts JSON just under the limit', async () => {
      const filler = 'x'.repeat(JSON_BODY_LIMIT_BYTES - 200);
      const response = await app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ filler }),
      });
      expect(response.statusCode).toBe(200);
    });

    it('answers malformed JSON with 400 and a JSON message', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"username": "luna", "password": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: 'Request body is not valid JSON' });
    });

    it('answers a JSON body that is not an object with 400 and a message', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: '"just a string"',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: expect.any(String) });
    });
  });

  describe('unknown API paths', () => {
    let clientDir: string;
    let withClient: FastifyInstance;

    beforeAll(async () => {
      clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-client-'));
      fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Panda Nation</title>');
      withClient = await t.buildApp({ clientDir });
    });
    afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

    it.each(['GET', 'POST', 'DELETE'] as const)('answer %s with a JSON 404', async (method) => {
      for (const target of [app, withClient]) {
        const response = await target.inject({
          method,
          url: '/api/does-not-exist',
          ...(method === 'GET' ? {} : { headers: { 'content-type': 'application/json' }, payload: '{}' }),
        });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toEqual({ message: 'Not found' });
      }
    });

    it('while other paths get the web page when the client is built', async () => {
      const response = await withClient.inject({ method: 'GET', url: '/beatbank' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<title>Beat Bank | Panda Nation</title>');
    });
  });

  describe('security headers', () => {
    it('are sent on API answers and pages', async () => {
      const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-client-'));
      fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Panda Nation</title>');
      try {
        const withClient = await t.buildApp({ clientDir });
        for (const [target, url] of [
          [app, '/api/health'],
          [app, '/api/user'],
          [withClient, '/'],
        ] as const) {
          const response = await target.inject({ method: 'GET', url });
          const csp = String(response.headers['content-security-policy']);
          const directives = csp.split(';').map((d) => d.trim());
          expect(directives, url).toContain("default-src 'self'");
          expect(directives, url).toContain("script-src 'self'");
          expect(directives, url).toContain("frame-ancestors 'none'");
          expect(directives, url).toContain("object-src 'none'");
          expect(response.headers['x-content-type-options'], url).toBe('nosniff');
          expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
          expect(response.headers['x-powered-by'], url).toBeUndefined();
        }
      } finally {
        fs.rmSync(clientDir, { recursive: true, force: true });
      }
    });

    it('allow Stripe.js, its frames and its API only when Stripe is the payment provider', async () => {
      const directivesOf = async (target: FastifyInstance) => {
        const response = await target.inject({ method: 'GET', url: '/api/health' });
        return String(response.headers['content-security-policy'])
          .split(';')
          .map((d) => d.trim());
      };
      const sandbox = await directivesOf(app);
      expect(sandbox).toContain("script-src 'self'");
      expect(sandbox).toContain("frame-src 'none'");
      expect(sandbox).toContain("connect-src 'self'");
      const stripe = await t.buildApp(
        {},
        {
          STRIPE_SECRET_KEY: 'sk_test_123',
          STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
          STRIPE_PRICE_BASIC: 'price_b',
          STRIPE_PRICE_PRO: 'price_p',
          STRIPE_PRICE_DJ: 'price_d',
        },
      );
      const withStripe = await directivesOf(stripe);
      expect(withStripe).toContain("script-src 'self' https://js.stripe.com");
      expect(withStripe).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
      expect(withStripe).toContain("connect-src 'self' https://api.stripe.com");
    });

    it('send a Permissions-Policy that allows the microphone to our pages only, and no camera or location', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      const policy = String(response.headers['permissions-policy'])
        .split(',')
        .map((p) => p.trim());
      expect(policy).toContain('microphone=(self)');
      expect(policy).toContain('camera=()');
      expect(policy).toContain('geolocation=()');
    });

    it('keep personal answers out of caches: no-store on a signed-in API answer without its own caching', async () => {
      const client = await signedInClient(app, user);
      const me = await client.get('/api/user');
      expect(me.statusCode).toBe(200);
      expect(me.headers['cache-control']).toBe('no-store');
      // The same read signed out is about nobody: it keeps whatever its route says (here nothing).
      const signedIn = await client.get('/api/contact/details');
      expect(signedIn.headers['cache-control']).toBe('no-store');
      const anonymous = await app.inject({ method: 'GET', url: '/api/contact/details' });
      expect(anonymous.headers['cache-control']).toBeUndefined();
    });

    it('add Strict-Transport-Security in production only', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBeUndefined();
      const production = await t.buildApp({}, { NODE_ENV: 'production' });
      const secured = await production.inject({ method: 'GET', url: '/api/health' });
      expect(secured.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    });
  });
});

describe('security headers', () => {
  it("are helmet's own headers for the options, worked out once, and a route's options lie over the app's", async () => {
    const Fastify = (await import('fastify')).default;
    const { registerSecurityHeaders, helmetHeaders } = await import('./security');
    const app = Fastify();
    const appOptions = { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } } };
    registerSecurityHeaders(app, appOptions);
    const framed = { xFrameOptions: false, crossOriginResourcePolicy: { policy: 'cross-origin' as const } };
    app.get('/plain', async () => ({ ok: true }));
    app.get('/framed', { config: { securityHeaders: framed } }, async () => ({ ok: true }));
    await app.ready();

    const plain = await app.inject({ method: 'GET', url: '/plain' });
    for (const [name, value] of Object.entries(helmetHeaders(appOptions))) {
      expect(plain.headers[name.toLowerCase()]).toBe(value);
    }
    expect(plain.headers['content-security-policy']).toContain("default-src 'self'");
    expect(plain.headers['x-frame-options']).toBe('SAMEORIGIN');

    const own = await app.inject({ method: 'GET', url: '/framed' });
    expect(own.headers['x-frame-options']).toBeUndefined();
    expect(own.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(own.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    // A route nobody registered still gets them (the 404 answer).
    expect((await app.inject({ method: 'GET', url: '/nowhere' })).headers['x-content-type-options']).toBe(
      'nosniff',
    );
    await app.close();
  });
});
