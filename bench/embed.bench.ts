import type { TrackDetail, TrackPage } from '@common/tracks';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import * as serve from '../scripts/serve.mjs';

export interface EmbedBytes {
  /** Compressed bytes received, by kind: the page itself, its scripts and its stylesheets. */
  html: number;
  js: number;
  css: number;
  files: number;
  /** What else the page loaded (the cover image; audio loads only on play, metadata aside). */
  otherBytes: number;
  encoding: string;
  /** Peaks of the waveform the page carried (0: not analysed yet). */
  peaks: number;
}

/**
 * Loads an embed page in a fresh headless Chromium (which asks for br and gzip) and sums the encoded body bytes
 * of the document, its scripts and stylesheets as the server sent them.
 */
export async function measureEmbedBytes(url: string): Promise<EmbedBytes> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await (await browser.newContext({ viewport: { width: 600, height: 166 } })).newPage();
    const sizes: Promise<{ type: string; bytes: number; encoding: string }>[] = [];
    page.on('requestfinished', (request) => {
      sizes.push(
        Promise.all([request.sizes(), request.response()]).then(([s, response]) => ({
          type: request.resourceType(),
          bytes: s.responseBodySize,
          encoding: response?.headers()['content-encoding'] ?? 'identity',
        })),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const all = await Promise.all(sizes);
    const peaks = await page.evaluate(() => {
      const data = JSON.parse(document.getElementById('embed-data')?.textContent ?? '{}') as {
        track?: { waveform?: number[] | null };
      };
      return data.track?.waveform?.length ?? 0;
    });
    const sum = (type: string) => all.filter((s) => s.type === type).reduce((a, s) => a + s.bytes, 0);
    const counted = new Set(['document', 'script', 'stylesheet']);
    return {
      html: sum('document'),
      js: sum('script'),
      css: sum('stylesheet'),
      files: all.filter((s) => counted.has(s.type)).length,
      otherBytes: all.filter((s) => !counted.has(s.type)).reduce((a, s) => a + s.bytes, 0),
      encoding: all.find((s) => s.type === 'document')?.encoding ?? 'identity',
      peaks,
    };
  } finally {
    await browser.close();
  }
}

/** The benchmark's row for docs/benchmarks.md. */
export function embedMarkdown(result: EmbedBytes): string {
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  const total = result.html + result.js + result.css;
  return [
    '| metric | value | target |',
    '|---|---|---|',
    `| /embed/track/:id transferred: HTML (with ${result.peaks} waveform peaks) + JS + CSS ` +
      `(${result.encoding}, ${result.files} files) | ` +
      `${kB(total)} (HTML ${kB(result.html)}, JS ${kB(result.js)}, CSS ${kB(result.css)}) | <= 30 kB compressed |`,
    `| the cover image it also loads | ${kB(result.otherBytes)} | |`,
  ].join('\n');
}

// `npx tsx bench/embed.bench.ts`: builds when needed, serves the build with the demo catalogue, measures the
// embed page of the first public track.
if (import.meta.url === `file://${process.argv[1]}`) {
  await serve.ensureBuild();
  const server = await serve.serveBuilt();
  try {
    const list = (await (await fetch(`${server.baseURL}/api/tracks?page=1&pageSize=1`)).json()) as TrackPage;
    const track = list.tracks[0];
    if (!track) throw new Error('no public track to embed');
    // The page carries the waveform once the demo track is analysed: measure it with its waveform.
    for (let waited = 0; waited < 300; waited += 1) {
      const detail = (await (await fetch(`${server.baseURL}/api/tracks/${track.id}`)).json()) as TrackDetail;
      if (detail.waveform) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    console.log(embedMarkdown(await measureEmbedBytes(`${server.baseURL}/embed/track/${track.id}`)));
  } finally {
    await server.stop();
  }
}
