import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.0 and 2.1 rules of levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Waits for the page's finite animations and transitions (a dialog fading in, a link changing colour): axe reads
 * colours as they are drawn, and a half-faded dialog would be judged by its passing opacity. Endless ones
 * (spinners, the visualizer's motion) are left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
  });
}

/** Runs axe-core (WCAG 2.1 A and AA rules) on the page as it is now and returns its serious and critical findings. */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  await settleAnimations(page);
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const axe = (
      window as unknown as { axe: { run(context: Document, options: unknown): Promise<AxeResults> } }
    ).axe;
    type AxeResults = {
      violations: Array<{
        id: string;
        impact: string | null;
        help: string;
        nodes: Array<{ target: string[] }>;
      }>;
    };
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        rule: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      }));
  }, WCAG_TAGS);
}

/** Fails the test when axe finds a serious or critical WCAG 2.1 A/AA violation; `where` names the screen. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const findings = await seriousAxeFindings(page);
  expect(findings, `${where}: ${JSON.stringify(findings, null, 2)}`).toEqual([]);
}
