import fs from 'node:fs';
import { compileErrors, validate } from '@readme/openapi-parser';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATED_JSON, GENERATED_TS, generateApiTypes } from '../../../../scripts/openapi-types';
import { signedInClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { openApiPath, type RegisteredRoute, undocumentedByRule } from './index';

/**
 * Routes that have no doc yet, as `METHOD url`. Annotating a route removes its line here; a new route without a
 * doc fails the route-table test until it has one. The goal is an empty list.
 */
const NOT_YET_DOCUMENTED: string[] = [
  'DELETE /api/admin/instructors/:id',
  'DELETE /api/courses/:id',
  'DELETE /api/fan-subscriptions/:id',
  'DELETE /api/ideas/:id',
  'DELETE /api/lessons/:id',
  'DELETE /api/mentor/conversations/:id',
  'DELETE /api/modules/:id',
  'DELETE /api/newsletter/subscribe',
  'DELETE /api/parties/:id',
  'DELETE /api/parties/:id/reminder',
  'DELETE /api/spinroom/crate/:trackId/upvote',
  'DELETE /api/videos/:id',
  'DELETE /api/videos/:id/like',
  'DELETE /api/vocal/takes/:id',
  'GET /api/admin/articles',
  'GET /api/admin/instructors',
  'GET /api/admin/messages',
  'GET /api/admin/outbox',
  'GET /api/admin/outbox/:id',
  'GET /api/admin/users',
  'GET /api/certificates/:number',
  'GET /api/certificates/:number/pdf',
  'GET /api/collab/filters',
  'GET /api/collab/matches',
  'GET /api/collab/matches/:userId',
  'GET /api/collab/profile',
  'GET /api/collab/requests',
  'GET /api/collab/sound-profile/:userId',
  'GET /api/collaborations',
  'GET /api/collaborations/:id',
  'GET /api/collaborations/:id/messages',
  'GET /api/contact/details',
  'GET /api/courses',
  'GET /api/courses/:id',
  'GET /api/courses/:id/authoring',
  'GET /api/courses/:id/cover.svg',
  'GET /api/courses/:id/lessons/:lessonId',
  'GET /api/cover-art-styles/:genre',
  'GET /api/cover-art/defaults',
  'GET /api/cover-art/mine',
  'GET /api/dashboard/analytics',
  'GET /api/dashboard/plays-per-day',
  'GET /api/editions',
  'GET /api/editions/drops',
  'GET /api/editions/mine',
  'GET /api/fan-portal',
  'GET /api/fan-subscriptions/mine',
  'GET /api/hit-predictor/analyses/:id',
  'GET /api/hit-predictor/insights',
  'GET /api/home/spotlight',
  'GET /api/ideas',
  'GET /api/ideas/:id/midi',
  'GET /api/inbox',
  'GET /api/inbox/unread-count',
  'GET /api/instructor/courses',
  'GET /api/live-chat/:channel',
  'GET /api/live-sessions',
  'GET /api/live-streams',
  'GET /api/marketing/campaigns',
  'GET /api/marketing/emails',
  'GET /api/marketing/unsubscribe/*',
  'GET /api/me/certificates',
  'GET /api/me/drop-requests',
  'GET /api/me/earnings',
  'GET /api/me/learning',
  'GET /api/me/reminders/due',
  'GET /api/mentor/conversations',
  'GET /api/mentor/conversations/:id',
  'GET /api/mentor/knowledge/:id',
  'GET /api/mentor/status',
  'GET /api/newsletter/articles',
  'GET /api/newsletter/articles/:id',
  'GET /api/newsletter/articles/mine',
  'GET /api/parties',
  'GET /api/parties/:id',
  'GET /api/reels',
  'GET /api/spinroom/crate',
  'GET /api/spinroom/djs',
  'GET /api/users/:id/collab-profile',
  'GET /api/users/:id/email-consent',
  'GET /api/videos',
  'GET /api/videos/:id',
  'GET /api/vocal/takes',
  'GET /api/vocal/takes/:id',
  'GET /media/*',
  'GET /media/previews/track/:id',
  'PATCH /api/admin/users/:id',
  'PATCH /api/collaborations/:id/milestones/:mid',
  'PATCH /api/courses/:id',
  'PATCH /api/editions/drops/:trackId',
  'PATCH /api/lessons/:id',
  'PATCH /api/modules/:id',
  'POST /api/admin/articles/:id/approve',
  'POST /api/admin/articles/:id/decline',
  'POST /api/admin/articles/:id/email',
  'POST /api/admin/messages/:id/answered',
  'POST /api/admin/outbox/:id/resend',
  'POST /api/collab/matchmaker/start',
  'POST /api/collab/requests',
  'POST /api/collab/requests/:id/accept',
  'POST /api/collab/requests/:id/decline',
  'POST /api/collaborations/:id/accept',
  'POST /api/collaborations/:id/cancel',
  'POST /api/collaborations/:id/complete',
  'POST /api/collaborations/:id/decline',
  'POST /api/collaborations/:id/messages',
  'POST /api/collaborations/:id/milestones',
  'POST /api/collaborations/:id/rating',
  'POST /api/contact',
  'POST /api/courses',
  'POST /api/courses/:id/enroll',
  'POST /api/courses/:id/modules',
  'POST /api/courses/:id/rating',
  'POST /api/cover-art/:id/set-cover',
  'POST /api/create-subscription',
  'POST /api/editions/:trackId/purchase',
  'POST /api/editions/drops',
  'POST /api/editions/drops/:trackId/end',
  'POST /api/fan-portal/campaign',
  'POST /api/fan-portal/contest',
  'POST /api/fan-portal/fans/:fanId/message',
  'POST /api/fan-portal/fans/:fanId/reward',
  'POST /api/fan-portal/rewards/:tier',
  'POST /api/fan-subscriptions',
  'POST /api/generate-cover-art',
  'POST /api/generate-cover-art-variations',
  'POST /api/gifts',
  'POST /api/hit-predictor/analyses',
  'POST /api/hit-predictor/analyses/:id/keep',
  'POST /api/ideas',
  'POST /api/inbox/:id/read',
  'POST /api/inbox/read-all',
  'POST /api/lessons/:id/complete',
  'POST /api/live-chat/:channel',
  'POST /api/marketing/campaigns/:id/cancel',
  'POST /api/marketing/preview',
  'POST /api/marketing/send-campaign',
  'POST /api/marketing/test-send',
  'POST /api/marketing/unsubscribe/*',
  'POST /api/mentor/chat',
  'POST /api/modules/:id/lessons',
  'POST /api/newsletter/articles',
  'POST /api/newsletter/confirm',
  'POST /api/newsletter/images',
  'POST /api/newsletter/subscribe',
  'POST /api/newsletter/unsubscribe',
  'POST /api/parties',
  'POST /api/parties/:id/reminder',
  'POST /api/parties/:id/start',
  'POST /api/spinroom/crate/:trackId/upvote',
  'POST /api/tracks/:id/drop-requests',
  'POST /api/videos',
  'POST /api/videos/:id/like',
  'POST /api/videos/:id/thumbnail',
  'POST /api/videos/:id/view',
  'POST /api/vocal/takes',
  'PUT /api/admin/instructors/:id',
  'PUT /api/collab/profile',
  'PUT /api/courses/:id/order',
  'PUT /api/users/:id/email-consent',
];

type Json = Record<string, unknown>;
type Operation = { responses: Record<string, Json>; 'x-auth': string; requestBody?: Json };

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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
    expect(missing.sort(), 'routes without a doc (add one, see "Documenting a route")').toEqual(
      [...NOT_YET_DOCUMENTED].sort(),
    );
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) {
        const url = path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1').replace(/\{path\}$/, '*');
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
      for (const [method, operation] of Object.entries(operations)) {
        const url = sampleUrl(path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1').replace(/\{path\}$/, '*'));
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
