import http from 'node:http';
import net from 'node:net';

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface SentRequest {
  request: http.ClientRequest;
  response: Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>;
}

/** Starts a request over a real socket; the caller writes the body (or aborts it). */
export function startRequest(
  url: string,
  method: string,
  headers: Record<string, string | number>,
): SentRequest {
  const request = http.request(url, { method, headers, agent: false });
  const response = new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>(
    (resolve, reject) => {
      request.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
        res.on('error', reject);
      });
      request.on('error', reject);
    },
  );
  return { request, response };
}

/** Writes `bytes` to the request, waiting for the socket to drain. */
export async function write(request: http.ClientRequest, bytes: Buffer): Promise<void> {
  if (!request.write(bytes)) await new Promise((r) => request.once('drain', r));
}

/** Signs in over HTTP and returns the Cookie header. */
export async function signInCookie(baseURL: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}
