import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, apiRequest, errorMessage, getJson } from './api';
import { getQueryFn } from './queryClient';

interface Seen {
  method?: string;
  contentType?: string;
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
      seen.push({ method: req.method, contentType: req.headers['content-type'], body });
      if (req.url === '/ok') {
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
    await apiRequest('POST', `${base}/ok`);
    await apiRequest('POST', `${base}/ok`, { a: 1 });
    expect(seen.at(-2)).toMatchObject({ method: 'POST', contentType: 'application/json', body: '{}' });
    expect(seen.at(-1)).toMatchObject({ body: '{"a":1}' });
  });

  it('turns a non-OK answer into "{status}: {body text}"', async () => {
    const error = await apiRequest('POST', `${base}/conflict`, {}).catch((e: unknown) => e);
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
