import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { MAX_AUDIO_BYTES } from '@common/upload';
import { multipart, wavOfSize } from '../server/src/features/upload/testAudio';

interface Served {
  baseURL: string;
  /** The server process, whose memory is read from /proc. */
  pid: number;
}

export interface MediaBenchResult {
  uploads: number;
  uploadBytes: number;
  uploadSeconds: number;
  uploadStatuses: Record<string, number>;
  /** Server RSS before the uploads, MiB. */
  rssBeforeMiB: number;
  /** Largest RSS sampled during the uploads minus rssBefore, MiB. */
  rssGrowthMiB: number;
  /** VmHWM after minus VmHWM before, MiB (0 when the earlier peak was higher). */
  hwmGrowthMiB: number;
  /** Range time to first byte, one pass per concurrency. */
  ranges: RangePass[];
  /** Load average (1 min) when the run ended: the figures are only comparable on a quiet machine. */
  loadAverage: number;
}

export interface RangePass {
  requests: number;
  concurrency: number;
  ttfbP50Ms: number;
  ttfbP99Ms: number;
  errors: number;
}

/** VmRSS and VmHWM of a process, in KiB. */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

async function register(base: string): Promise<string> {
  const username = `media${Date.now().toString(36)}`;
  const response = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'bench-password-1' }),
  });
  if (!response.ok) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

/** Sends one upload body in 1 MiB writes over its own connection; resolves with the status and body. */
function upload(base: string, cookie: string, body: { payload: Buffer; headers: Record<string, string> }) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(`${base}/api/upload/audio`, {
      method: 'POST',
      agent: false,
      headers: { ...body.headers, cookie, 'content-length': body.payload.length },
    });
    request.on('error', reject);
    request.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    let offset = 0;
    const step = 1024 * 1024;
    const pump = () => {
      while (offset < body.payload.length) {
        const chunk = body.payload.subarray(offset, offset + step);
        offset += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      request.end();
    };
    pump();
  });
}

/** Time to the first body byte of one ranged GET, in ms. */
function rangeTtfb(agent: http.Agent, url: string, range: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const request = http.get(url, { agent, headers: { range } }, (res) => {
      let first = 0;
      res.on('data', () => {
        if (!first) first = Number(process.hrtime.bigint() - t0) / 1e6;
      });
      res.on('end', () =>
        res.statusCode === 206 ? resolve(first) : reject(new Error(`status ${res.statusCode}`)),
      );
      res.on('error', reject);
    });
    request.on('error', reject);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/**
 * Media under load against the built server: `uploads` concurrent 50 MB uploads (server RSS growth sampled from
 * /proc every 10 ms), then time to first byte of `rangeRequests` random 64 KiB Range requests on one of the
 * uploaded files, once per concurrency (default 1, then 10 at a time).
 */
export async function runMediaBench(
  server: Served,
  options: { uploads?: number; rangeRequests?: number; concurrency?: number[] } = {},
): Promise<MediaBenchResult> {
  const base = server.baseURL;
  const uploads = options.uploads ?? 10;
  const rangeRequests = options.rangeRequests ?? 2000;
  const concurrencies = options.concurrency ?? [1, 10];
  const cookie = await register(base);
  const body = multipart([
    { name: 'audioFile', filename: 'bench.wav', contentType: 'audio/wav', data: wavOfSize(MAX_AUDIO_BYTES) },
  ]);

  const before = memoryOf(server.pid);
  let peakRss = before.rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, memoryOf(server.pid).rss);
  }, 10);
  const t0 = Date.now();
  const results = await Promise.all(Array.from({ length: uploads }, () => upload(base, cookie, body)));
  const uploadSeconds = (Date.now() - t0) / 1000;
  clearInterval(sampler);
  const after = memoryOf(server.pid);
  peakRss = Math.max(peakRss, after.rss);
  const uploadStatuses: Record<string, number> = {};
  for (const r of results) uploadStatuses[r.status] = (uploadStatuses[r.status] ?? 0) + 1;
  const created = results.find((r) => r.status === 201);
  if (!created) throw new Error(`no upload succeeded: ${results[0]?.status} ${results[0]?.text}`);
  const url = `${base}${(JSON.parse(created.text) as { file: { url: string } }).file.url}`;

  const ranges: RangePass[] = [];
  for (const concurrency of concurrencies) ranges.push(await rangePass(url, rangeRequests, concurrency));

  const mib = (kib: number) => Math.round((kib / 1024) * 10) / 10;
  return {
    uploads,
    uploadBytes: MAX_AUDIO_BYTES,
    uploadSeconds,
    uploadStatuses,
    rssBeforeMiB: mib(before.rss),
    rssGrowthMiB: mib(peakRss - before.rss),
    hwmGrowthMiB: mib(Math.max(0, after.hwm - before.hwm)),
    ranges,
    loadAverage: Math.round(os.loadavg()[0]! * 10) / 10,
  };
}

/** `requests` random 64 KiB ranges of `url`, `concurrency` at a time over keep-alive connections. */
async function rangePass(url: string, requests: number, concurrency: number): Promise<RangePass> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const chunk = 64 * 1024;
  const worker = async () => {
    while (next < requests) {
      next += 1;
      const start = Math.floor(Math.random() * (MAX_AUDIO_BYTES - chunk));
      try {
        times.push(await rangeTtfb(agent, url, `bytes=${start}-${start + chunk - 1}`));
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    requests,
    concurrency,
    ttfbP50Ms: round(percentile(times, 50)),
    ttfbP99Ms: round(percentile(times, 99)),
    errors,
  };
}

export function mediaMarkdown(r: MediaBenchResult): string {
  const statuses = Object.entries(r.uploadStatuses)
    .map(([status, n]) => `${n} x ${status}`)
    .join(', ');
  return [
    '| metric | value | target |',
    '|---|---|---|',
    `| ${r.uploads} concurrent 50 MB uploads (POST /api/upload/audio): server RSS growth, peak sampled every 10 ms | ${r.rssGrowthMiB} MiB (from ${r.rssBeforeMiB} MiB; VmHWM +${r.hwmGrowthMiB} MiB) | <= 100 MB |`,
    `| the same uploads: wall time and answers | ${r.uploadSeconds.toFixed(1)} s (${statuses}) | all 201 |`,
    ...r.ranges.map(
      (p) =>
        `| GET /media/audio/... with a random 64 KiB Range, ${p.concurrency} at a time: time to first byte p50 / p99 (${p.requests} requests) | ${p.ttfbP50Ms} / ${p.ttfbP99Ms} ms (${p.errors} errors) | p99 <= 50 ms |`,
    ),
    '',
    `Load average (1 min) at the end of the run: ${r.loadAverage} on ${os.cpus().length} cores.`,
  ].join('\n');
}
