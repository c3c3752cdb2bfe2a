import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import {
  HOME_TUTORIAL_SEEN_KEY,
  TUTORIAL_PAGE_KEYS,
  TUTORIAL_STATE_KEY,
} from '../client/src/features/tutorial/storageKeys';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { threeMinuteTrack } from './analysis.bench';

const PASSWORD = 'pandanation';
const TRACK_TITLE = 'Drift Bench Track';

/** Drift of one phase: each page against the room clock, and between the two participants (ms). */
export interface DriftPhase {
  samples: number;
  host: Stats;
  guest: Stats;
  between: Stats;
  /** 1-minute load average at the end of the phase. */
  loadAverage: number;
}

interface Stats {
  p50: number;
  p95: number;
  max: number;
}

export interface DriftBenchResult {
  seconds: number;
  phases: { label: string; phase: DriftPhase }[];
  /** Side processes that kept every core busy during the loaded phases. */
  busyProcesses: number;
}

const round = (n: number) => Math.round(n * 10) / 10;

function stats(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
  return { p50: round(at(0.5)), p95: round(at(0.95)), max: round(sorted[sorted.length - 1]!) };
}

async function cookieOf(base: string, username: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

/** Uploads and publishes a 3-minute track as the host, and waits for its analysis (the room needs its length). */
async function publishLongTrack(base: string, cookie: string): Promise<void> {
  const form = new FormData();
  form.append(
    'audioFile',
    new Blob([fs.readFileSync(await threeMinuteTrack())], { type: 'audio/mpeg' }),
    'drift.mp3',
  );
  const upload = await fetch(`${base}/api/upload/audio`, { method: 'POST', headers: { cookie }, body: form });
  if (upload.status !== 201) throw new Error(`upload failed: ${upload.status} ${await upload.text()}`);
  const id = ((await upload.json()) as { track: { id: number } }).track.id;
  const published = await fetch(`${base}/api/tracks/${id}/publish`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ title: TRACK_TITLE, artistName: 'Luna Waves', visibility: 'public' }),
  });
  if (!published.ok) throw new Error(`publish failed: ${published.status} ${await published.text()}`);
  for (let i = 0; i < 240; i++) {
    const track = (await (await fetch(`${base}/api/tracks/${id}`, { headers: { cookie } })).json()) as {
      analysis?: { status?: string };
    };
    if (track.analysis?.status === 'done') return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the bench track was not analysed in time');
}

async function openPage(browser: Browser, base: string, username: string, path: string, still = false) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1366, height: 900 },
    reducedMotion: still ? 'reduce' : 'no-preference',
  });
  const page = await context.newPage();
  const login = await page.request.post('/api/login', { data: { username, password: PASSWORD } });
  if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
  await page.addInitScript(
    ([homeKey, stateKey, pages]) => {
      window.localStorage.setItem(homeKey, 'true');
      window.localStorage.setItem(stateKey, JSON.stringify({ completedTutorials: pages }));
    },
    [HOME_TUTORIAL_SEEN_KEY, TUTORIAL_STATE_KEY, [...TUTORIAL_PAGE_KEYS]] as const,
  );
  await page.goto(path);
  await page.getByRole('button', { name: 'Enter Platform' }).click();
  return page;
}

/** The page's audio position minus the room position it computes from its measured server clock (ms). */
function sampleDrift(page: Page): Promise<number> {
  return page.getByTestId('room-view').evaluate((view) => {
    const element = view as HTMLElement;
    const audio = element.querySelector('audio')!;
    const offsetMs = Number(element.dataset.clockOffsetMs ?? 0);
    const currentTime = Number(element.dataset.roomCurrentTime);
    const serverTime = Number(element.dataset.roomServerTime);
    const serverNow = performance.timeOrigin + performance.now() + offsetMs;
    const expected = currentTime + Math.max(0, serverNow - serverTime) / 1000;
    return (audio.currentTime - expected) * 1000;
  });
}

async function measure(host: Page, guest: Page, seconds: number): Promise<DriftPhase> {
  const hostDrift: number[] = [];
  const guestDrift: number[] = [];
  const between: number[] = [];
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    const [a, b] = await Promise.all([sampleDrift(host), sampleDrift(guest)]);
    hostDrift.push(Math.abs(a));
    guestDrift.push(Math.abs(b));
    between.push(Math.abs(a - b));
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    samples: between.length,
    host: stats(hostDrift),
    guest: stats(guestDrift),
    between: stats(between),
    loadAverage: round(os.loadavg()[0]!),
  };
}

/** Keeps every core busy until stopped (or for at most `limitSeconds`). */
function busyCores(limitSeconds: number, perCore = 1): ChildProcess[] {
  const script = `const end = Date.now() + ${limitSeconds * 1000}; while (Date.now() < end) { Math.sqrt(Date.now()); }`;
  const count = os.cpus().length * perCore;
  return Array.from({ length: count }, () => spawn(process.execPath, ['-e', script], { stdio: 'ignore' }));
}

interface Variant {
  label: string;
  /** Side processes keep every core busy while this variant is measured. */
  loaded: boolean;
  /** The page prefers reduced motion: the room visualizer draws nothing (no canvas frames, no analyser). */
  hostStill?: boolean;
  guestStill?: boolean;
  /**
   * The guest clicks the page once (as the host did to create the room): a page with a user gesture reads its
   * room audio with the visualizer's Web Audio analyser.
   */
  guestGesture?: boolean;
  /**
   * Side processes per core (1 by default): 5 starve the machine (a load average above 8 on 2 cores once it has
   * settled), and `settleSeconds` (2 by default) lets the 1-minute load average climb before sampling.
   */
  busyPerCore?: number;
  settleSeconds?: number;
}

async function openRoom(browser: Browser, base: string, v: Variant) {
  const host = await openPage(browser, base, 'lunawaves', '/listening', v.hostStill);
  await host.getByRole('button', { name: 'Host New Party' }).click();
  const dialog = host.getByRole('dialog', { name: 'Host New Listening Party' });
  await dialog.getByLabel('Room Name').fill(`Drift ${v.label}`);
  await dialog.getByRole('button', { name: 'Create Room' }).click();
  const room = host.getByTestId('room-view');
  await room.waitFor();
  const roomId = (await room.getAttribute('data-room-id'))!;
  // The catalogue list shows the popular tracks first: search for the bench's own.
  await host.getByPlaceholder('Search tracks or artists').fill(TRACK_TITLE);
  await host
    .getByRole('button', { name: `Play ${TRACK_TITLE} in the room` })
    .first()
    .click({ timeout: 30_000 });
  const guest = await openPage(browser, base, 'djnova', `/listening?room=${roomId}`, v.guestStill);
  await guest.getByTestId('room-view').waitFor({ timeout: 30_000 });
  if (v.guestGesture) await guest.getByTestId('room-view').getByRole('heading').first().click();
  await host.getByTestId('room-play-toggle').click();
  for (const page of [host, guest]) {
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="sync-indicator"]')?.getAttribute('data-sync-quality') ===
        'in-sync',
      undefined,
      { timeout: 30_000 },
    );
  }
  return {
    host,
    guest,
    close: async () => {
      await host.context().close();
      await guest.context().close();
    },
  };
}

/**
 * The variants measured: idle and loaded as users run it (the host has clicked, the guest only opened the link),
 * then loaded with the guest's visualizer live too (it clicked once), so both pages read their audio the same way,
 * and the same on a starved machine (a load average above 8 on 2 cores).
 */
export const DRIFT_VARIANTS: Variant[] = [
  { label: 'idle', loaded: false },
  { label: 'loaded', loaded: true },
  { label: 'loaded, guest clicked once (both visualizers live)', loaded: true, guestGesture: true },
  {
    label: 'starved (5 busy processes per core), both visualizers live',
    loaded: true,
    guestGesture: true,
    busyPerCore: 5,
    settleSeconds: 60,
  },
];

/**
 * Two Chromium pages in one listening room (host lunawaves, guest djnova) play a 3-minute track; each page's
 * drift against the room clock and the drift between them are sampled every 200 ms for `seconds`, per variant:
 * on an idle machine, with every core kept busy by side processes (stopped by the benchmark), loaded with the
 * guest's visualizer live too, and starved.
 */
export async function runDriftBench(
  base: string,
  seconds = 30,
  variants: Variant[] = DRIFT_VARIANTS,
): Promise<DriftBenchResult> {
  await publishLongTrack(base, await cookieOf(base, 'lunawaves'));
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
  });
  const phases: { label: string; phase: DriftPhase }[] = [];
  let busy: ChildProcess[] = [];
  try {
    for (const variant of variants) {
      const room = await openRoom(browser, base, variant);
      if (variant.loaded) {
        const settle = variant.settleSeconds ?? 2;
        busy = busyCores(seconds + settle + 30, variant.busyPerCore);
        // Let the load settle before sampling.
        await new Promise((resolve) => setTimeout(resolve, settle * 1000));
      }
      phases.push({ label: variant.label, phase: await measure(room.host, room.guest, seconds) });
      for (const child of busy) child.kill('SIGKILL');
      busy = [];
      await room.close();
    }
    return { seconds, phases, busyProcesses: os.cpus().length };
  } finally {
    for (const child of busy) child.kill('SIGKILL');
    await browser.close();
  }
}

export function driftMarkdown(r: DriftBenchResult): string {
  const row = (label: string, p: DriftPhase) =>
    `| ${label} | ${p.samples} | ${p.between.p50} / ${p.between.p95} / ${p.between.max} | ${p.host.p50} / ${p.host.p95} / ${p.host.max} | ${p.guest.p50} / ${p.guest.p95} / ${p.guest.max} | ${p.loadAverage} |`;
  return `| machine | samples | between participants p50 / p95 / max ms | host vs room clock p50 / p95 / max ms | guest vs room clock p50 / p95 / max ms | load average |
|---|---|---|---|---|---|
${r.phases.map((p) => row(p.label, p.phase)).join('\n')}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { serveQuiet } = await import('./quietServer');
  // `--variant=starved` (a label's start) measures only the variants whose label starts so.
  const only = process.argv.find((arg) => arg.startsWith('--variant='))?.slice('--variant='.length);
  const variants = only ? DRIFT_VARIANTS.filter((v) => v.label.startsWith(only)) : DRIFT_VARIANTS;
  const server = await serveQuiet();
  try {
    const result = await runDriftBench(server.baseURL, 30, variants);
    console.log(JSON.stringify(result));
    console.log(driftMarkdown(result));
  } finally {
    await server.stop();
  }
  process.exit(0);
}
