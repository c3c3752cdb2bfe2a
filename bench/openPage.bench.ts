import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import {
  HOME_TUTORIAL_SEEN_KEY,
  TUTORIAL_PAGE_KEYS,
  TUTORIAL_STATE_KEY,
} from '../client/src/features/tutorial/storageKeys';
import { cpuMsOf } from './campaignSetup';
import { serveQuiet } from './quietServer';

/**
 * What a page of the app costs headless Chromium, the browser the journeys run in: the CPU time of all of
 * Chromium's processes (browser, renderer, GPU, network, audio) to load a screen and pass the welcome splash,
 * then while the page is left open. Measured with the motion a visitor asks for by default and with reduced
 * motion, which the journeys ask for (e2e/support/browser.ts).
 */
export interface OpenPageResult {
  path: string;
  motion: 'full' | 'reduced';
  /** Chromium's CPU seconds from `goto` to the splash gone (median of the runs). */
  loadCpuS: number;
  /** Chromium's CPU seconds while the page stayed open, per second. */
  openCpuPerS: number;
}

const OPEN_MS = 10_000;

/** Every process below `root` (its children, their children...). */
function descendants(root: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    for (const [child, parent] of parentOf) {
      if (parent !== pid) continue;
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/** User and system CPU seconds of the given processes (each one alone, not its waited-for children). */
const cpuSeconds = (pids: number[]) => pids.reduce((sum, pid) => sum + cpuMsOf(pid), 0) / 1000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function runOpenPageBench(
  baseURL: string,
  serverPid: number | undefined,
  paths = ['/', '/dashboard'],
  runs = 3,
): Promise<OpenPageResult[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  // Chromium's processes: everything this process started except the server and what the server started.
  const serverSide = new Set(serverPid === undefined ? [] : [serverPid, ...descendants(serverPid)]);
  const chromiumCpu = () => cpuSeconds(descendants(process.pid).filter((pid) => !serverSide.has(pid)));
  const results: OpenPageResult[] = [];
  try {
    for (const path of paths) {
      for (const motion of ['full', 'reduced'] as const) {
        const loads: number[] = [];
        const open: number[] = [];
        for (let run = 0; run < runs; run += 1) {
          const context = await browser.newContext({
            baseURL,
            viewport: { width: 1366, height: 900 },
            reducedMotion: motion === 'reduced' ? 'reduce' : 'no-preference',
          });
          const page = await context.newPage();
          // The tours are left out: one opening over the page would be measured with it.
          await page.addInitScript(
            ([homeKey, stateKey, pages]) => {
              localStorage.setItem(homeKey, 'true');
              localStorage.setItem(stateKey, JSON.stringify({ completedTutorials: pages }));
            },
            [HOME_TUTORIAL_SEEN_KEY, TUTORIAL_STATE_KEY, [...TUTORIAL_PAGE_KEYS]] as const,
          );
          const before = chromiumCpu();
          await page.goto(path);
          await page.getByRole('button', { name: 'Enter Platform' }).click();
          await page.getByRole('dialog', { name: 'Welcome to Panda Nation' }).waitFor({ state: 'detached' });
          await page.locator('#main').waitFor();
          await page.waitForLoadState('networkidle');
          const loaded = chromiumCpu();
          await page.waitForTimeout(OPEN_MS);
          const after = chromiumCpu();
          loads.push(loaded - before);
          open.push((after - loaded) / (OPEN_MS / 1000));
          await context.close();
        }
        results.push({ path, motion, loadCpuS: median(loads), openCpuPerS: median(open) });
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

export function openPageMarkdown(results: OpenPageResult[]): string {
  const rows = results.map(
    (r) => `| ${r.path} | ${r.motion} | ${r.loadCpuS.toFixed(2)} | ${r.openCpuPerS.toFixed(2)} |`,
  );
  return [
    '| screen | motion | Chromium CPU s, load past the splash | Chromium CPU s per s, left open |',
    '|---|---|---|---|',
    ...rows,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await serveQuiet();
  try {
    console.log(openPageMarkdown(await runOpenPageBench(server.baseURL, server.pid)));
  } finally {
    await server.stop();
  }
}
