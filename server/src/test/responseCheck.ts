import zlib from 'node:zlib';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { openApiPath } from '../lib/apiDoc/index';

type Json = { [key: string]: unknown };

/** Answers that did not match the API document, kept until the test's afterEach reports them (setup.ts). */
const problems: string[] = [];

/** Takes the mismatches recorded since the last call. */
export function takeResponseProblems(): string[] {
  return problems.splice(0, problems.length);
}

/**
 * Tests only: every answer of a documented route is checked against the API document: its status must be
 * documented for that route and method, and a JSON body must match the documented schema (ajv). A mismatch is
 * recorded and fails the test that caused it (see setup.ts); the answer itself is left as it was.
 */
export function checkResponsesAgainstDocument(app: FastifyInstance): void {
  const validators = new Map<string, ValidateFunction | null>();
  let ajv: Ajv2020 | undefined;
  const validatorFor = (key: string, schema: Json | undefined, components: Json): ValidateFunction | null => {
    if (!validators.has(key)) {
      if (!ajv) {
        ajv = new Ajv2020({ strict: false, allErrors: true });
        addFormats.default(ajv);
      }
      validators.set(key, schema ? ajv.compile({ ...schema, components }) : null);
    }
    return validators.get(key)!;
  };

  app.addHook('onSend', async (request, reply, payload) => {
    const routeDoc = request.routeOptions.config?.doc;
    if (!routeDoc || request.method === 'HEAD') return payload;
    const document = app.swagger() as unknown as {
      paths: Record<string, Record<string, Json>>;
      components: Json;
    };
    const path = openApiPath(request.routeOptions.url ?? '');
    const where = `${request.method} ${request.routeOptions.url}`;
    const operation = document.paths[path]?.[request.method.toLowerCase()];
    if (!operation) {
      problems.push(`${where} has a doc but is missing from the API document`);
      return payload;
    }
    const status = String(reply.statusCode);
    const responses = operation.responses as Record<string, Json>;
    const response = responses[status];
    if (!response) {
      problems.push(
        `${where} answered ${status}, which its doc does not list (it lists ${Object.keys(responses).join(', ')}); ` +
          `body: ${String(typeof payload === 'string' ? payload : '').slice(0, 300)}`,
      );
      return payload;
    }
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.includes('json') || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
    const text = decoded(payload, reply.getHeader('content-encoding'));
    if (!text) return payload;
    const content = (response.content ?? {}) as Record<string, { schema?: Json }>;
    if (!content['application/json']) {
      problems.push(
        `${where} answered ${status} with JSON, but its doc says ${Object.keys(content).join(', ') || 'no body'}`,
      );
      return payload;
    }
    const validate = validatorFor(
      `${path} ${request.method} ${status}`,
      content['application/json'].schema,
      document.components,
    );
    if (validate && !validate(JSON.parse(text))) {
      problems.push(
        `${where} answered ${status} with a body that does not match its documented schema: ` +
          `${describeErrors(validate.errors)}; body: ${text.slice(0, 500)}`,
      );
    }
    return payload;
  });
}

/** Ajv's errors, each with the property it names (an extra field's name is not in ajv's own text). */
function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return [
    ...new Set(
      (errors ?? []).map((error) => {
        const extra = (error.params as { additionalProperty?: string }).additionalProperty;
        return `${error.instancePath || '(body)'} ${error.message ?? 'is invalid'}${extra ? `: ${extra}` : ''}`;
      }),
    ),
  ].join('; ');
}

/** The text of a body as sent: compressed bodies (lib/compression) are read back first. */
function decoded(payload: string | Buffer, encoding: unknown): string {
  if (typeof payload === 'string') return payload;
  if (encoding === 'br') return zlib.brotliDecompressSync(payload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(payload).toString('utf8');
  return payload.toString('utf8');
}
