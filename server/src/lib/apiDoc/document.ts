import type { z } from 'zod';
import type { AuthLevel, RouteDoc, SuccessDoc } from './routeDoc';
import {
  API_TYPES,
  ERROR_SCHEMA,
  type JsonSchema,
  referencedTypes,
  schemaRef,
  zodToJsonSchema,
} from './jsonSchema';
import { socketProtocol } from './socketDoc';

/** One route as Fastify registered it, with the documentation its options carry. */
export interface RegisteredRoute {
  method: string;
  /** Fastify's pattern (`/api/tracks/:id`). */
  url: string;
  doc?: RouteDoc;
  /** The feature whose module registered it. */
  feature?: string;
}

/** The name of the session cookie's security scheme. */
export const SESSION_SCHEME = 'session';

/** Routes that are not part of the API by a clear rule, with the reason; everything else must be documented. */
export function undocumentedByRule(
  route: Pick<RegisteredRoute, 'method' | 'url'>,
  all: RegisteredRoute[],
): string | null {
  if (route.method === 'HEAD' && all.some((r) => r.method === 'GET' && r.url === route.url)) {
    return 'HEAD beside a GET: the same answer without a body (Fastify adds these)';
  }
  if (route.url === '/api/*') return "the API's not-found answer for any other /api path";
  if (route.url === '/api/docs' || route.url.startsWith('/api/docs/'))
    return 'the reference page and its assets';
  if (!route.url.startsWith('/api/') && !route.url.startsWith('/media/'))
    return 'the single-page app and its files';
  return null;
}

/** `/api/tracks/:id` -> `/api/tracks/{id}`; a trailing wildcard becomes `{path}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{path}');
}

/** The path parameters of a Fastify pattern. */
function pathParamNames(url: string): string[] {
  const names = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  if (url.endsWith('*')) names.push('path');
  return names;
}

const operationId = (method: string, url: string): string =>
  method.toLowerCase() +
  url
    .replace(/\*$/, 'path')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');

const AUTH_TEXT: Record<AuthLevel, string> = {
  none: 'No session needed.',
  optional: 'Works without a session; the answer depends on the signed-in user when there is one.',
  user: 'Needs a signed-in user (the session cookie); 401 without one.',
  admin: 'Needs an administrator (the session cookie); 401 without a session, 403 for other users.',
};

const SECURITY: Record<AuthLevel, Record<string, string[]>[]> = {
  none: [],
  optional: [{}, { [SESSION_SCHEME]: [] }],
  user: [{ [SESSION_SCHEME]: [] }],
  admin: [{ [SESSION_SCHEME]: [] }],
};

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The error answers every route of its kind may give, besides those its doc lists. */
function impliedErrors(method: string, routeDoc: RouteDoc, hasInput: boolean): Map<number, string> {
  const errors = new Map<number, string>();
  if (hasInput || STATE_CHANGING.has(method))
    errors.set(400, 'The input is not valid (the message says which field).');
  if (routeDoc.auth === 'user' || routeDoc.auth === 'admin') errors.set(401, 'Not signed in.');
  if (routeDoc.auth === 'admin') errors.set(403, 'Signed in, but not an administrator.');
  if (STATE_CHANGING.has(method)) {
    errors.set(
      403,
      [errors.get(403), 'Cross-origin request refused (the origin check).'].filter(Boolean).join(' '),
    );
    errors.set(415, 'The body is neither JSON nor multipart (a DELETE may send none).');
  }
  if (routeDoc.body) errors.set(413, 'The body is too large.');
  if (routeDoc.rateLimit)
    errors.set(429, `Rate limited: ${routeDoc.rateLimit}. Retry-After says when to try again.`);
  errors.set(500, 'Something went wrong on the server.');
  errors.set(
    503,
    'A dependency (database, storage) is briefly unavailable; Retry-After says when to try again.',
  );
  return errors;
}

/** Builds the OpenAPI 3.1 document from the registered routes and their docs. */
export function buildApiDocument(routes: RegisteredRoute[], info: { version: string }): JsonSchema {
  const hoisted: Record<string, JsonSchema> = {};
  const hoist = (name: string, schema: JsonSchema) => {
    hoisted[name] = schema;
  };
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const tags = new Set<string>();

  for (const route of routes) {
    const routeDoc = route.doc;
    if (!routeDoc || (route.method === 'HEAD' && undocumentedByRule(route, routes))) continue;
    const id = operationId(route.method, route.url);
    const inputSchema = (schema: z.ZodType, part: string) =>
      zodToJsonSchema(schema, 'input', hoist, `${id}.${part}.`);
    const parameters: JsonSchema[] = [];
    const pathSchema = routeDoc.params ? inputSchema(routeDoc.params, 'params') : null;
    for (const name of pathParamNames(route.url)) {
      const declared = (pathSchema?.properties as Record<string, JsonSchema> | undefined)?.[name];
      const isId = name === 'id' || name.endsWith('Id');
      parameters.push({
        name,
        in: 'path',
        required: true,
        schema: declared ?? (isId ? { type: 'integer', minimum: 1 } : { type: 'string' }),
        ...(isId && !declared ? { description: 'A positive integer; anything else answers 404.' } : {}),
      });
    }
    for (const [where, schema] of [
      ['query', routeDoc.query],
      ['header', routeDoc.headers],
    ] as const) {
      if (!schema) continue;
      const json = inputSchema(schema, where);
      const required = new Set((json.required as string[] | undefined) ?? []);
      for (const [name, property] of Object.entries((json.properties ?? {}) as Record<string, JsonSchema>)) {
        const { description, ...rest } = property;
        parameters.push({
          name,
          in: where,
          required: required.has(name),
          schema: rest,
          ...(description ? { description } : {}),
        });
      }
    }

    let requestBody: JsonSchema | undefined;
    if (routeDoc.body && 'multipart' in routeDoc.body) {
      const { multipart, required, json } = routeDoc.body;
      const properties = Object.fromEntries(
        Object.entries(multipart).map(([name, kind]) => [
          name,
          kind === 'file'
            ? { type: 'string', contentMediaType: 'application/octet-stream' }
            : { type: 'string' },
        ]),
      );
      requestBody = {
        required: true,
        content: {
          'multipart/form-data': { schema: { type: 'object', properties, required: required ?? [] } },
          ...(json ? { 'application/json': { schema: inputSchema(json, 'body') } } : {}),
        },
      };
    } else if (routeDoc.body) {
      requestBody = {
        required: true,
        content: { 'application/json': { schema: inputSchema(routeDoc.body, 'body') } },
      };
    }

    const responses: Record<string, JsonSchema> = {};
    for (const [status, success] of Object.entries(routeDoc.responses) as [string, SuccessDoc][]) {
      responses[status] = successResponse(Number(status), success, (schema) =>
        zodToJsonSchema(schema, 'output', hoist, `${id}.${status}.`),
      );
    }
    const errors = impliedErrors(route.method, routeDoc, parameters.length > 0 || requestBody !== undefined);
    for (const [status, text] of Object.entries(routeDoc.errors ?? {})) {
      const implied = errors.get(Number(status));
      errors.set(Number(status), implied && implied !== text ? `${text} ${implied}` : text!);
    }
    for (const [status, text] of [...errors].sort(([a], [b]) => a - b)) {
      if (responses[String(status)]) continue;
      const retryAfter = status === 429 || status === 503;
      responses[String(status)] = {
        description: text,
        ...(retryAfter
          ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } }
          : {}),
        content: { 'application/json': { schema: schemaRef('Error') } },
      };
    }

    const routeTags = routeDoc.tags ?? [route.feature ?? route.url.split('/')[2] ?? 'api'];
    routeTags.forEach((tag) => tags.add(tag));
    const description = [
      routeDoc.description,
      AUTH_TEXT[routeDoc.auth],
      routeDoc.rateLimit ? `Rate limit: ${routeDoc.rateLimit}.` : undefined,
    ]
      .filter(Boolean)
      .join('\n\n');
    const path = openApiPath(route.url);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      operationId: id,
      summary: routeDoc.summary,
      description,
      tags: routeTags,
      security: SECURITY[routeDoc.auth],
      'x-auth': routeDoc.auth,
      ...(routeDoc.rateLimit ? { 'x-rate-limit': routeDoc.rateLimit } : {}),
      ...(routeDoc.deprecated ? { deprecated: true } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses,
    };
  }

  const socket = socketProtocol(hoist);
  const roots = [...Object.values(paths), socket, ...Object.values(hoisted)];
  const used = referencedTypes(roots, API_TYPES as Record<string, JsonSchema>);
  const schemas: Record<string, JsonSchema> = { Error: ERROR_SCHEMA, ...hoisted };
  for (const name of [...used].sort()) schemas[name] = (API_TYPES as Record<string, JsonSchema>)[name]!;

  return {
    openapi: '3.1.0',
    info: {
      title: 'Panda Nation API',
      version: info.version,
      description: [
        'The HTTP API of Panda Nation, generated from the zod schemas that validate each request and the wire',
        'types of common/. Errors are always `{ "message": string }`. State-changing requests must send JSON (or',
        'multipart) and come from the site itself. Listening rooms talk over Socket.IO: see `x-socket-io`.',
      ].join(' '),
      license: { name: 'AGPL-3.0-or-later', identifier: 'AGPL-3.0-or-later' },
    },
    servers: [{ url: '/' }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      schemas,
      securitySchemes: {
        [SESSION_SCHEME]: {
          type: 'apiKey',
          in: 'cookie',
          name: 'pn_session',
          description:
            'The session cookie set by POST /api/login and POST /api/register (HttpOnly, SameSite=Lax; in ' +
            'production `__Host-pn_session`, Secure).',
        },
      },
    },
    'x-socket-io': socket,
  };
}

function successResponse(
  status: number,
  success: SuccessDoc,
  fromZod: (schema: z.ZodType) => JsonSchema,
): JsonSchema {
  if (success === null) return { description: status === 304 ? 'Not modified' : 'No content' };
  const detail = typeof success === 'string' ? { type: success } : success;
  const description = detail.description ?? (detail.type ? `A ${detail.type}` : 'Success');
  const headers = detail.headers
    ? {
        headers: Object.fromEntries(
          Object.entries(detail.headers).map(([name, text]) => [
            name,
            { description: text, schema: { type: 'string' } },
          ]),
        ),
      }
    : {};
  const schema = detail.type ? schemaRef(detail.type) : detail.schema ? fromZod(detail.schema) : undefined;
  // Only a description (and headers): an answer without a body, e.g. a redirect.
  if (!schema && !detail.contentType) return { description, ...headers };
  const contentType = detail.contentType ?? 'application/json';
  return { description, ...headers, content: { [contentType]: schema ? { schema } : {} } };
}
