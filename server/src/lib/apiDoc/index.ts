import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { buildApiDocument, type RegisteredRoute } from './document';
import { doc } from './routeDoc';

export { doc, type AuthLevel, type RouteDoc } from './routeDoc';
export { buildApiDocument, openApiPath, undocumentedByRule, type RegisteredRoute } from './document';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route Fastify registered, as its onRoute hook saw it, with the doc its options carry. */
    apiRoutes: readonly RegisteredRoute[];
  }
}

/** Where the API document and its reference page are served. */
export const API_DOCUMENT_URL = '/api/openapi.json';
export const API_REFERENCE_URL = '/api/docs';

/** Collects Fastify's route table (onRoute), noting which feature registers each route. */
export function collectRoutes(app: FastifyInstance): { within(feature: string, register: () => void): void } {
  const routes: RegisteredRoute[] = [];
  let feature: string | undefined;
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routes.push({ method, url: route.url, doc: route.config?.doc, ...(feature ? { feature } : {}) });
    }
  });
  return {
    within(name, register) {
      feature = name;
      try {
        register();
      } finally {
        feature = undefined;
      }
    },
  };
}

/**
 * GET /api/openapi.json, the OpenAPI 3.1 document built from the routes' docs once every route is registered,
 * and /api/docs, Swagger UI over it (its scripts and styles are files of this site, loaded on that page only,
 * so the app's Content-Security-Policy holds there too).
 */
export async function registerApiReference(app: FastifyInstance, info: { version: string }): Promise<void> {
  const document: Record<string, unknown> = {};
  app.addHook('onReady', async () => {
    Object.assign(document, buildApiDocument([...app.apiRoutes], info));
  });
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  app.get(
    API_DOCUMENT_URL,
    doc({
      summary: 'This document: the OpenAPI 3.1 description of the API',
      tags: ['reference'],
      auth: 'none',
      responses: { 200: { contentType: 'application/json', description: 'The OpenAPI document' } },
    }),
    async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(app.swagger()),
  );
  // The page reads the same document at /api/docs/json; it calls no validator on another site.
  await app.register(swaggerUi, { routePrefix: API_REFERENCE_URL, validatorUrl: false });
}
