import type { Beat } from '@common/beatbank';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, openApp, PHONE, screenshot, useBrowserPages } from './support/browser';

const PRODUCER = 'djnova';
const LISTENER = 'kofi.rhythm';
const DEMO_PASSWORD = 'pandanation';
/** A demo beat by djnova offered with a Standard License only, so no other journey can sell it out. */
const BEAT = 'Warehouse 312';

const { newPage } = useBrowserPages();

async function signIn(page: Page, username: string): Promise<void> {
  const response = await page.request.post('/api/login', { data: { username, password: DEMO_PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
}

describe('Downloading a priced beat from its track page', () => {
  it('offers a licence instead of the download to listeners; the producer keeps the download', async () => {
    const producer = await newPage(DESKTOP);
    await signIn(producer, PRODUCER);
    const found = await producer.request.get(`/api/beats?q=${encodeURIComponent(BEAT)}`);
    const beat = ((await found.json()) as { beats: Beat[] }).beats.find((b) => b.title === BEAT)!;
    expect(beat).toBeTruthy();
    // The producer turns downloads on: the price still decides who may download.
    const opened = await producer.request.patch(`/api/tracks/${beat.id}`, { data: { allowDownload: true } });
    expect(opened.status(), await opened.text()).toBe(200);

    await openApp(producer, `/tracks/${beat.id}`, { tutorials: 'seen' });
    await producer.getByRole('heading', { name: BEAT }).waitFor();
    await producer.getByRole('link', { name: 'Download' }).waitFor();
    expect(await producer.getByRole('link', { name: 'Buy a license' }).count()).toBe(0);

    for (const viewport of [DESKTOP, PHONE]) {
      const page = await newPage(viewport);
      await signIn(page, LISTENER);
      await openApp(page, `/tracks/${beat.id}`, { tutorials: 'seen' });
      await page.getByRole('heading', { name: BEAT }).waitFor();
      const licence = page.getByRole('link', { name: 'Buy a license' });
      await licence.waitFor();
      expect(await page.getByRole('link', { name: 'Download' }).count()).toBe(0);
      const direct = await page.request.get(`/api/tracks/${beat.id}/download`);
      expect(direct.status()).toBe(403);
      expect(await direct.json()).toEqual({ message: 'Buy a license to download this beat' });
      await screenshot(page, `beat-download-${viewport === PHONE ? 'phone' : 'desktop'}`);
      await licence.click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/beatbank');
    }
  });
});
