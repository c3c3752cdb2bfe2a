import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, openApp, PHONE, screenshot, scrollsSideways, useBrowserPages } from './support/browser';

const { newPage } = useBrowserPages();

const FEATURES = [
  ['Artist Dashboard', '/dashboard'],
  ['Live Listening Rooms', '/listening'],
  ['Collab Finder', '/collab'],
  ['Beat Bank', '/beatbank'],
  ['Spin Room', '/spinroom'],
  ['Monetization Tools', '/fan-portal'],
] as const;

const FOOTER = [
  ['Home', '/'],
  ['Upload', '/upload'],
  ['Contact', '/contact'],
  ['About', '/about'],
  ['Copyright', '/copyright'],
] as const;

async function openAbout(page: Page): Promise<void> {
  await openApp(page, '/about', { tutorials: 'seen' });
  await page.getByRole('heading', { name: 'The home of independent music', level: 1 }).waitFor();
}

/** The section titled `name` (a region named by its heading). */
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe('About (/about)', () => {
  it('shows the hero, mission, features, reasons, testimonials, call to action and footer with their links', async () => {
    const page = await newPage(DESKTOP);
    await openAbout(page);

    await section(page, 'Heard without a label, paid without a middleman').waitFor();
    expect(await section(page, 'Heard without a label, paid without a middleman').innerText()).toMatch(
      /^our mission\n/i,
    );

    const features = section(page, 'Six tools, one community').getByRole('link');
    expect(await features.count()).toBe(FEATURES.length);
    for (const [index, [title, href]] of FEATURES.entries()) {
      const link = features.nth(index);
      expect((await link.innerText()).split('\n')[0], `feature ${index + 1}`).toBe(title);
      expect(await link.getAttribute('href'), title).toBe(href);
    }

    const reasons = section(page, 'Why choose Panda Nation').getByRole('listitem');
    expect(await reasons.count()).toBe(3);
    expect(await reasons.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
      'You keep what you earn',
      'Made for listening together',
      'Your music, your terms',
    ]);

    const testimonials = section(page, 'Heard in the Nation').locator('figure');
    expect(await testimonials.count()).toBe(2);
    for (const name of ['DJ Nova', 'Beatsmith']) {
      const testimonial = testimonials.filter({ hasText: name });
      expect(await testimonial.locator('blockquote').innerText()).toMatch(/^“.{40,}”$/);
    }

    const join = section(page, 'Ready to join the Nation?');
    expect(await join.getByRole('link', { name: 'Join Panda Nation' }).getAttribute('href')).toBe('/auth');
    expect(await join.getByRole('link', { name: 'Explore Music' }).getAttribute('href')).toBe('/');
    expect(await join.getByRole('link').count()).toBe(2);

    const footer = page.getByRole('navigation', { name: 'Footer' });
    const footerLinks = footer.getByRole('link');
    expect(await footerLinks.allInnerTexts()).toEqual(FOOTER.map(([label]) => label));
    for (const [label, href] of FOOTER) {
      expect(await footer.getByRole('link', { name: label, exact: true }).getAttribute('href'), label).toBe(
        href,
      );
    }

    await expectAccessible(page, '/about desktop');
    await screenshot(page, 'about-desktop');
    await section(page, 'Six tools, one community').scrollIntoViewIfNeeded();
    await screenshot(page, 'about-desktop-features');
    await section(page, 'Heard in the Nation').scrollIntoViewIfNeeded();
    await screenshot(page, 'about-desktop-testimonials');
    await footer.scrollIntoViewIfNeeded();
    await screenshot(page, 'about-desktop-footer');
  });

  it('opens a feature, the call to action and the footer links in the app', async () => {
    const page = await newPage(DESKTOP);
    await openAbout(page);
    await section(page, 'Six tools, one community')
      .getByRole('link', { name: /^Beat Bank/ })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/beatbank');

    await page.goBack();
    await section(page, 'Ready to join the Nation?').getByRole('link', { name: 'Join Panda Nation' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/auth');
    await page.getByRole('tab', { name: 'Register' }).waitFor();

    await page.goBack();
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Contact' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/contact');
    await page.getByRole('heading', { name: 'Get in touch', level: 1 }).waitFor();
  });

  it('fits a phone', async () => {
    const page = await newPage(PHONE);
    await openAbout(page);
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page, '/about phone');
    await screenshot(page, 'about-phone');
    await section(page, 'Six tools, one community').scrollIntoViewIfNeeded();
    await screenshot(page, 'about-phone-features');
    await section(page, 'Why choose Panda Nation').scrollIntoViewIfNeeded();
    await screenshot(page, 'about-phone-reasons');
    await section(page, 'Heard in the Nation').scrollIntoViewIfNeeded();
    await screenshot(page, 'about-phone-testimonials');
    await section(page, 'Ready to join the Nation?').scrollIntoViewIfNeeded();
    await screenshot(page, 'about-phone-join');
    await page.getByRole('navigation', { name: 'Footer' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'about-phone-footer');
    for (const [, href] of FEATURES) {
      const link = section(page, 'Six tools, one community').locator(`a[href="${href}"]`);
      const box = await link.boundingBox();
      expect(box!.width, href).toBeLessThanOrEqual(PHONE.width);
    }
  });
});
