import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, errorMessage, getJson, request } from './api';
import { getQueryFn } from './queryClient';

interface Seen {
  method?: string;
  contentType?: string;
  idempotencyKey?: string;
  body: string;
}

let server: http.Server;
let base = '';
const seen: Seen[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({
        method: req.method,
        contentType: req.headers['content-type'],
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        body,
      });
      if (req.url === '/no-content') {
        res.statusCode = 204;
        res.end();
      } else if (req.url === '/slow') {
        setTimeout(() => res.end('{}'), 5000);
      } else if (req.url === '/ok') {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ hello: 'world' }));
      } else if (req.url === '/unauthorized') {
        res.statusCode = 401;
        res.end(JSON.stringify({ message: 'Not authenticated' }));
      } else if (req.url === '/empty-error') {
        res.statusCode = 503;
        res.end();
      } else {
        res.statusCode = 409;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ message: 'Username already exists' }));
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('request layer', () => {
  it('sends mutations with a JSON body and JSON content type, even without data', async () => {
    await request('POST', `${base}/ok`);
    await request('POST', `${base}/ok`, { body: { a: 1 } });
    expect(seen.at(-2)).toMatchObject({ method: 'POST', contentType: 'application/json', body: '{}' });
    expect(seen.at(-1)).toMatchObject({ body: '{"a":1}' });
  });

  it('answers the JSON sent, or nothing for 204', async () => {
    await expect(request<{ hello: string }>('GET', `${base}/ok`)).resolves.toEqual({ hello: 'world' });
    await expect(request('DELETE', `${base}/no-content`)).resolves.toBeUndefined();
  });

  it('sends extra headers, FormData as it is, and no body when asked for none', async () => {
    await request('POST', `${base}/ok`, { body: { a: 2 }, headers: { 'Idempotency-Key': 'k-1' } });
    expect(seen.at(-1)).toMatchObject({
      contentType: 'application/json',
      idempotencyKey: 'k-1',
      body: '{"a":2}',
    });
    const form = new FormData();
    form.append('field', 'value');
    await request('POST', `${base}/ok`, { body: form });
    expect(seen.at(-1)?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    await request('DELETE', `${base}/no-content`, { body: null });
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE', contentType: undefined, body: '' });
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    const pending = request('GET', `${base}/slow`, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow();
  });

  it('turns a non-OK answer into "{status}: {body text}"', async () => {
    const error = await request('POST', `${base}/conflict`, { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"message":"Username already exists"}');
    expect(errorMessage(error)).toBe('Username already exists');
  });

  it('uses the status text when the body is empty', async () => {
    const error = await getJson(`${base}/empty-error`).catch((e: unknown) => e);
    expect((error as Error).message).toBe('503: Service Unavailable');
  });

  it('maps 401 to null only when asked', async () => {
    await expect(getJson(`${base}/unauthorized`, 'returnNull')).resolves.toBeNull();
    await expect(getJson(`${base}/unauthorized`)).rejects.toThrow('401: {"message":"Not authenticated"}');
  });

  it("reads with GET of the query key's first element", async () => {
    const fn = getQueryFn<{ hello: string }>({ on401: 'throw' });
    const data = await fn({ queryKey: [`${base}/ok`, 'ignored'] } as never);
    expect(data).toEqual({ hello: 'world' });
    expect(seen.at(-1)?.method).toBe('GET');
  });
});

describe('query defaults', () => {
  it('never retries, never refetches on focus, never polls and never goes stale', async () => {
    const { queryClient } = await import('./queryClient');
    const q = queryClient.getDefaultOptions().queries!;
    expect(q.retry).toBe(false);
    expect(q.refetchOnWindowFocus).toBe(false);
    expect(q.refetchInterval).toBe(false);
    expect(q.staleTime).toBe(Infinity);
    expect(queryClient.getDefaultOptions().mutations?.retry).toBe(false);
  });
});
