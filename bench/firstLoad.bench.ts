import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';

export interface FirstLoadResult {
  jsTransferredBytes: number;
  jsFiles: number;
  cssTransferredBytes: number;
  lcpMs: number;
  cls: number;
  longTasks: number;
  longestTaskMs: number;
}

/**
 * Loads `/` in a fresh headless Chromium and measures what a first visit costs: compressed JavaScript and CSS
 * transferred, Largest Contentful Paint, Cumulative Layout Shift and long tasks during load.
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
    const sizes: Promise<{ type: string; bytes: number }>[] = [];
    page.on('requestfinished', (request) => {
      const type = request.resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      sizes.push(request.sizes().then((s) => ({ type, bytes: s.responseBodySize })));
    });
    await page.goto(baseURL, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2500);
    const vitals = await page.evaluate(
      () => (window as unknown as { __vitals: { lcp: number; cls: number; long: number[] } }).__vitals,
    );
    const all = await Promise.all(sizes);
    const js = all.filter((s) => s.type === 'script');
    return {
      jsTransferredBytes: js.reduce((a, s) => a + s.bytes, 0),
      jsFiles: js.length,
      cssTransferredBytes: all.filter((s) => s.type === 'stylesheet').reduce((a, s) => a + s.bytes, 0),
      lcpMs: Math.round(vitals.lcp),
      cls: Number(vitals.cls.toFixed(4)),
      longTasks: vitals.long.length,
      longestTaskMs: Math.round(Math.max(0, ...vitals.long)),
    };
  } finally {
    await browser.close();
  }
}
