import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';

/** The six busiest pages a visitor opens first (the performance issue's list). */
export const LIGHTHOUSE_PAGES = [
  '/',
  '/education',
  '/collab',
  '/newsletter',
  '/ai-hit-predictor',
  '/drizzy-plus-ai',
];

export interface LighthouseResult {
  page: string;
  formFactor: 'mobile' | 'desktop';
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** How many runs had a score, and their scores in run order (the figures are those of the median run). */
  runs: number;
  scores: number[];
}

/** Lighthouse's own presets: mobile (Moto G Power, slow 4G, 4x CPU slowdown) and desktop. */
const SETTINGS = {
  mobile: { formFactor: 'mobile' as const },
  desktop: {
    formFactor: 'desktop' as const,
    screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
    throttling: {
      rttMs: 40,
      throughputKbps: 10 * 1024,
      cpuSlowdownMultiplier: 1,
      requestLatencyMs: 0,
      downloadThroughputKbps: 0,
      uploadThroughputKbps: 0,
    },
  },
};

/** One Lighthouse run of a page in a fresh Chromium: its figures, or the reason it reported none. */
async function runOnce(
  baseURL: string,
  page: string,
  formFactor: 'mobile' | 'desktop',
  reportFile?: string,
): Promise<LighthouseResult | string> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
  });
  try {
    const run = await lighthouse(`${baseURL}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...SETTINGS[formFactor],
    });
    if (!run) return 'Lighthouse returned nothing';
    const { lhr } = run;
    // The whole report (its long tasks, main-thread breakdown and script bootup are what to read for TBT).
    if (reportFile) fs.writeFileSync(reportFile, JSON.stringify(lhr));
    const score = lhr.categories.performance?.score;
    // A run without a score says why (e.g. NO_LCP when the trace missed the paint).
    if (typeof score !== 'number') return lhr.runtimeError?.code ?? 'no performance score';
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      page,
      formFactor,
      score: Math.round(score * 100),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcpMs: audit('first-contentful-paint'),
      runs: 1,
      scores: [Math.round(score * 100)],
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse's performance category for each page, on mobile and desktop, as a visitor (fresh profile each
 * run) against the served build, with Debian's Chromium. Each page and form factor is run `runs` times and the
 * run with the median score is kept (on a shared machine one run's score moves by 10 to 15 points); a run that
 * reported no score is run again, once.
 */
export async function runLighthouseBench(
  baseURL: string,
  only: { pages?: string[]; formFactors?: ('mobile' | 'desktop')[]; runs?: number; reportDir?: string } = {},
): Promise<LighthouseResult[]> {
  if (only.reportDir) fs.mkdirSync(only.reportDir, { recursive: true });
  const results: LighthouseResult[] = [];
  for (const formFactor of only.formFactors ?? (['mobile', 'desktop'] as const)) {
    for (const page of only.pages ?? LIGHTHOUSE_PAGES) {
      const runs: LighthouseResult[] = [];
      for (let i = 0; i < (only.runs ?? 3); i += 1) {
        const reportFile =
          only.reportDir &&
          path.join(
            only.reportDir,
            `${page.replace(/[^a-z0-9]+/gi, '-').replace(/^-+/, '') || 'home'}-${formFactor}-${i + 1}.json`,
          );
        let outcome = await runOnce(baseURL, page, formFactor, reportFile);
        if (typeof outcome === 'string') {
          console.warn(`Lighthouse ${formFactor} ${page}: ${outcome}; running it again`);
          outcome = await runOnce(baseURL, page, formFactor, reportFile);
        }
        if (typeof outcome === 'string') console.warn(`Lighthouse ${formFactor} ${page}: ${outcome}`);
        else runs.push(outcome);
      }
      const sorted = [...runs].sort((a, b) => a.score - b.score);
      const median = sorted[Math.floor((sorted.length - 1) / 2)];
      if (median) results.push({ ...median, runs: runs.length, scores: runs.map((r) => r.score) });
    }
  }
  return results;
}

export function lighthouseMarkdown(results: LighthouseResult[], loadAverage: number): string {
  const rows = results.map(
    (r) =>
      `| ${r.page} | ${r.formFactor} | ${r.score} (${r.scores.join(', ')}) | ${Math.round(r.fcpMs).toLocaleString('en-US')} | ${Math.round(r.lcpMs).toLocaleString('en-US')} | ${Math.round(r.tbtMs).toLocaleString('en-US')} | ${r.cls.toFixed(3)} |`,
  );
  return [
    '| page | form factor | performance, median run (each run) | FCP ms | LCP ms | TBT ms | CLS |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `Targets: performance >= 95 on each page, LCP <= 2,500 ms, TBT <= 200 ms. Load average (1 min) at the end: ${loadAverage.toFixed(1)} on 2 cores.`,
  ].join('\n');
}

// `npx tsx bench/lighthouse.bench.ts [--page=/path ...] [--form=mobile|desktop] [--runs=3] [--report=DIR]`: builds when
// needed, serves the build with the demo catalogue and prints the table (every page and both form factors unless
// narrowed); `--report` keeps each run's whole Lighthouse report (JSON) in DIR.
if (import.meta.url === `file://${process.argv[1]}`) {
  const values = (name: string) =>
    process.argv.filter((arg) => arg.startsWith(`--${name}=`)).map((arg) => arg.slice(name.length + 3));
  const pages = values('page');
  const formFactors = values('form').filter((form): form is 'mobile' | 'desktop' =>
    ['mobile', 'desktop'].includes(form),
  );
  const os = await import('node:os');
  const { serveQuiet } = await import('./quietServer');
  const server = await serveQuiet();
  try {
    const results = await runLighthouseBench(server.baseURL, {
      ...(pages.length ? { pages } : {}),
      ...(formFactors.length ? { formFactors } : {}),
      ...(values('runs').length ? { runs: Number(values('runs')[0]) } : {}),
      ...(values('report').length ? { reportDir: values('report')[0] } : {}),
    });
    console.log(lighthouseMarkdown(results, os.loadavg()[0]!));
  } finally {
    await server.stop();
  }
}
