import autocannon from 'autocannon';

interface Served {
  baseURL: string;
}

export interface HttpResult {
  name: string;
  connections: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  /** Answers that were neither 2xx nor the expected status. */
  unexpected: number;
}

async function once(
  name: string,
  url: string,
  opts: {
    connections: number;
    duration: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    expectNon2xx?: boolean;
  },
): Promise<HttpResult> {
  const result = await autocannon({
    url,
    connections: opts.connections,
    duration: opts.duration,
    method: opts.method ?? 'GET',
    headers: opts.headers,
    body: opts.body,
  });
  return {
    name,
    connections: opts.connections,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    unexpected: opts.expectNon2xx ? result['2xx'] : result.non2xx,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Runs a scenario `runs` times and keeps the run with the median throughput. */
async function medianOf(runs: number, fn: () => Promise<HttpResult>): Promise<HttpResult> {
  const results: HttpResult[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await fn());
  const m = median(results.map((r) => r.reqPerSec));
  return results.find((r) => r.reqPerSec === m)!;
}

/** HTTP throughput and latency of the session endpoints, against the built server in its own process. */
export async function runHttpBench(server: Served, seconds = 8, runs = 3): Promise<HttpResult[]> {
  const base = server.baseURL;
  const username = `bench${Date.now().toString(36)}`;
  const password = 'bench-password-1';
  const reg = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!reg.ok) throw new Error(`register failed: ${reg.status} ${await reg.text()}`);
  const cookie = reg.headers.get('set-cookie')!.split(';')[0]!;

  const results: HttpResult[] = [];
  results.push(
    await medianOf(runs, () =>
      once('GET /api/health (database ping)', `${base}/api/health`, { connections: 100, duration: seconds }),
    ),
  );
  results.push(
    await medianOf(runs, () =>
      once('GET /api/user (signed in: session lookup + user)', `${base}/api/user`, {
        connections: 100,
        duration: seconds,
        headers: { cookie },
      }),
    ),
  );
  results.push(
    await medianOf(runs, () =>
      once('GET /api/user (signed out: 401)', `${base}/api/user`, {
        connections: 100,
        duration: seconds,
        expectNon2xx: true,
      }),
    ),
  );
  results.push(
    await medianOf(1, () =>
      once('POST /api/login (argon2id verify + new session)', `${base}/api/login`, {
        connections: 10,
        duration: seconds,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      }),
    ),
  );
  return results;
}

export function httpMarkdown(results: HttpResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${r.connections} | ${Math.round(r.reqPerSec).toLocaleString('en-US')} | ${r.p50} | ${r.p99} | ${r.errors + r.unexpected} |`,
  );
  return [
    '| scenario | connections | req/s | p50 ms | p99 ms | errors or unexpected statuses |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
