import fs from 'node:fs';
import { compileErrors, validate } from '@readme/openapi-parser';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATED_JSON, GENERATED_TS, generateApiTypes } from '../../../../scripts/openapi-types';
import { signedInClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { openApiPath, type RegisteredRoute, undocumentedByRule } from './index';

type Json = Record<string, unknown>;
type Operation = { responses: Record<string, Json>; 'x-auth': string; requestBody?: Json };

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The Fastify pattern of a document path: `{name}` is `:name`, a final `{path}` the wildcard. */
const fastifyUrl = (path: string) => path.replace(/\{path\}$/, '*').replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');

/** A URL for a pattern: every parameter is 1 (an id that exists rarely matters here). */
const sampleUrl = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\*$/, 'x');

describe('generated wire types', () => {
  it('are what `npm run openapi:types` writes from common/ today', async () => {
    const { json, ts } = await generateApiTypes();
    expect(fs.readFileSync(GENERATED_JSON, 'utf8'), 'run npm run openapi:types').toBe(json);
    expect(fs.readFileSync(GENERATED_TS, 'utf8'), 'run npm run openapi:types').toBe(ts);
  });
});

describeEachDatabase('API document', (t) => {
  let app: FastifyInstance;
  let document: Json & { paths: Record<string, Record<string, Operation>> };

  beforeAll(async () => {
    app = await t.buildApp();
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(() => app.close());

  const documented = (route: RegisteredRoute) =>
    document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()] !== undefined;

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
  });

  it('lists every route the server registers, and no other', () => {
    const routes = [...app.apiRoutes];
    const api = routes.filter((route) => !undocumentedByRule(route, routes));
    const missing = api.filter((route) => !documented(route)).map((r) => `${r.method} ${r.url}`);
    expect(missing.sort(), 'routes without a doc (add one, see "Documenting a route")').toEqual([]);
    for (const [path, operations] of Object.entries(document.paths)) {
      const url = fastifyUrl(path);
      for (const method of Object.keys(operations)) {
        expect(app.hasRoute({ method: method.toUpperCase() as 'GET', url }), `${method} ${path}`).toBe(true);
      }
    }
  });

  it('describes the session cookie and the socket protocol of listening rooms', () => {
    const components = document.components as { securitySchemes: Record<string, Json> };
    expect(components.securitySchemes.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'pn_session',
    });
    const socket = document['x-socket-io'] as { clientToServer: Json; serverToClient: Json };
    expect(Object.keys(socket.clientToServer)).toContain('join-room');
    expect(Object.keys(socket.serverToClient)).toContain('playback-update');
  });

  it("keeps each route's promise about sessions: 401 without one, 403 for a user on an admin route", async () => {
    const user = await createUser(t.db);
    // Raw requests: the document itself names password fields, which TestClient's leak check refuses.
    const cookie = (await signedInClient(app, user)).jar.header();
    const send = (method: string, url: string, body: unknown, headers: Record<string, string> = {}) =>
      app.inject({
        method: method.toUpperCase() as 'GET',
        url,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
    const failures: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      const url = sampleUrl(fastifyUrl(path));
      for (const [method, operation] of Object.entries(operations)) {
        const body = STATE_CHANGING.has(method.toUpperCase()) && method !== 'delete' ? {} : undefined;
        const auth = operation['x-auth'];
        const asVisitor = await send(method, url, body);
        if ((auth === 'user' || auth === 'admin') && asVisitor.statusCode !== 401) {
          failures.push(`${method} ${path} (${auth}) answered ${asVisitor.statusCode} without a session`);
        }
        if ((auth === 'none' || auth === 'optional') && asVisitor.statusCode === 401) {
          failures.push(`${method} ${path} (${auth}) answered 401 without a session`);
        }
        if (auth === 'admin') {
          const asUser = await send(method, url, body, cookie);
          if (asUser.statusCode !== 403)
            failures.push(`${method} ${path} (admin) answered ${asUser.statusCode} to a user`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('serves the reference page with scripts of this site only, under the app Content-Security-Policy', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const scripts = [...page.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(attributes).toMatch(/src="\/api\/docs\/static\//);
      expect(inline!.trim()).toBe('');
    }
    const scriptSrc = String(page.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
    const bundle = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json()).toEqual(document);
  });
});
