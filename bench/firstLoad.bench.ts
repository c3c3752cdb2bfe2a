import { gzipSync } from 'node:zlib';
import { chromium, type Response } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';

export interface FirstLoadResult {
  /** JavaScript run before Enter Platform: bytes on the wire (brotli from the server) and gzip level 9. */
  jsTransferredBytes: number;
  jsGzipBytes: number;
  jsFiles: number;
  cssTransferredBytes: number;
  /** Files the splash prefetched (fetched at idle priority, not run) while it showed, gzip level 9. */
  prefetchedFiles: number;
  prefetchedGzipBytes: number;
  lcpMs: number;
  cls: number;
  longTasks: number;
  longestTaskMs: number;
  /** Enter Platform clicked to the page's main landmark on screen (the splash gone). */
  enterMs: number;
}

interface Fetched {
  kind: 'script' | 'stylesheet' | 'prefetch';
  transferred: number;
  gzip: number;
}

async function sizesOf(response: Response, kind: Fetched['kind']): Promise<Fetched> {
  const [sizes, body] = await Promise.all([response.request().sizes(), response.body()]);
  return { kind, transferred: sizes.responseBodySize, gzip: gzipSync(body, { level: 9 }).length };
}

/**
 * Loads `/` in a fresh headless Chromium and measures what a first visit costs: the JavaScript and CSS run
 * before Enter Platform (compressed on the wire, and gzip level 9 for the target), what the splash prefetched
 * for the platform, Largest Contentful Paint, Cumulative Layout Shift, long tasks during load, and how long
 * the platform takes to show once Enter Platform is clicked.
 */
export async function measureFirstLoad(baseURL: string): Promise<FirstLoadResult> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __vitals: { lcp: number; cls: number; long: number[] } };
      w.__vitals = { lcp: 0, cls: 0, long: [] };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__vitals.lcp = e.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as PerformanceEntry[] &
          { hadRecentInput?: boolean; value?: number }[])
          if (!(e as { hadRecentInput?: boolean }).hadRecentInput)
            w.__vitals.cls += (e as { value?: number }).value ?? 0;
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__vitals.long.push(e.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const fetched: Promise<Fetched>[] = [];
    let entered = false;
    page.on('response', (response) => {
      if (entered) return;
      const type = response.request().resourceType();
      const path = new URL(response.url()).pathname;
      if (type === 'script' || type === 'stylesheet') fetched.push(sizesOf(response, type));
      else if (path.startsWith('/assets/')) fetched.push(sizesOf(response, 'prefetch'));
    });
    await page.goto(baseURL, { waitUntil: 'networkidle' });
    const enter = page.getByRole('button', { name: 'Enter Platform' });
    await enter.waitFor();
    // The prefetches start once the title has been painted: wait until every listed file has arrived.
    await page.waitForFunction(() => {
      const listed = document.querySelector<HTMLMetaElement>('meta[name="pn-app-files"]')?.content ?? '';
      const files = listed.split(' ').filter(Boolean);
      return files.every((file) => performance.getEntriesByName(new URL(file, location.href).href).length);
    });
    await page.waitForLoadState('networkidle');
    const vitals = await page.evaluate(
      () => (window as unknown as { __vitals: { lcp: number; cls: number; long: number[] } }).__vitals,
    );
    const all = await Promise.all(fetched);
    entered = true;
    const started = Date.now();
    await enter.click();
    await page.locator('#main').waitFor();
    const enterMs = Date.now() - started;
    const sum = (kind: Fetched['kind'], key: 'transferred' | 'gzip') =>
      all.filter((f) => f.kind === kind).reduce((total, f) => total + f[key], 0);
    return {
      jsTransferredBytes: sum('script', 'transferred'),
      jsGzipBytes: sum('script', 'gzip'),
      jsFiles: all.filter((f) => f.kind === 'script').length,
      cssTransferredBytes: sum('stylesheet', 'transferred'),
      prefetchedFiles: all.filter((f) => f.kind === 'prefetch').length,
      prefetchedGzipBytes: sum('prefetch', 'gzip'),
      lcpMs: Math.round(vitals.lcp),
      cls: Number(vitals.cls.toFixed(4)),
      longTasks: vitals.long.length,
      longestTaskMs: Math.round(Math.max(0, ...vitals.long)),
      enterMs,
    };
  } finally {
    await browser.close();
  }
}

// `npx tsx bench/firstLoad.bench.ts`: builds when needed, serves the build and prints three loads.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { serveQuiet } = await import('./quietServer');
  const server = await serveQuiet();
  try {
    for (let i = 0; i < 3; i += 1) console.log(await measureFirstLoad(server.baseURL));
  } finally {
    await server.stop();
  }
}
